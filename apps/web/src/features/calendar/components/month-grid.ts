import { addDaysToDate, daysBetween, formatCount, type Occurrence } from '@woodshed/shared';

/** A calendar date, YYYY-MM-DD, in the viewer's zone. */
export type IsoDate = string;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Day of the week, 0 = Sunday (the calendar's weeks start on Sunday). */
export function weekdayOf(date: IsoDate): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** Whether `text` is a real calendar date (2026-02-30 is not). */
export function isIsoDate(text: string | null | undefined): text is IsoDate {
  if (!text || !ISO_DATE.test(text)) return false;
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The first of the date's month. */
export const firstOfMonth = (date: IsoDate): IsoDate => `${date.slice(0, 8)}01`;

/** The same day `months` months on, or that month's last day when it is shorter (Jan 31 + 1 → Feb 28). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12 + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  return `${String(targetYear).padStart(4, '0')}-${pad(targetMonth)}-${pad(Math.min(day, lastDay))}`;
}

/** The month grid around `date`: whole weeks, Sunday to Saturday, from the week of the 1st to that of the last. */
export function monthGrid(date: IsoDate): { from: IsoDate; to: IsoDate; weeks: IsoDate[][] } {
  const first = firstOfMonth(date);
  const last = addDaysToDate(addMonths(first, 1), -1);
  const from = addDaysToDate(first, -weekdayOf(first));
  const to = addDaysToDate(last, 6 - weekdayOf(last));
  const weeks: IsoDate[][] = [];
  for (let offset = 0; offset <= daysBetween(from, to); offset += 7) {
    weeks.push(Array.from({ length: 7 }, (_, day) => addDaysToDate(from, offset + day)));
  }
  return { from, to, weeks };
}

export type GridKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End' | 'PageUp' | 'PageDown';

/** Where a key moves the grid's focus: a day, a week, the week's ends, or a month (Page Up/Down). */
export function moveFocus(date: IsoDate, key: string): IsoDate | null {
  switch (key) {
    case 'ArrowLeft':
      return addDaysToDate(date, -1);
    case 'ArrowRight':
      return addDaysToDate(date, 1);
    case 'ArrowUp':
      return addDaysToDate(date, -7);
    case 'ArrowDown':
      return addDaysToDate(date, 7);
    case 'Home':
      return addDaysToDate(date, -weekdayOf(date));
    case 'End':
      return addDaysToDate(date, 6 - weekdayOf(date));
    case 'PageUp':
      return addMonths(date, -1);
    case 'PageDown':
      return addMonths(date, 1);
    default:
      return null;
  }
}

/** The occurrences grouped by the viewer's local date (they arrive by start time, and stay so). */
export function byDate(items: readonly Occurrence[]): Map<IsoDate, Occurrence[]> {
  const days = new Map<IsoDate, Occurrence[]>();
  for (const item of items) {
    const list = days.get(item.date);
    if (list) list.push(item);
    else days.set(item.date, [item]);
  }
  return days;
}

/** '1 event', '2 events'. */
export const eventCount = (count: number): string => formatCount(count, { one: 'event', other: 'events' });

/** The event's zone ('Europe/London') when the viewer lives elsewhere, else null. */
export function foreignZoneLabel(zone: string, viewerZone: string): string | null {
  return zone === viewerZone ? null : zone;
}
