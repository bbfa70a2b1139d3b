import { TZDate } from '@date-fns/tz';
import { addDaysToDate, localDateOf } from '../common/index.ts';
import type { RecurrenceEvent } from './calendar.ts';

/**
 * RFC 5545 reads a repeated wall time (a DST fall-back) as its first instant; @date-fns/tz may give the second. Any
 * instant up to two hours earlier that shows the same wall time in the zone is the earlier reading.
 */
function firstInstantOfWall(instant: number, zone: string): number {
  const minutesWest = (t: number) => new TZDate(t, zone).getTimezoneOffset();
  // No change of offset in the two hours before: the wall time is not a repeated one.
  if (minutesWest(instant - 2 * 3_600_000) === minutesWest(instant)) return instant;
  const wall = (t: number) => t - minutesWest(t) * 60_000;
  let first = instant;
  for (let back = 1; back <= 8; back++) {
    const earlier = instant - back * 15 * 60_000;
    if (wall(earlier) === wall(instant)) first = earlier;
  }
  return first;
}

/**
 * The reference: every candidate from the first, by Date.UTC calendar arithmetic (an impossible day rolls over and is
 * dropped), counted and bounded, turned into an instant and filtered by the range. Slow but plainly right.
 */
export function naiveOccurrences(ev: RecurrenceEvent, from: Date, to: Date): number[] {
  const [y, m, d] = ev.startsAt.slice(0, 10).split('-').map(Number) as [number, number, number];
  const [hh, mm] = [Number(ev.startsAt.slice(11, 13)), Number(ev.startsAt.slice(14, 16))];
  const zone = ev.timeZone;
  const lastDate = addDaysToDate(localDateOf(to, zone), 2);
  const found: number[] = [];
  let count = 0;
  for (let k = 0; ; k++) {
    if (!ev.recurring && k > 0) break;
    const candidate = new Date(
      Date.UTC(
        y + (ev.recurringPeriod === 'yearly' ? k : 0),
        m - 1 + (ev.recurringPeriod === 'monthly' ? k : 0),
        d + (ev.recurringPeriod === 'daily' ? k : ev.recurringPeriod === 'weekly' ? 7 * k : 0),
      ),
    );
    const date = candidate.toISOString().slice(0, 10);
    if (date > lastDate) break;
    if (ev.recurrenceEndDate !== null && date > ev.recurrenceEndDate) break;
    const monthlyOrYearly = ev.recurringPeriod === 'monthly' || ev.recurringPeriod === 'yearly';
    if (monthlyOrYearly && candidate.getUTCDate() !== d) continue;
    count += 1;
    if (ev.occurrences !== null && count > ev.occurrences) break;
    const [cy, cm, cd] = date.split('-').map(Number) as [number, number, number];
    const start = firstInstantOfWall(new TZDate(cy, cm - 1, cd, hh, mm, zone).getTime(), zone);
    if (start >= from.getTime() && start < to.getTime()) found.push(start);
  }
  return found;
}
