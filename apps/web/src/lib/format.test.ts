import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatInteger, formatMinutes } from './format';

describe('formatting', () => {
  it('writes a calendar date on its own day, whatever the zone the browser runs in', () => {
    // Read as UTC midnight and written in UTC: 5 March stays the 5th (never the 4th west of Greenwich).
    for (const style of ['axis', 'medium', 'weekday', 'weekdayLong'] as const) {
      const text = formatCalendarDate('2026-03-05', style);
      expect(text).toMatch(/\b5\b/);
      expect(text).not.toMatch(/\b4\b|\b6\b/);
    }
    expect(formatCalendarDate('2026-03-05', 'medium')).toMatch(/2026/);
    expect(formatCalendarDate('2026-03-05', 'axis')).not.toMatch(/2026/);
  });

  it('leaves a string that is not a date as it is', () => {
    expect(formatCalendarDate('not a date')).toBe('not a date');
  });

  it('writes whole numbers and minutes with grouping and no decimals', () => {
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(1200)).toMatch(/^1\D?200 min$/);
    expect(formatInteger(1234.6)).toMatch(/^1\D?235$/);
  });
});
