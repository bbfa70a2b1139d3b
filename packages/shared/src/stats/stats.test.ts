import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDaysToDate, daysBetween } from '../common/index.ts';
import {
  HEATMAP_DAYS,
  averageDailyMinutes,
  heatLevel,
  heatmapWeeks,
  masteryBreakdown,
  oneDecimal,
  practiceDaySpan,
} from './stats.ts';

const dateArb = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('average daily practice', () => {
  it('divides by the days from the first practice to today, both counted', () => {
    expect(practiceDaySpan('2026-11-21', '2026-11-23')).toBe(3);
    expect(averageDailyMinutes(90, '2026-11-21', '2026-11-23')).toBe(30);
    expect(averageDailyMinutes(45, '2026-11-23', '2026-11-23')).toBe(45);
  });

  it('is 0 before any practice, and a first date after today (a zone moved back) counts one day', () => {
    expect(averageDailyMinutes(0, null, '2026-11-23')).toBe(0);
    expect(practiceDaySpan('2026-11-24', '2026-11-23')).toBe(1);
  });

  it('never exceeds the total, and the span times the average gives the total back', () => {
    fc.assert(
      fc.property(
        dateArb,
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (today, back, total) => {
          const first = addDaysToDate(today, -back);
          const average = averageDailyMinutes(total, first, today);
          expect(average).toBeLessThanOrEqual(total);
          expect(average * practiceDaySpan(first, today)).toBeCloseTo(total, 6);
        },
      ),
    );
  });

  it('shows one decimal', () => {
    expect(oneDecimal(0)).toBe('0.0');
    expect(oneDecimal(1.25)).toBe('1.3');
    expect(oneDecimal(59 / 60)).toBe('1.0');
    expect(oneDecimal(1234.04)).toBe('1234.0');
  });
});

describe('chord mastery breakdown', () => {
  it('has Not Started for every chord without a rating of 1–5, then a bar per rating, over all chords', () => {
    const bars = masteryBreakdown(
      new Map([
        [1, 2],
        [5, 3],
      ]),
      20,
    );
    expect(bars.map((bar) => [bar.label, bar.count, bar.percent])).toEqual([
      ['Not Started', 15, 75],
      ['Beginner', 2, 10],
      ['Developing', 0, 0],
      ['Intermediate', 0, 0],
      ['Advanced', 0, 0],
      ['Mastered', 3, 15],
    ]);
  });

  it('ignores ratings outside 1–5 and never shows a chord twice', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -2, max: 8 }), { maxLength: 60 }),
        fc.integer({ min: 0, max: 40 }),
        (ratings, extra) => {
          const counts = new Map<number, number>();
          for (const rating of ratings) counts.set(rating, (counts.get(rating) ?? 0) + 1);
          const total = ratings.length + extra;
          const bars = masteryBreakdown(counts, total);
          expect(bars.reduce((sum, bar) => sum + bar.count, 0)).toBe(total);
          expect(bars.reduce((sum, bar) => sum + bar.percent, 0)).toBeCloseTo(total > 0 ? 100 : 0, 6);
        },
      ),
    );
  });
});

describe('practice heat map', () => {
  it('shades by minutes', () => {
    expect([0, 1, 15, 16, 30, 31, 60, 61, 1440].map(heatLevel)).toEqual([0, 1, 1, 2, 2, 3, 3, 4, 4]);
  });

  it('lays the last 365 days out in Monday-to-Sunday weeks ending with today, each day once', () => {
    fc.assert(
      fc.property(dateArb, (today) => {
        const weeks = heatmapWeeks(today, new Map([[today, 42]]));
        const days = weeks.flat().filter((day) => day !== null);
        expect(days).toHaveLength(HEATMAP_DAYS);
        expect(days[0]!.date).toBe(addDaysToDate(today, -(HEATMAP_DAYS - 1)));
        expect(days.at(-1)).toEqual({ date: today, minutes: 42 });
        for (let i = 1; i < days.length; i++) expect(daysBetween(days[i - 1]!.date, days[i]!.date)).toBe(1);
        for (const week of weeks) expect(week).toHaveLength(7);
        // Every column starts on a Monday (1970-01-05 was one).
        const firstMonday = addDaysToDate(days[0]!.date, -weeks[0]!.findIndex((day) => day !== null));
        expect(((daysBetween('1970-01-05', firstMonday) % 7) + 7) % 7).toBe(0);
      }),
      { numRuns: 60 },
    );
  });
});
