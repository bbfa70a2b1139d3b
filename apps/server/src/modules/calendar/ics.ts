import {
  addDaysToDate,
  localDateOf,
  occurrencesInRange,
  startOfLocalDay,
  zoneOffsetAt,
  type RecurringPeriod,
} from '@woodshed/shared';
import { recurrenceOf, type EventRow } from './events.ts';

/**
 * iCalendar (RFC 5545) by hand: a few dozen lines for our one shape of event. Times are written as the event's wall
 * clock with its zone (TZID), and the recurrence as an RRULE, so the subscribing app repeats the event in that zone
 * across DST just as we do (RFC 5545 skips nonexistent dates — the 31st of April, Feb 29 in other years — as the
 * domain does). All-day events are DATE values (DTEND the day after the last, exclusive).
 */

const CRLF = '\r\n';
const MAX_OCTETS = 75;
const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;
/** Unbounded events: the VTIMEZONE states the rules this many years past the later of their start and now. */
const OPEN_ENDED_YEARS = 2;

/** The zone's UTC offset in minutes at an instant (east positive), from the runtime's tz database. */
const offsetAt = zoneOffsetAt;

/** '+0530' / '-0400' (RFC 5545 UTC-OFFSET). */
function utcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

/** A local date-time 'YYYYMMDDTHHMMSS' of an instant shifted by an offset. */
const localValue = (instant: number, offsetMinutes: number) =>
  new Date(instant + offsetMinutes * MS_PER_MINUTE).toISOString().slice(0, 19).replace(/[-:]/g, '');

interface Transition {
  at: number;
  from: number;
  to: number;
}

/**
 * The offset changes of a zone from the start of `fromYear` to the end of `toYear`: probed a week apart, each change
 * then found to the minute by bisection (zones change at most twice a year, never twice in a week).
 */
function transitions(zone: string, fromYear: number, toYear: number): { initial: number; changes: Transition[] } {
  const start = Date.UTC(fromYear, 0, 1);
  const end = Date.UTC(toYear + 1, 0, 1);
  const changes: Transition[] = [];
  const initial = offsetAt(start, zone);
  let before = start;
  let offset = initial;
  for (let probe = start + 7 * MS_PER_DAY; before < end; probe += 7 * MS_PER_DAY) {
    const at = Math.min(probe, end);
    const next = offsetAt(at, zone);
    if (next !== offset) {
      let low = before;
      let high = at;
      while (high - low > MS_PER_MINUTE) {
        const middle = low + Math.floor((high - low) / 2 / MS_PER_MINUTE) * MS_PER_MINUTE;
        if (offsetAt(middle, zone) === offset) low = middle;
        else high = middle;
      }
      changes.push({ at: high, from: offset, to: next });
      offset = next;
    }
    before = at;
  }
  return { initial, changes };
}

interface ZoneRules {
  lines: string[];
  changes: Transition[];
}

const vtimezoneCache = new Map<string, ZoneRules>();
const VTIMEZONE_CACHE_MAX = 500;

/**
 * A VTIMEZONE from the tz database for the years the feed covers: an observance for the offset in force at the start
 * and one per kind of change after it (STANDARD or DAYLIGHT, by whether the offset goes down or up) listing each change
 * as an RDATE, so clients need no rules of their own and agree with the server for past years too (US rules before
 * 2007, zones that changed their offsets).
 */
function vtimezone(zone: string, fromYear: number, toYear: number): ZoneRules {
  const key = `${zone} ${fromYear} ${toYear}`;
  const cached = vtimezoneCache.get(key);
  if (cached) return cached;
  const { initial, changes } = transitions(zone, fromYear, toYear);
  const lines = [
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    'BEGIN:STANDARD',
    `DTSTART:${localValue(Date.UTC(fromYear, 0, 1), initial)}`,
    `TZOFFSETFROM:${utcOffset(initial)}`,
    `TZOFFSETTO:${utcOffset(initial)}`,
    'END:STANDARD',
  ];
  const groups = new Map<string, Transition[]>();
  for (const change of changes) {
    const group = `${change.from} ${change.to}`;
    groups.set(group, [...(groups.get(group) ?? []), change]);
  }
  for (const group of groups.values()) {
    const [first] = group as [Transition, ...Transition[]];
    const kind = first.to > first.from ? 'DAYLIGHT' : 'STANDARD';
    lines.push(
      `BEGIN:${kind}`,
      // Each change is written in the local time before it (RFC 5545 §3.6.5). The first is an RDATE as well as the
      // DTSTART: the same onset for RFC 5545, and ical.js reads only the RDATEs of a sub-component that has some.
      `DTSTART:${localValue(first.at, first.from)}`,
      ...group.map((change) => `RDATE:${localValue(change.at, change.from)}`),
      `TZOFFSETFROM:${utcOffset(first.from)}`,
      `TZOFFSETTO:${utcOffset(first.to)}`,
      `END:${kind}`,
    );
  }
  lines.push('END:VTIMEZONE');
  if (vtimezoneCache.size >= VTIMEZONE_CACHE_MAX) vtimezoneCache.clear();
  const rules = { lines, changes };
  vtimezoneCache.set(key, rules);
  return rules;
}

