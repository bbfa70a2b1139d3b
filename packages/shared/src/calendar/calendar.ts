import {
  DATE_MAX,
  addDaysToDate,
  daysBetween,
  localDateOf,
  startOfLocalDay,
  zoneOffsetMinutes,
} from '../common/index.ts';
import type { RecurringPeriod } from './constants.ts';

/**
 * Calendar occurrences. An event's start and end are wall-clock times in its own
 * zone; every occurrence keeps that wall-clock time in that zone (09:00 New York stays 09:00 across DST) and is
 * turned into an instant only at the end, so the viewer's zone matters only for which local day it falls on.
 *
 * A small generator rather than rrule: rrule works in UTC "floating" time and would still need the wall-to-instant
 * step below, and jumping straight to a range (so a daily event started years ago costs only the range) is a few
 * lines of date arithmetic here. The "slots" of an event are its candidate dates k = 0, 1, 2, …: start + k days
 * (daily), + 7k days (weekly), the start's day of month k months on (monthly) or of the start's month and day k years
 * on (yearly). A monthly or yearly slot whose date does not exist (the 31st of April, Feb 29 of 2027) is skipped and
 * does not count towards `occurrences` — the same reading as RFC 5545, so the .ics RRULE means the same.
 *
 * RFC 5545 §3.3.5 for DST: a wall time that does not exist (02:30 on the day clocks spring forward) moves forward
 * by the gap (03:30 EDT), a repeated one (01:30 on the day they fall back) is the first of the two, and every
 * occurrence lasts exactly as long as the first instance (an end computed as a wall time could come before the start
 * in a gap, or grow by an hour at the fall-back change).
 *
 * An all-day event (`allDay`) is dates only: it starts at the local midnight of its date in its zone and ends at the
 * local midnight after its last day; its occurrences repeat on dates.
 */

export interface RecurrenceEvent {
  /** YYYY-MM-DDTHH:MM in the event's zone; YYYY-MM-DD for an all-day event. */
  startsAt: string;
  /** For an all-day event its last day (inclusive), null for one day. */
  endsAt: string | null;
  /** An IANA zone. */
  timeZone: string;
  allDay: boolean;
  recurring: boolean;
  recurringPeriod: RecurringPeriod | null;
  /** The last local date (event zone, inclusive) an occurrence may start on. */
  recurrenceEndDate: string | null;
  /** How many occurrences in all, counted from the first. */
  occurrences: number | null;
}

export interface OccurrenceTimes {
  start: Date;
  end: Date | null;
}

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

/** Past DATE_MAX, the last date the API accepts (a five-digit year, which string order would misplace, too). */
const beyondDateMax = (date: string) => date.length !== 10 || date > DATE_MAX;

interface WallDateTime {
  date: string;
  /** Minutes after local midnight. */
  minutes: number;
}

function parseWall(value: string): WallDateTime {
  return { date: value.slice(0, 10), minutes: Number(value.slice(11, 13)) * 60 + Number(value.slice(14, 16)) };
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The zone's UTC offset in minutes at an instant (east positive). */
export const zoneOffsetAt = (instant: number, zone: string) => zoneOffsetMinutes(zone, instant);
const offsetAt = zoneOffsetAt;

/**
 * The instant of a wall-clock time in an IANA zone (see the DST rule above). Each offset in force within a day of
 * the wall time is tried; the earliest that maps back to it wins (the first of a repeated time), and a time in a gap
 * is read with the offset before the gap, which moves it forward by the gap's length. Done by hand because
 * @date-fns/tz picks the second of a repeated time where the change is not a whole hour (Australia/Lord_Howe).
 */
export function wallToInstant(date: string, minutes: number, zone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day) + minutes * MS_PER_MINUTE;
  const offsets = new Set([wall - MS_PER_DAY, wall, wall + MS_PER_DAY].map((t) => offsetAt(t, zone)));
  const matching = [...offsets]
    .map((offset) => wall - offset * MS_PER_MINUTE)
    .filter((instant) => wall - offsetAt(instant, zone) * MS_PER_MINUTE === instant);
  if (matching.length > 0) return new Date(Math.min(...matching));
  return new Date(wall - offsetAt(wall - MS_PER_DAY, zone) * MS_PER_MINUTE);
}

