import { TZDate, tzOffset } from '@date-fns/tz';
import { format } from 'date-fns';

/**
 * Calendar days. A practice "day" is a calendar date (YYYY-MM-DD) in the user's IANA time zone
 *. Arithmetic on such dates is pure calendar arithmetic: it never goes through the
 * host's (server's or browser's) time zone, so neither DST nor the machine's zone can shift them.
 */

const MS_PER_MINUTE = 60_000;
const MS_PER_HOUR = 3_600_000;
const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Days from 1970-01-01 to a calendar date (proleptic Gregorian, every day 24 hours long);
 * NaN when the text is not an existing YYYY-MM-DD date.
 */
function dayNumber(isoDate: string): number {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return NaN;
  const utc = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not read years 0–99 as 1900–1999.
  utc.setUTCFullYear(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  // An impossible date such as 2026-02-30 rolls over to another one and so fails the round trip.
  return utc.toISOString().slice(0, 10) === isoDate ? utc.getTime() / MS_PER_DAY : NaN;
}

/** The calendar date `days` days after 1970-01-01; RangeError outside years 0000–9999 or for NaN. */
function dateOfDayNumber(days: number): string {
  const iso = new Date(days * MS_PER_DAY).toISOString().slice(0, 10);
  if (!ISO_DATE.test(iso)) throw new RangeError(`Date out of range: ${iso}`);
  return iso;
}

const OFFSET_SPAN_MS = 15 * MS_PER_MINUTE;
/** Spans remembered per zone before that zone's are forgotten (a bound on memory, not a cache policy). */
const OFFSET_SPANS_PER_ZONE = 20_000;
const offsetSpans = new Map<string, Map<number, number>>();

/**
 * A zone's UTC offset in minutes at an instant (epoch ms), as tzOffset gives it, remembered per quarter hour of UTC
 * in which it is the same at both ends: zones never change their offset twice within 15 minutes, so it holds for the
 * whole span. tzOffset formats a date through Intl on every call, which the calendar does thousands of times per
 * request; a quarter hour with a change in it is always asked of Intl.
 */
export function zoneOffsetMinutes(timeZone: string, instant: number): number {
  let spans = offsetSpans.get(timeZone);
  if (!spans) {
    spans = new Map();
    offsetSpans.set(timeZone, spans);
  }
  const span = Math.floor(instant / OFFSET_SPAN_MS);
  const known = spans.get(span);
  if (known !== undefined) return known;
  const start = span * OFFSET_SPAN_MS;
  const atStart = tzOffset(timeZone, new Date(start));
  if (atStart !== tzOffset(timeZone, new Date(start + OFFSET_SPAN_MS - 1)))
    return tzOffset(timeZone, new Date(instant));
  if (spans.size >= OFFSET_SPANS_PER_ZONE) spans.clear();
  spans.set(span, atStart);
  return atStart;
}

/** The calendar date of an instant in a time zone. */
export function localDateOf(instant: Date, timeZone: string): string {
  // The zone's offset at that instant moves it onto the local wall clock, read as if UTC: no host zone involved.
  const wall = instant.getTime() + zoneOffsetMinutes(timeZone, instant.getTime()) * MS_PER_MINUTE;
  return dateOfDayNumber(Math.floor(wall / MS_PER_DAY));
}

/** The local date and time of an instant in a time zone, 'yyyy-MM-dd HH:mm' (exports). */
export function localDateTimeOf(instant: Date, timeZone: string): string {
  return format(new TZDate(instant.getTime(), timeZone), 'yyyy-MM-dd HH:mm');
}

/** The date of an instant in a time zone as people write it, '26 Nov 2026' (lesson collections' titles). */
export function localDateLabelOf(instant: Date, timeZone: string): string {
  return format(new TZDate(instant.getTime(), timeZone), 'd MMM yyyy');
}

/** A calendar date moved by whole days (negative goes back). RangeError for an invalid date. */
export function addDaysToDate(isoDate: string, days: number): string {
  return dateOfDayNumber(dayNumber(isoDate) + Math.trunc(days));
}

/** `count` consecutive calendar dates from `first` on (the chart's days); RangeError for an invalid date. */
export function consecutiveDates(first: string, count: number): string[] {
  const start = dayNumber(first);
  if (Number.isNaN(start)) throw new RangeError(`Invalid date: ${first}`);
  return Array.from({ length: Math.max(0, count) }, (_, i) => dateOfDayNumber(start + i));
}

/** Whole calendar days from `from` to `to` (positive when `to` is later); NaN for an invalid date. */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/**
 * The first instant (epoch ms) whose calendar date in `timeZone` is `isoDate`: local midnight, or, where
 * a DST change skips midnight (America/Santiago in September), the moment of the change.
 */
export function startOfLocalDay(isoDate: string, timeZone: string): number {
  const wallMidnight = dayNumber(isoDate) * MS_PER_DAY; // local 00:00 read as if it were UTC
  if (Number.isNaN(wallMidnight)) throw new RangeError(`Invalid date: ${isoDate}`);
  const isStart = (t: number) =>
    localDateOf(new Date(t), timeZone) === isoDate && localDateOf(new Date(t - 1), timeZone) !== isoDate;
  // Local midnight is the wall time minus the offset in force at that moment. A zone changes its offset
  // at most once around a midnight, so that offset is the one of the day before or the day after;
  // each candidate is checked, and the earlier wins when midnight occurs twice (America/Havana in November).
  const candidates = [-MS_PER_DAY, MS_PER_DAY]
    .map((shift) => wallMidnight - Math.round(tzOffset(timeZone, new Date(wallMidnight + shift)) * 60) * 1000)
    .sort((a, b) => a - b);
  const found = candidates.find(isStart);
  if (found !== undefined) return found;
  // Midnight does not exist: bisect for the first instant of the day. 36 hours either side is beyond any
  // offset a zone has had, so `lo` lies in an earlier day and `hi` in a later one.
  let lo = wallMidnight - 36 * MS_PER_HOUR;
  let hi = wallMidnight + 36 * MS_PER_HOUR;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (localDateOf(new Date(mid), timeZone) < isoDate) lo = mid;
    else hi = mid;
  }
  return hi;
}

