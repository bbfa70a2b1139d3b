import {
  EVENT_TIME_ZONES,
  addDaysToDate,
  startOfLocalDay,
  type EventTimeZone,
  type RecurringPeriod,
} from '@woodshed/shared';
import type { EventRow } from './events.ts';

/**
 * iCalendar (RFC 5545) by hand: a few dozen lines for our one shape of event, instead of a generator that would
 * still need a separate VTIMEZONE source. Times are written as the event's wall clock with its zone (TZID), and the
 * recurrence as an RRULE, so the subscribing app repeats the event in that zone across DST just as we do (RFC 5545
 * skips nonexistent dates — the 31st of April, Feb 29 in other years — as the domain does).
 */

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/**
 * The zones' current rules (the US rules since 2007; Arizona and Hawaii keep standard time). Enough for every event
 * from 2007 on; clients that know the IANA name (TZID) use their own database anyway.
 */
const US_RULES: Record<string, [standard: string, daylight: string, stdName: string, dstName: string]> = {
  'America/New_York': ['-0500', '-0400', 'EST', 'EDT'],
  'America/Chicago': ['-0600', '-0500', 'CST', 'CDT'],
  'America/Denver': ['-0700', '-0600', 'MST', 'MDT'],
  'America/Los_Angeles': ['-0800', '-0700', 'PST', 'PDT'],
  'America/Anchorage': ['-0900', '-0800', 'AKST', 'AKDT'],
};
const FIXED: Record<string, [offset: string, name: string]> = {
  'America/Phoenix': ['-0700', 'MST'],
  'Pacific/Honolulu': ['-1000', 'HST'],
};

function vtimezone(zone: string): string[] {
  const fixed = FIXED[zone];
  if (fixed) {
    const [offset, name] = fixed;
    return [
      'BEGIN:VTIMEZONE',
      `TZID:${zone}`,
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      `TZOFFSETFROM:${offset}`,
      `TZOFFSETTO:${offset}`,
      `TZNAME:${name}`,
      'END:STANDARD',
      'END:VTIMEZONE',
    ];
  }
  const [standard, daylight, stdName, dstName] = US_RULES[zone]!;
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    'BEGIN:DAYLIGHT',
    'DTSTART:19700308T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
    `TZOFFSETFROM:${standard}`,
    `TZOFFSETTO:${daylight}`,
    `TZNAME:${dstName}`,
    'END:DAYLIGHT',
    'BEGIN:STANDARD',
    'DTSTART:19701101T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
    `TZOFFSETFROM:${daylight}`,
    `TZOFFSETTO:${standard}`,
    `TZNAME:${stdName}`,
    'END:STANDARD',
    'END:VTIMEZONE',
  ];
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

function dateTimeProperty(name: string, local: string, timeZone: EventTimeZone): string {
  // UTC needs no VTIMEZONE: the wall time is the UTC time.
  if (timeZone === 'UTC') return `${name}:${wallValue(local)}Z`;
  return `${name};TZID=${EVENT_TIME_ZONES[timeZone]}:${wallValue(local)}`;
}

function rrule(row: EventRow, period: RecurringPeriod): string {
  const parts = [`FREQ=${period.toUpperCase()}`];
  if (row.occurrences !== null) parts.push(`COUNT=${row.occurrences}`);
  if (row.recurrenceEndDate !== null) {
    // With a zoned DTSTART, UNTIL must be UTC: the last moment of the end date in the event's zone.
    const zone = EVENT_TIME_ZONES[row.timeZone];
    const until = new Date(startOfLocalDay(addDaysToDate(row.recurrenceEndDate, 1), zone) - 1000);
    parts.push(`UNTIL=${utcValue(until)}`);
  }
  return `RRULE:${parts.join(';')}`;
}

function vevent(row: EventRow, domain: string): string[] {
  const description = [row.description, row.zoomLink ? `Zoom: ${uriValue(row.zoomLink)}` : null]
    .filter(Boolean)
    .join('\n\n');
  const lines = [
    'BEGIN:VEVENT',
    `UID:${row.id}@${domain}`,
    `DTSTAMP:${utcValue(row.updatedAt)}`,
    `CREATED:${utcValue(row.createdAt)}`,
    `LAST-MODIFIED:${utcValue(row.updatedAt)}`,
    dateTimeProperty('DTSTART', row.startsAtLocal, row.timeZone),
  ];
  if (row.endsAtLocal !== null) lines.push(dateTimeProperty('DTEND', row.endsAtLocal, row.timeZone));
  if (row.recurring && row.recurringPeriod !== null) lines.push(rrule(row, row.recurringPeriod));
  lines.push(`SUMMARY:${escapeText(row.title)}`);
  if (description) lines.push(`DESCRIPTION:${escapeText(description)}`);
  if (row.location) lines.push(`LOCATION:${escapeText(row.location)}`);
  const url = row.eventLink ?? row.zoomLink;
  if (url) lines.push(`URL:${uriValue(url)}`);
  lines.push(`CLASS:${row.visibility === 'private' ? 'PRIVATE' : 'PUBLIC'}`, 'END:VEVENT');
  return lines;
}

/** A VCALENDAR with the events and the VTIMEZONE of every zone they use. `domain` makes the UIDs global. */
export function toICalendar(rows: readonly EventRow[], options: { name: string; domain: string }): string {
  const zones = [...new Set(rows.map((row) => EVENT_TIME_ZONES[row.timeZone]))].filter((zone) => zone !== 'UTC');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Woodshed//Calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name)}`,
    ...zones.sort().flatMap(vtimezone),
    ...rows.flatMap((row) => vevent(row, options.domain)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
