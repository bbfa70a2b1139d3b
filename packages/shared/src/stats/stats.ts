import { MASTERY_LEVEL_NAMES, MASTERY_MAX, type MasteryLevelName } from '../chords/index.ts';
import { addDaysToDate, daysBetween } from '../common/index.ts';

/** The practice heat map covers the last 12 months: today and the 364 days before. */
export const HEATMAP_DAYS = 365;

/** Days from the first practice date to today, both counted; at least 1. */
export function practiceDaySpan(firstDate: string, today: string): number {
  return Math.max(1, daysBetween(firstDate, today) + 1);
}

/** Average minutes per day over the span from the first practice to today. */
export function averageDailyMinutes(totalMinutes: number, firstDate: string | null, today: string): number {
  if (firstDate === null || totalMinutes <= 0) return 0;
  return totalMinutes / practiceDaySpan(firstDate, today);
}

/** A figure with one decimal, as the stats page shows it: 1.25 → '1.3'. */
export const oneDecimal = (value: number): string => (Math.round(value * 10) / 10).toFixed(1);

export interface MasteryBar {
  /** 1–5, or null for Not Started. */
  rating: number | null;
  label: MasteryLevelName;
  count: number;
  /** Share of all chords, 0–100. */
  percent: number;
}

/**
 * The chord mastery breakdown: a bar per rating 1–5, and Not Started for every chord without
 * a rating of 1–5, over all chords.
 */
export function masteryBreakdown(countsByRating: ReadonlyMap<number, number>, totalChords: number): MasteryBar[] {
  const percentOf = (count: number) => (totalChords > 0 ? (count / totalChords) * 100 : 0);
  const rated = Array.from({ length: MASTERY_MAX }, (_, index): MasteryBar => {
    const rating = index + 1;
    const count = countsByRating.get(rating) ?? 0;
    return { rating, label: MASTERY_LEVEL_NAMES[rating]!, count, percent: percentOf(count) };
  });
  const notStarted = Math.max(0, totalChords - rated.reduce((sum, bar) => sum + bar.count, 0));
  return [{ rating: null, label: MASTERY_LEVEL_NAMES[0], count: notStarted, percent: percentOf(notStarted) }, ...rated];
}

/** How dark a heat-map day is: 0 none, then up to 15, 30, 60 minutes, and more. */
export function heatLevel(minutes: number): 0 | 1 | 2 | 3 | 4 {
  if (minutes <= 0) return 0;
  if (minutes <= 15) return 1;
  if (minutes <= 30) return 2;
  if (minutes <= 60) return 3;
  return 4;
}

export interface HeatmapDay {
  date: string;
  minutes: number;
}

/**
 * The heat map's columns: weeks from Monday to Sunday, from the week of the first day shown to today's.
 * Days outside the 12 months (the first week's start, the days after today) are null.
 */
export function heatmapWeeks(today: string, minutesByDate: ReadonlyMap<string, number>): (HeatmapDay | null)[][] {
  const first = addDaysToDate(today, -(HEATMAP_DAYS - 1));
  // 1970-01-05 was a Monday: whole days since then, mod 7, is the weekday with Monday 0.
  const weekdayOf = (date: string) => ((daysBetween('1970-01-05', date) % 7) + 7) % 7;
  const start = addDaysToDate(first, -weekdayOf(first));
  const weeks: (HeatmapDay | null)[][] = [];
  for (let day = start; daysBetween(day, today) >= 0; day = addDaysToDate(day, 7)) {
    weeks.push(
      Array.from({ length: 7 }, (_, offset) => {
        const date = addDaysToDate(day, offset);
        if (daysBetween(first, date) < 0 || daysBetween(date, today) < 0) return null;
        return { date, minutes: minutesByDate.get(date) ?? 0 };
      }),
    );
  }
  return weeks;
}
