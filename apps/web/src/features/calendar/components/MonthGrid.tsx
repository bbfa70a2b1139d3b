import { useEffect, useRef, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import { formatLongDate } from './format';
import { eventCount, moveFocus, type IsoDate } from './month-grid';

const WEEKDAYS = [
  ['Sun', 'Sunday'],
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
] as const;

interface MonthGridProps {
  /** The heading that names the grid ('March 2026'). */
  labelledBy: string;
  weeks: IsoDate[][];
  /** The month shown, 'YYYY-MM'. */
  month: string;
  today: IsoDate;
  /** The one day in the tab order. */
  focused: IsoDate;
  selected: IsoDate;
  /** Events per day (0 or absent: none). */
  counts: ReadonlyMap<IsoDate, number>;
  onFocusChange: (date: IsoDate) => void;
  /** A day chosen (click, Enter, Space); it also takes the focus. */
  onSelect: (date: IsoDate) => void;
}

/**
 * The month as an ARIA grid (APG date grid): one day is tabbable; arrow keys move by day and week, Home/End to the
 * week's ends, Page Up/Down by month (moving past the month shows the next one), Enter or Space selects the day.
 */
export function MonthGrid({
  labelledBy,
  weeks,
  month,
  today,
  focused,
  selected,
  counts,
  onFocusChange,
  onSelect,
}: MonthGridProps) {
  const tableRef = useRef<HTMLTableElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    tableRef.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(focused);
      return;
    }
    const next = moveFocus(focused, event.key);
    if (next === null) return;
    event.preventDefault();
    moved.current = true;
    onFocusChange(next);
  };

  return (
    <table
      ref={tableRef}
      role="grid"
      aria-labelledby={labelledBy}
      onKeyDown={onKeyDown}
      className="w-full table-fixed border-collapse"
    >
      <thead>
        <tr>
          {WEEKDAYS.map(([short, long]) => (
            <th key={short} scope="col" abbr={long} className="pb-2 text-xs font-semibold text-stone-600 uppercase">
              {short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((date) => {
              const count = counts.get(date) ?? 0;
              const inMonth = date.startsWith(month);
              const isSelected = date === selected;
              return (
                <td
                  key={date}
                  data-date={date}
                  tabIndex={date === focused ? 0 : -1}
                  aria-selected={isSelected}
                  aria-current={date === today ? 'date' : undefined}
                  onClick={() => onSelect(date)}
                  className={cn(
                    'h-12 cursor-pointer border border-stone-200 p-1 align-top text-sm sm:h-16',
                    'focus-visible:relative focus-visible:z-10 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-amber-700',
                    isSelected
                      ? 'bg-amber-100 text-stone-900 ring-2 ring-amber-700 ring-inset'
                      : inMonth
                        ? 'bg-white text-stone-900 hover:bg-amber-50'
                        : 'bg-stone-50 text-stone-500 hover:bg-amber-50',
                  )}
                >
                  <span className="flex h-full flex-col items-center gap-1 sm:items-start">
                    <span
                      aria-hidden="true"
                      className={cn(
                        'inline-flex size-7 items-center justify-center rounded-full',
                        date === today && 'bg-amber-800 font-semibold text-white',
                      )}
                    >
                      {Number(date.slice(8))}
                    </span>
                    {count > 0 && (
                      <span aria-hidden="true" className="flex items-center gap-1 text-xs text-amber-900">
                        <span className="size-2 rounded-full bg-amber-700" />
                        <span className="hidden sm:inline">{count}</span>
                      </span>
                    )}
                    <span className="sr-only">
                      {formatLongDate(date)}
                      {count > 0 ? `, ${eventCount(count)}` : ''}
                    </span>
                  </span>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