/**
 * Whole minutes, rounded up, from an instant to the start of the next local day ('Resets in Xh Ym').
 * Always 1–1500 for the profile zones: the next day starts within the next 25 hours (a DST day lasts
 * 23 or 25), and at least 1 ms away.
 */
export function minutesUntilLocalMidnight(instant: Date, timeZone: string): number {
  const tomorrow = addDaysToDate(localDateOf(instant, timeZone), 1);
  const nextDayStart = startOfLocalDay(tomorrow, timeZone);
  return Math.max(0, Math.ceil((nextDayStart - instant.getTime()) / MS_PER_MINUTE));
}

/**
 * Current streak from the distinct practice dates, newest first. It counts back from
 * today, or from yesterday when today has no practice yet; 0 when neither has practice.
 * Dates after today are ignored; repeated dates count once.
 * `complete` is false when the run reaches the end of the given dates (including when no date up to
 * today was given), so a caller reading dates in batches knows it must read further back; when it is
 * true, no older date can change `days`.
 */
export function computeStreak(
  practiceDatesDesc: readonly string[],
  today: string,
): { days: number; complete: boolean } {
  const dates = practiceDatesDesc.filter((d) => d <= today);
  const first = dates[0];
  if (first === undefined) return { days: 0, complete: false };
  if (daysBetween(first, today) > 1) return { days: 0, complete: true };
  let days = 1;
  for (let i = 1; i < dates.length; i++) {
    const gap = daysBetween(dates[i]!, dates[i - 1]!);
    if (gap === 0) continue;
    if (gap !== 1) return { days, complete: true };
    days += 1;
  }
  return { days, complete: false };
}