/**
 * The first instance's start and end as instants (null end without one): an all-day event runs from its first day's
 * local midnight to the one after its last day.
 */
export function firstInstance(event: Pick<RecurrenceEvent, 'startsAt' | 'endsAt' | 'timeZone' | 'allDay'>): {
  start: Date;
  end: Date | null;
} {
  if (event.allDay) {
    const lastDay = event.endsAt ?? event.startsAt;
    return {
      start: new Date(startOfLocalDay(event.startsAt.slice(0, 10), event.timeZone)),
      end: new Date(startOfLocalDay(addDaysToDate(lastDay.slice(0, 10), 1), event.timeZone)),
    };
  }
  const start = parseWall(event.startsAt);
  const end = event.endsAt === null ? null : parseWall(event.endsAt);
  return {
    start: wallToInstant(start.date, start.minutes, event.timeZone),
    end: end === null ? null : wallToInstant(end.date, end.minutes, event.timeZone),
  };
}

interface Slot {
  /** The candidate's date, or null when it does not exist (skipped). */
  date: string | null;
  /** A date on or before the candidate that never decreases with k: where to stop a scan. */
  floor: string;
}

/** The recurrence arithmetic of one event, for the functions below. */
class Recurrence {
  readonly zone: string;
  readonly start: WallDateTime;
  /** The first instance's exact length in ms, or null without an end (timed events). */
  readonly durationMs: number | null;
  /** How many dates an all-day event covers. */
  readonly days: number;
  private readonly year: number;
  private readonly month: number;
  private readonly day: number;
  /** The last slot allowed by `occurrences` (Infinity when unbounded by count). */
  readonly lastSlotByCount: number;

  constructor(readonly event: RecurrenceEvent) {
    this.zone = event.timeZone;
    this.start = parseWall(event.startsAt);
    this.days = event.endsAt === null ? 1 : daysBetween(this.start.date, event.endsAt.slice(0, 10)) + 1;
    const first = event.allDay ? null : firstInstance(event);
    this.durationMs = first?.end ? first.end.getTime() - first.start.getTime() : null;
    [this.year, this.month, this.day] = this.start.date.split('-').map(Number) as [number, number, number];
    this.lastSlotByCount = this.slotOfOccurrence(event.occurrences);
  }

  get period(): RecurringPeriod | null {
    return this.event.recurring ? this.event.recurringPeriod : null;
  }

  slot(k: number): Slot {
    switch (this.period) {
      case null:
      case 'daily': {
        const date = addDaysToDate(this.start.date, k);
        return { date, floor: date };
      }
      case 'weekly': {
        const date = addDaysToDate(this.start.date, 7 * k);
        return { date, floor: date };
      }
      case 'monthly':
      case 'yearly': {
        const monthIndex = this.period === 'monthly' ? this.month - 1 + k : this.month - 1;
        const year = this.year + (this.period === 'monthly' ? Math.floor(monthIndex / 12) : k);
        const month = (monthIndex % 12) + 1;
        const floor = `${pad(year, 4)}-${pad(month)}-01`;
        const exists = this.day <= daysInMonth(year, month);
        return { date: exists ? `${pad(year, 4)}-${pad(month)}-${pad(this.day)}` : null, floor };
      }
    }
  }

  /** A slot at or before the first one whose candidate date is on or after `date`. */
  firstSlotFrom(date: string): number {
    const [year, month] = date.split('-').map(Number) as [number, number];
    switch (this.period) {
      case null:
        return 0;
      case 'daily':
        return Math.max(0, daysBetween(this.start.date, date));
      case 'weekly':
        return Math.max(0, Math.floor(daysBetween(this.start.date, date) / 7));
      case 'monthly':
        return Math.max(0, (year - this.year) * 12 + month - this.month);
      case 'yearly':
        return Math.max(0, year - this.year);
    }
  }

  /**
   * Whether slot k is within the event's bounds (one-off: slot 0 only; the end date; the count; DATE_MAX, the last
   * date the API accepts, so a recurrence never runs past it).
   */
  withinBounds(k: number, slot: Slot): boolean {
    if (this.period === null) return k === 0;
    if (k > this.lastSlotByCount) return false;
    if (this.event.recurrenceEndDate !== null && slot.floor > this.event.recurrenceEndDate) return false;
    return !beyondDateMax(slot.floor);
  }

