import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatHours, hoursOfMinutes } from './hours.ts';

const minutesArb = fc.integer({ min: 0, max: 10_000_000 });
/** The figure as a number, whatever the reader's digit grouping. */
const parsed = (text: string) => Number(text.replace(/[^\d.]/g, ''));

describe('hours of practice (one rule for every page, issue 26)', () => {
  it('writes minutes as hours with one decimal, rounded down to the tenth', () => {
    expect(formatHours(45)).toBe('0.7');
    expect(formatHours(0)).toBe('0.0');
    expect(formatHours(5)).toBe('0.0');
    expect(formatHours(6)).toBe('0.1');
    expect(formatHours(59)).toBe('0.9');
    expect(formatHours(60)).toBe('1.0');
    expect(formatHours(95)).toBe('1.5');
    expect(formatHours(599)).toBe('9.9');
    expect(formatHours(3408)).toBe('56.8');
    expect(formatHours(75_000)).toMatch(/^1\D?250\.0$/);
    expect(hoursOfMinutes(42)).toBe(0.7);
  });

  it('property: never more than was practised, and less by under a tenth of an hour (6 minutes)', () => {
    fc.assert(
      fc.property(minutesArb, (minutes) => {
        const hours = hoursOfMinutes(minutes);
        expect(hours * 60).toBeLessThanOrEqual(minutes + 1e-6);
        expect(minutes - hours * 60).toBeLessThan(6 - 1e-6);
        expect(parsed(formatHours(minutes))).toBe(hours);
      }),
    );
  });

  it('property: always exactly one decimal, and more minutes never show fewer hours', () => {
    fc.assert(
      fc.property(minutesArb, fc.integer({ min: 0, max: 100_000 }), (minutes, more) => {
        expect(formatHours(minutes)).toMatch(/^\d{1,3}(\D?\d{3})*\.\d$/);
        expect(hoursOfMinutes(minutes + more)).toBeGreaterThanOrEqual(hoursOfMinutes(minutes));
      }),
    );
  });

  it('property: whole hours are exact, and the figure is reached at its minute (a threshold shows when met)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (tenths) => {
        expect(hoursOfMinutes(tenths * 6)).toBe(tenths / 10);
        if (tenths > 0) expect(hoursOfMinutes(tenths * 6 - 1)).toBe((tenths - 1) / 10);
      }),
    );
  });
});
