import type { PracticeChart } from '@woodshed/shared';
import { formatCalendarDate } from '@/lib/format';

/** The chart's figures as a table (newest first), for screen readers and anyone who prefers numbers. */
export function ChartDataTable({ chart, id }: { chart: PracticeChart; id: string }) {
  const label = `Minutes practised per day, last ${chart.range} days`;
  return (
    // Scrolls on its own, so it takes focus (arrow keys scroll it) and is named for that.
    <div
      id={id}
      role="region"
      aria-label={`Data table: ${label}`}
      tabIndex={0}
      className="mt-4 max-h-80 overflow-y-auto rounded-lg border border-stone-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{label}</caption>
        <thead className="sticky top-0 bg-stone-100 text-stone-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Date
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Minutes
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {[...chart.days].reverse().map((day) => (
            <tr key={day.date}>
              <td className="px-3 py-1.5 text-stone-800">{formatCalendarDate(day.date, 'weekday')}</td>
              <td className="px-3 py-1.5 text-right text-stone-900 tabular-nums">{day.minutes}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