  /** Whether slot k starts an occurrence. */
  occurs(slot: Slot): slot is Slot & { date: string } {
    return (
      slot.date !== null &&
      !beyondDateMax(slot.date) &&
      (this.event.recurrenceEndDate === null || slot.date <= this.event.recurrenceEndDate)
    );
  }

  times(date: string): OccurrenceTimes {
    if (this.event.allDay) {
      return {
        start: new Date(startOfLocalDay(date, this.zone)),
        end: new Date(startOfLocalDay(addDaysToDate(date, this.days), this.zone)),
      };
    }
    const start = wallToInstant(date, this.start.minutes, this.zone);
    return { start, end: this.durationMs === null ? null : new Date(start.getTime() + this.durationMs) };
  }

  /**
   * The slot of the n-th occurrence. Daily and weekly slots all exist; monthly and yearly ones are counted, at most
   * EVENT_OCCURRENCES_MAX × 8 cheap steps (Feb 29 exists about once in four years, at worst once in eight).
   */
  private slotOfOccurrence(n: number | null): number {
    if (n === null || this.period === null) return Infinity;
    if (this.period === 'daily' || this.period === 'weekly') return n - 1;
    let found = 0;
    for (let k = 0; ; k++) {
      const slot = this.slot(k);
      if (beyondDateMax(slot.floor)) return k;
      if (slot.date !== null && ++found === n) return k;
    }
  }
}

/**
 * The occurrences of an event that start at or after `from` and before `to`, by start. Only slots near the range are
 * looked at: the range's dates in the event's zone, widened by a day each side, give the slots to scan.
 */
export function occurrencesInRange(event: RecurrenceEvent, from: Date, to: Date): OccurrenceTimes[] {
  const recurrence = new Recurrence(event);
  const firstDate = addDaysToDate(localDateOf(from, recurrence.zone), -1);
  const lastDate = addDaysToDate(localDateOf(to, recurrence.zone), 1);
  const found: OccurrenceTimes[] = [];
  for (let k = recurrence.firstSlotFrom(firstDate); ; k++) {
    const slot = recurrence.slot(k);
    if (slot.floor > lastDate || !recurrence.withinBounds(k, slot)) break;
    if (!recurrence.occurs(slot)) continue;
    const times = recurrence.times(slot.date);
    if (times.start >= from && times.start < to) found.push(times);
  }
  return found;
}

/**
 * The span an event covers, kept on its row for an indexed range filter: the first start, and the end (or start) of
 * its last occurrence — null while it repeats without an end date or count.
 */
export function eventSpan(event: RecurrenceEvent): { firstStartAt: Date; lastEndAt: Date | null } {
  const recurrence = new Recurrence(event);
  const first = recurrence.times(recurrence.start.date);
  const last = lastOccurrenceDate(recurrence);
  if (last === undefined) return { firstStartAt: first.start, lastEndAt: null };
  const times = recurrence.times(last);
  return {
    firstStartAt: first.start,
    lastEndAt: times.end !== null && times.end > times.start ? times.end : times.start,
  };
}

/** The date of the last occurrence; undefined when there is no last one. */
function lastOccurrenceDate(recurrence: Recurrence): string | undefined {
  const { event } = recurrence;
  if (recurrence.period === null) return recurrence.start.date;
  let k = recurrence.lastSlotByCount;
  if (event.recurrenceEndDate !== null) {
    const end = beyondDateMax(event.recurrenceEndDate) ? DATE_MAX : event.recurrenceEndDate;
    k = Math.min(k, recurrence.firstSlotFrom(end) + 1);
  }
  if (!Number.isFinite(k)) return undefined;
  // Step back from the bound to the last slot that both exists and is within bounds (a few steps at most).
  for (; k >= 0; k--) {
    const slot = recurrence.slot(k);
    if (recurrence.withinBounds(k, slot) && recurrence.occurs(slot)) return slot.date;
  }
  return recurrence.start.date;
}

/** The instants of a viewer's local dates `from` to `to` (inclusive), as the half-open range [from, to). */
export function viewerRange(fromDate: string, toDate: string, viewerZone: string): { from: Date; to: Date } {
  return {
    from: new Date(startOfLocalDay(fromDate, viewerZone)),
    to: new Date(startOfLocalDay(addDaysToDate(toDate, 1), viewerZone)),
  };
}
