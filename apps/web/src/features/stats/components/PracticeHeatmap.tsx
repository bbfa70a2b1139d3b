import { formatCount, heatLevel, heatmapWeeks, type StatsResponse } from '@woodshed/shared';
import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { cn } from '@/lib/cn';
import { formatCalendarDate, formatMinutes } from '@/lib/format';

const SHADES = ['bg-stone-100', 'bg-amber-200', 'bg-amber-400', 'bg-amber-600', 'bg-amber-800'] as const;
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

const describeDay = (date: string, minutes: number) =>
  `${formatCalendarDate(date, 'weekdayLong')}: ${minutes > 0 ? formatMinutes(minutes) : 'no practice'}`;

/**
 * The last 12 months, a square per local day shaded by minutes; the same figures as a table for screen readers
 * and anyone who prefers numbers (a week per row).
 */
export function PracticeHeatmap({ stats }: { stats: StatsResponse }) {
  const headingId = useId();
  const [asTable, setAsTable] = useState(false);
  const weeks = useMemo(
    () => heatmapWeeks(stats.today, new Map(stats.heatmap.map((day) => [day.date, day.minutes]))),
    [stats.today, stats.heatmap],
  );
  const daysPractised = `${formatCount(stats.heatmap.length, { one: 'day', other: 'days' })} with practice`;
  // Where the squares do not all fit (a phone), they open scrolled to today, the latest end, not to a year ago.
  const scrollerRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (scroller) scroller.scrollLeft = scroller.scrollWidth;
  }, [asTable, weeks]);

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-stone-900">
          Practice over the last 12 months
        </h2>
        <Button variant="ghost" size="sm" onClick={() => setAsTable((value) => !value)} aria-pressed={asTable}>
          {asTable ? 'Show as squares' : 'Show as table'}
        </Button>
      </div>
      <p className="mt-1 text-sm text-stone-600">{daysPractised}</p>

      {asTable ? (
        // Focusable, so keyboard users can scroll it.
        <div tabIndex={0} role="region" aria-label="Minutes per day" className="mt-4 max-h-96 overflow-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">Minutes practised per day, a week per row</caption>
            <thead>
              <tr>
                <th scope="col" className="px-2 py-1 text-left">
                  Week of
                </th>
                {WEEKDAYS.map((weekday) => (
                  <th key={weekday} scope="col" className="px-2 py-1 text-right">
                    {weekday}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => {
                const first = week.find((day) => day !== null)!;
                return (
                  <tr key={first.date} className="border-t border-stone-100">
                    <th scope="row" className="px-2 py-1 text-left font-medium">
                      {formatCalendarDate(first.date)}
                    </th>
                    {week.map((day, index) => (
                      <td key={index} className="px-2 py-1 text-right tabular-nums">
                        {day ? day.minutes : ''}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : (
        <>
          <div ref={scrollerRef} tabIndex={0} role="region" aria-label="Heat map" className="mt-4 overflow-x-auto pb-2">
            <div
              role="img"
              aria-label={`Heat map of practice over the last 12 months: ${daysPractised}. Use Show as table for the figures.`}
              className="flex w-max gap-[3px]"
            >
              {weeks.map((week) => (
                <div key={week.find((day) => day !== null)!.date} className="flex flex-col gap-[3px]">
                  {week.map((day, index) =>
                    day ? (
                      <div
                        key={day.date}
                        title={describeDay(day.date, day.minutes)}
                        className={cn('size-3 rounded-sm', SHADES[heatLevel(day.minutes)])}
                      />
                    ) : (
                      <div key={`empty-${index}`} className="size-3" />
                    ),
                  )}
                </div>
              ))}
            </div>
          </div>
          {/* Outside the scroller, so it stays in view whichever end is shown. */}
          <div aria-hidden="true" className="mt-3 flex items-center gap-1.5 text-xs text-stone-600">
            Less
            {SHADES.map((shade) => (
              <span key={shade} className={cn('size-3 rounded-sm', shade)} />
            ))}
            More
          </div>
        </>
      )}
    </section>
  );
}
