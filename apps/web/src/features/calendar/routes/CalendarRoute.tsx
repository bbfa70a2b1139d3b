import { localDateOf, messages } from '@woodshed/shared';
import { Settings } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { LoadError } from '@/components/ui/LoadError';
import { PageHeader } from '@/components/ui/PageHeader';
import { useAuth } from '@/features/auth';
import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/lib/paths';
import { useOccurrences } from '../api/occurrences';
import { FeedPanel } from '../components/FeedPanel';
import { formatMonth } from '../components/format';
import { MonthGrid } from '../components/MonthGrid';
import { addMonths, byDate, monthGrid } from '../components/month-grid';
import { MonthNav } from '../components/MonthNav';
import { SelectedDayCard } from '../components/SelectedDayCard';
import { useCalendarNavigation } from '../components/use-calendar-navigation';
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
  const { selected, focused, month, moveFocus, select } = useCalendarNavigation(today);

  const grid = useMemo(() => monthGrid(`${month}-01`), [month]);
  const occurrences = useOccurrences(grid.from, grid.to);
  const days = useMemo(() => byDate(occurrences.data?.items ?? []), [occurrences.data]);
  const counts = useMemo(() => new Map([...days].map(([date, list]) => [date, list.length])), [days]);

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
          <MonthNav
            heading={monthHeading}
            headingId="calendar-month-heading"
            loading={occurrences.isFetching}
            onPrevious={() => moveFocus(addMonths(focused, -1))}
            onToday={() => select(today)}
            onNext={() => moveFocus(addMonths(focused, 1))}
          />
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
          <SelectedDayCard selected={selected} viewerZone={viewerZone} gridFailed={occurrences.isError} />
          <FeedPanel />
        </div>
      </div>
    </div>
  );
}
