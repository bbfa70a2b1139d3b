import { localDateOf, messages } from '@woodshed/shared';
import { ChevronLeft, ChevronRight, Settings } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { LoadError } from '@/components/ui/LoadError';
import { PageHeader } from '@/components/ui/PageHeader';
import { Spinner } from '@/components/ui/Spinner';
import { useAuth } from '@/features/auth';
import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/lib/paths';
import { useOccurrences } from '../api/occurrences';
import { DayEvents } from '../components/DayEvents';
import { FeedPanel } from '../components/FeedPanel';
import { formatMonth } from '../components/format';
import { MonthGrid } from '../components/MonthGrid';
import { calendarAddress, inMonth, monthOf, readCalendarAddress, type IsoMonth } from '../components/calendar-address';
import { addMonths, byDate, monthGrid, type IsoDate } from '../components/month-grid';
import { useCanManageEvents } from '../components/use-can-manage';

/**
 * /calendar: the month grid (weeks from Sunday) with days that have events marked, and the
 * selected day's occurrences in the viewer's zone. The address holds the selected day (?date=YYYY-MM-DD) and the month
 * shown (?month=YYYY-MM when it is not the selected day's): each step to another month is a history entry, so Back
 * and Forward walk through the months and a reload stays; choosing a day within the month replaces the entry. One
 * request per month view.
 */
export function Component() {
  useDocumentTitle('Calendar');
  const { user } = useAuth();
  const canManage = useCanManageEvents();
  const viewerZone = user?.timezone ?? 'UTC';
  const today = useMemo(() => localDateOf(new Date(), viewerZone), [viewerZone]);
  const [searchParams, setSearchParams] = useSearchParams();
  const { selected, month: addressMonth } = readCalendarAddress(searchParams, today);

  // The day in the tab order; the month shown is its month. It moves first and the address follows, so a step
  // shows at once.
  const [focused, setFocused] = useState(() =>
    monthOf(selected) === addressMonth ? selected : inMonth(selected, addressMonth),
  );
  const [seen, setSeen] = useState({ selected, month: addressMonth });
  if (seen.selected !== selected || seen.month !== addressMonth) {
    // The address changed. When it was not this page's own step (a click, Today, Back, Forward, a link), the focus
    // goes to the month it names: onto the selected day when it is there, else the same day of that month.
    setSeen({ selected, month: addressMonth });
    if (seen.selected !== selected || monthOf(focused) !== addressMonth)
      setFocused(monthOf(selected) === addressMonth ? selected : inMonth(focused, addressMonth));
  }
  const month = monthOf(focused);

  const grid = useMemo(() => monthGrid(`${month}-01`), [month]);
  const occurrences = useOccurrences(grid.from, grid.to);
  // The selected day's month: the same request as the grid's unless another month is shown.
  const selectedGrid = useMemo(() => monthGrid(selected), [selected]);
  const selectedOccurrences = useOccurrences(selectedGrid.from, selectedGrid.to);

  const days = useMemo(() => byDate(occurrences.data?.items ?? []), [occurrences.data]);
  const counts = useMemo(() => new Map([...days].map(([date, list]) => [date, list.length])), [days]);
  const selectedDays = useMemo(() => byDate(selectedOccurrences.data?.items ?? []), [selectedOccurrences.data]);
  const selectedReady = selectedOccurrences.isSuccess && !selectedOccurrences.isPlaceholderData;

  /** One navigation per change: a new entry when the month changes, the same entry when only the day does. */
  const show = (nextSelected: IsoDate, nextMonth: IsoMonth) =>
    setSearchParams(calendarAddress(nextSelected, nextMonth, today), { replace: nextMonth === addressMonth });

  const moveFocus = (date: IsoDate) => {
    setFocused(date);
    if (monthOf(date) !== addressMonth) show(selected, monthOf(date));
  };

  const select = (date: IsoDate) => {
    setFocused(date);
    show(date, monthOf(date));
  };

  const monthHeading = formatMonth(`${month}-01`);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col">
      <PageHeader
        title="Calendar"
        description="Lessons, jams and events. Times are in your time zone."
        actions={
          canManage && (
            <Link to={paths.calendarManage} className={buttonClasses('secondary')}>
              <Settings aria-hidden="true" className="size-4" />
              Manage Events
            </Link>
          )
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card className="flex flex-col gap-4 p-3 sm:p-6">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="calendar-month-heading" aria-live="polite" className="text-xl font-semibold text-stone-900">
              {monthHeading}
            </h2>
            <div className="flex items-center gap-2">
              {occurrences.isFetching && <Spinner size="sm" label="Loading events…" />}
              <Button
                variant="secondary"
                size="sm"
                aria-label="Previous month"
                onClick={() => moveFocus(addMonths(focused, -1))}
              >
                <ChevronLeft aria-hidden="true" className="size-4" />
              </Button>
              <Button variant="secondary" size="sm" onClick={() => select(today)}>
                Today
              </Button>
              <Button
                variant="secondary"
                size="sm"
                aria-label="Next month"
                onClick={() => moveFocus(addMonths(focused, 1))}
              >
                <ChevronRight aria-hidden="true" className="size-4" />
              </Button>
            </div>
          </div>
          {occurrences.isError && (
            <LoadError
              message={messages.calendar.loadFailed}
              onRetry={() => void occurrences.refetch()}
              retrying={occurrences.isFetching}
            />
          )}
          <MonthGrid
            labelledBy="calendar-month-heading"
            weeks={grid.weeks}
            month={month}
            today={today}
            focused={focused}
            selected={selected}
            counts={occurrences.isPlaceholderData ? new Map() : counts}
            onFocusChange={moveFocus}
            onSelect={select}
          />
          <p className="text-xs text-stone-600">
            Use the arrow keys to move between days, Page Up and Page Down between months, and Enter to see a day.
          </p>
        </Card>
        <div className="flex flex-col gap-6">
          <Card className="p-4 sm:p-6">
            {selectedOccurrences.isError && !occurrences.isError ? (
              <LoadError
                message={messages.calendar.loadFailed}
                onRetry={() => void selectedOccurrences.refetch()}
                retrying={selectedOccurrences.isFetching}
              />
            ) : (
              <DayEvents
                date={selected}
                items={selectedReady ? (selectedDays.get(selected) ?? []) : undefined}
                viewerZone={selectedOccurrences.data?.timeZone ?? viewerZone}
              />
            )}
            {!selectedReady && !selectedOccurrences.isError && <Spinner label="Loading events…" className="mt-3" />}
          </Card>
          <FeedPanel />
        </div>
      </div>
    </div>
  );
}