/** TEXT values: backslash, semicolon, comma and newlines escaped (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * URI values are not escaped like text, so control characters (a pasted link may carry a line break that the link
 * check's URL parser ignores) are percent-encoded: no link can start a property of its own.
 */
const uriValue = (value: string) =>
  [...value].map((c) => (c.charCodeAt(0) < 0x20 || c === '\u007f' ? encodeURIComponent(c) : c)).join('');

/** Lines longer than 75 octets folded (CRLF + space), never inside a UTF-8 character (RFC 5545 §3.1). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    // A continuation line's leading space counts towards its 75.
    if (octets + size > (parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** 'YYYY-MM-DDTHH:MM' → 'YYYYMMDDTHHMM00'. */
const wallValue = (local: string) => `${local.slice(0, 10).replaceAll('-', '')}T${local.slice(11).replace(':', '')}00`;

/** An instant in UTC form, 'YYYYMMDDTHHMMSSZ'. */
const utcValue = (instant: Date) => `${instant.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** 'YYYY-MM-DD' → 'YYYYMMDD'. */
const dateValue = (date: string) => date.slice(0, 10).replaceAll('-', '');

function dateTimeProperty(name: string, local: string, timeZone: string): string {
  // UTC needs no VTIMEZONE: the wall time is the UTC time.
  if (timeZone === 'UTC') return `${name}:${wallValue(local)}Z`;
  return `${name};TZID=${timeZone}:${wallValue(local)}`;
}

function rrule(row: EventRow, period: RecurringPeriod): string {
  const parts = [`FREQ=${period.toUpperCase()}`];
  if (period === 'yearly') {
    // Implied by DTSTART in RFC 5545, but stated: ical.js otherwise moves Feb 29 to Mar 1 in other years.
    parts.push(
      `BYMONTH=${Number(row.startsAtLocal.slice(5, 7))}`,
      `BYMONTHDAY=${Number(row.startsAtLocal.slice(8, 10))}`,
    );
  }
  if (row.occurrences !== null) parts.push(`COUNT=${row.occurrences}`);
  if (row.recurrenceEndDate !== null && row.allDay) {
    // With a DATE start, UNTIL is a DATE too (RFC 5545 §3.3.10).
    parts.push(`UNTIL=${dateValue(row.recurrenceEndDate)}`);
  } else if (row.recurrenceEndDate !== null) {
    // With a zoned DTSTART, UNTIL must be UTC: the last moment of the end date in the event's zone.
    const until = new Date(startOfLocalDay(addDaysToDate(row.recurrenceEndDate, 1), row.timeZone) - 1000);
    parts.push(`UNTIL=${utcValue(until)}`);
  }
  return `RRULE:${parts.join(';')}`;
}

/** How near (either side) an offset change must be to an occurrence for clients to possibly resolve it differently. */
const NEAR_CHANGE_MS = 3 * 3_600_000;

/**
 * The occurrences of a timed event that start or end in, or span, an offset change (a spring-forward gap, a repeated
 * hour). Clients do not agree there (ical.js reads a time in a gap backwards and a repeated one as the second, and
 * computes the end as a wall time), so the feed pins each of them by a RECURRENCE-ID override in UTC with what the
 * app shows: RFC 5545's reading, with the first instance's exact duration.
 */
function nearChanges(row: EventRow, changes: readonly Transition[]) {
  const event = recurrenceOf(row);
  const found = new Map<number, { start: Date; end: Date | null }>();
  for (const change of changes) {
    const around = occurrencesInRange(
      event,
      new Date(change.at - 3 * MS_PER_DAY),
      new Date(change.at + NEAR_CHANGE_MS),
    );
    for (const times of around) {
      const end = (times.end ?? times.start).getTime();
      if (times.start.getTime() - NEAR_CHANGE_MS <= change.at && change.at <= end + NEAR_CHANGE_MS) {
        found.set(times.start.getTime(), times);
      }
    }
  }
  return [...found.values()];
}

function vevent(row: EventRow, domain: string, stamp: Date, changes: readonly Transition[]): string[] {
  const description = [row.description, row.zoomLink ? `Zoom: ${uriValue(row.zoomLink)}` : null]
    .filter(Boolean)
    .join('\n\n');
  const head = [
    'BEGIN:VEVENT',
    `UID:${row.id}@${domain}`,
    // DTSTAMP is when this file was made (RFC 5545 §3.8.7.2 for a published calendar); edits raise SEQUENCE.
    `DTSTAMP:${utcValue(stamp)}`,
    `SEQUENCE:${row.sequence}`,
    `CREATED:${utcValue(row.createdAt)}`,
    `LAST-MODIFIED:${utcValue(row.updatedAt)}`,
  ];
  const body = [`SUMMARY:${escapeText(row.title)}`];
  if (description) body.push(`DESCRIPTION:${escapeText(description)}`);
  if (row.location) body.push(`LOCATION:${escapeText(row.location)}`);
  const url = row.eventLink ?? row.zoomLink;
  if (url) body.push(`URL:${uriValue(url)}`);
  body.push(`CLASS:${row.visibility === 'private' ? 'PRIVATE' : 'PUBLIC'}`, 'END:VEVENT');
  const recurring = row.recurring && row.recurringPeriod !== null;
  const pinned = row.allDay || row.timeZone === 'UTC' ? [] : nearChanges(row, changes);
  const lines = [...head];
  if (!recurring && pinned.length > 0) {
    // A one-off next to a change: its instants in UTC, so no client can read them another way.
    const { start, end } = pinned[0]!;
    lines.push(`DTSTART:${utcValue(start)}`);
    if (end !== null) lines.push(`DTEND:${utcValue(end)}`);
    return [...lines, ...body];
  }
  if (row.allDay) {
    lines.push(
      `DTSTART;VALUE=DATE:${dateValue(row.startsAtLocal)}`,
      `DTEND;VALUE=DATE:${dateValue(addDaysToDate((row.endsAtLocal ?? row.startsAtLocal).slice(0, 10), 1))}`,
    );
  } else {
    lines.push(dateTimeProperty('DTSTART', row.startsAtLocal, row.timeZone));
    if (row.endsAtLocal !== null) lines.push(dateTimeProperty('DTEND', row.endsAtLocal, row.timeZone));
  }
  if (recurring) lines.push(rrule(row, row.recurringPeriod!));
  lines.push(...body);
  for (const { start, end } of pinned) {
    // The instance the RRULE names by its nominal wall time (the event's time of day on that date).
    const nominal = `${localDateOf(start, row.timeZone)}T${row.startsAtLocal.slice(11, 16)}`;
    lines.push(
      ...head,
      dateTimeProperty('RECURRENCE-ID', nominal, row.timeZone),
      `DTSTART:${utcValue(start)}`,
      ...(end === null ? [] : [`DTEND:${utcValue(end)}`]),
      ...body,
    );
  }
  return lines;
}

/**
 * The years each zone's VTIMEZONE must state: from the earliest start to the latest occurrence, or OPEN_ENDED_YEARS
 * past the later of the start and now for an event that repeats without end.
 */
function zoneYears(rows: readonly EventRow[], now: Date): Map<string, [number, number]> {
  const years = new Map<string, [number, number]>();
  for (const row of rows) {
    if (row.allDay || row.timeZone === 'UTC') continue;
    const first = Number(row.startsAtLocal.slice(0, 4));
    const last =
      row.lastEndAt === null
        ? Math.max(first, now.getUTCFullYear()) + OPEN_ENDED_YEARS
        : Math.max(first, row.lastEndAt.getUTCFullYear());
    const known = years.get(row.timeZone);
    years.set(row.timeZone, known ? [Math.min(known[0], first), Math.max(known[1], last)] : [first, last]);
  }
  return years;
}

/** A VCALENDAR with the events and the VTIMEZONE of every zone they use. `domain` makes the UIDs global. */
export function toICalendar(rows: readonly EventRow[], options: { name: string; domain: string; now?: Date }): string {
  const now = options.now ?? new Date();
  const zones = [...zoneYears(rows, now)].sort(([a], [b]) => a.localeCompare(b));
  const rules = new Map(zones.map(([zone, [from, to]]) => [zone, vtimezone(zone, from, to)]));
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Woodshed//Calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name)}`,
    ...[...rules.values()].flatMap((zone) => zone.lines),
    ...rows.flatMap((row) => vevent(row, options.domain, now, rules.get(row.timeZone)?.changes ?? [])),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
