import { formatCount, type PracticeChart } from '@woodshed/shared';
import { formatCalendarDate } from '@/lib/format';

const MINUTE = { one: 'minute', other: 'minutes' };
const DAY = { one: 'day', other: 'days' };

/** One sentence with the chart's figures, for its text alternative: total, active days and the best day. */
export function chartSummary(chart: PracticeChart): string {
  const days = chart.days.length;
  const total = chart.days.reduce((sum, day) => sum + day.minutes, 0);
  const active = chart.days.filter((day) => day.minutes > 0).length;
  if (total === 0) return `No practice logged in the last ${days} days.`;
  const best = chart.days.reduce((top, day) => (day.minutes > top.minutes ? day : top));
  return (
    `${formatCount(total, MINUTE)} in the last ${days} days, on ${formatCount(active, DAY)}. ` +
    `Most practice: ${formatCount(best.minutes, MINUTE)} on ${formatCalendarDate(best.date, 'weekday')}.`
  );
}
