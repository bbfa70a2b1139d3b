import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayTime, tempoAxes, timeDay } from './tempo-axes';

const DAY = 86_400_000;

describe('tempoAxes', () => {
  it('gives the tempo axis round, evenly spaced ticks with its ends on ticks', () => {
    const { y } = tempoAxes([
      { date: '2026-03-01', bpm: 67 },
      { date: '2026-03-04', bpm: 82 },
      { date: '2026-03-20', bpm: 104 },
    ]);
    expect(y.ticks).toEqual([60, 70, 80, 90, 100, 110]);
    expect(y.domain).toEqual([60, 110]);
  });

  it('puts the time ticks on whole days and spans the first to the last date', () => {
    const { x } = tempoAxes([
      { date: '2026-03-01', bpm: 70 },
      { date: '2026-03-02', bpm: 72 },
      { date: '2026-03-21', bpm: 90 },
    ]);
    expect(x.domain).toEqual([dayTime('2026-03-01'), dayTime('2026-03-21')]);
    expect(x.ticks.map(timeDay)).toEqual(['2026-03-01', '2026-03-08', '2026-03-15']);
  });

  it('gives a single day a day either side', () => {
    const { x, y } = tempoAxes([{ date: '2026-03-10', bpm: 96 }]);
    expect(x.domain).toEqual([dayTime('2026-03-09'), dayTime('2026-03-11')]);
    expect(x.ticks.map(timeDay)).toContain('2026-03-10');
    expect(y.ticks[0]).toBeLessThan(96);
    expect(y.ticks.at(-1)).toBeGreaterThan(96);
  });

  it('always has even tempo ticks of a round step around every tempo, and day ticks within the dates', () => {
    const entry = fc.record({
      date: fc.integer({ min: 0, max: 400 }).map((n) => timeDay(dayTime('2026-01-01') + n * DAY)),
      bpm: fc.integer({ min: 20, max: 300 }),
    });
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 40 }), (entries) => {
        const { x, y } = tempoAxes(entries);
        const steps = y.ticks.slice(1).map((tick, i) => tick - y.ticks[i]!);
        expect(new Set(steps).size).toBe(1);
        expect([1, 2, 5, 10, 20, 50, 100]).toContain(steps[0]);
        expect(y.ticks[0]).toBe(y.domain[0]);
        expect(y.ticks.at(-1)).toBe(y.domain[1]);
        for (const { bpm } of entries) expect(bpm > y.domain[0] && bpm < y.domain[1]).toBe(true);
        expect(x.ticks.length).toBeGreaterThan(0);
        for (const tick of x.ticks) {
          expect(tick % DAY).toBe(0);
          expect(tick >= x.domain[0] && tick <= x.domain[1]).toBe(true);
        }
      }),
    );
  });
});
