import {
  ACTIVITY_RANGE_LABELS,
  ACTIVITY_RANGES,
  ADMIN_ACTIVITY_PAGE_SIZE,
  messages,
  type ActivityRange,
  type AdminPracticeSession,
  type XpAward,
} from '@woodshed/shared';
import { Tabs } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { LoadError } from '@/components/ui/LoadError';
import { Pagination } from '@/components/ui/Pagination';
import { SelectField } from '@/components/ui/SelectField';
import { Spinner } from '@/components/ui/Spinner';
import { cn } from '@/lib/cn';
import { formatCalendarDate, formatInstant, formatMinutes } from '@/lib/format';
import { useAdminPracticeSessions } from '../../api/practice-sessions';
import { useAdminXpAwards } from '../../api/xp-awards';

const m = messages.admin;
const RANGE_OPTIONS = ACTIVITY_RANGES.map((value) => ({ value, label: ACTIVITY_RANGE_LABELS[value] }));
const isRange = (value: string): value is ActivityRange => (ACTIVITY_RANGES as readonly string[]).includes(value);
const signed = new Intl.NumberFormat(undefined, { signDisplay: 'always', maximumFractionDigits: 0 });

type ActivityTab = 'practice' | 'xp';

interface ActivityTabsProps {
  userId: string;
  timeZone: string;
}

/**
 * Practice Sessions and XP Awards: one date range for both (last 7 days to start), 10 a page. A new
 * range starts again at page 1.
 */
export function ActivityTabs({ userId, timeZone }: ActivityTabsProps) {
  const [tab, setTab] = useState<ActivityTab>('practice');
  const [range, setRange] = useState<ActivityRange>('week');
  const [pages, setPages] = useState<Record<ActivityTab, number>>({ practice: 1, xp: 1 });
  const setPage = (which: ActivityTab) => (page: number) => setPages((previous) => ({ ...previous, [which]: page }));

  return (
    <section aria-labelledby="user-activity" className="flex flex-col gap-4">
      <h2 id="user-activity" className="text-xl font-semibold text-stone-900">
        Activity
      </h2>
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value === 'xp' ? 'xp' : 'practice')}>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <Tabs.List
            aria-label="Activity"
            className="inline-flex gap-1 self-start rounded-lg border border-stone-200 bg-stone-100 p-1"
          >
            {(
              [
                ['practice', 'Practice Sessions'],
                ['xp', 'XP Awards'],
              ] as const
            ).map(([value, label]) => (
              <Tabs.Trigger
                key={value}
                value={value}
                className={cn(
                  'rounded-md px-3 py-1.5 text-sm font-medium text-stone-700 transition-colors hover:bg-white hover:text-stone-900',
                  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-amber-700',
                  'data-[state=active]:bg-amber-800 data-[state=active]:text-white data-[state=active]:shadow-sm',
                )}
              >
                {label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <SelectField
            label="Date range"
            options={RANGE_OPTIONS}
            value={range}
            onChange={(event) => {
              if (!isRange(event.target.value)) return;
              setRange(event.target.value);
              setPages({ practice: 1, xp: 1 });
            }}
            className="sm:w-48"
          />
        </div>
        <Tabs.Content value="practice" className="mt-4 focus-visible:outline-2 focus-visible:outline-amber-700">
          <PracticeSessions userId={userId} range={range} page={pages.practice} onPageChange={setPage('practice')} />
        </Tabs.Content>
        <Tabs.Content value="xp" className="mt-4 focus-visible:outline-2 focus-visible:outline-amber-700">
          <XpAwards userId={userId} range={range} page={pages.xp} onPageChange={setPage('xp')} timeZone={timeZone} />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}

interface ListProps<Item> {
  query: {
    data: { items: Item[]; total: number } | undefined;
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  loadingLabel: string;
  failed: string;
  empty: string;
  label: string;
  page: number;
  onPageChange: (page: number) => void;
  renderItem: (item: Item) => ReactNode;
}

/** A paged activity list: spinner, load error, the spec's empty text, the rows and the pager. */
function ActivityList<Item>({
  query,
  loadingLabel,
  failed,
  empty,
  label,
  page,
  onPageChange,
  renderItem,
}: ListProps<Item>) {
  const { data } = query;
  if (!data && query.isError) {
    return <LoadError message={failed} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (!data) {
    return (
      <div className="flex justify-center py-8">
        <Spinner label={loadingLabel} />
      </div>
    );
  }
  if (data.items.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-stone-300 bg-white px-4 py-8 text-center text-stone-700">
        {empty}
      </p>
    );
  }
  const pageCount = Math.max(1, Math.ceil(data.total / ADMIN_ACTIVITY_PAGE_SIZE));
  return (
    <div className="flex flex-col gap-4">
      <ul
        aria-label={label}
        aria-busy={query.isFetching || undefined}
        className="divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white shadow-sm"
      >
        {data.items.map(renderItem)}
      </ul>
      {pageCount > 1 && <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} />}
    </div>
  );
}

interface PagedProps {
  userId: string;
  range: ActivityRange;
  page: number;
  onPageChange: (page: number) => void;
}

function PracticeSessions({ userId, range, page, onPageChange }: PagedProps) {
  const query = useAdminPracticeSessions(userId, range, page);
  return (
    <ActivityList<AdminPracticeSession>
      query={query}
      loadingLabel="Loading practice sessions…"
      failed={m.practiceSessionsFailed}
      empty={m.noPracticeSessions}
      label="Practice sessions"
      page={page}
      onPageChange={onPageChange}
      renderItem={(session) => (
        <li key={session.id} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-start sm:gap-4 sm:px-5">
          <div className="min-w-0 flex-1">
            <p className="font-medium text-stone-900">
              <time dateTime={session.date}>{formatCalendarDate(session.date, 'weekdayLong')}</time>
            </p>
            {session.focusAreas.length > 0 && (
              <p className="text-sm break-words text-stone-700">{session.focusAreas.join(', ')}</p>
            )}
            {session.notes && <p className="text-sm break-words whitespace-pre-line text-stone-600">{session.notes}</p>}
          </div>
          <p className="shrink-0 font-semibold text-stone-900 tabular-nums">{formatMinutes(session.duration)}</p>
        </li>
      )}
    />
  );
}

function XpAwards({ userId, range, page, onPageChange, timeZone }: PagedProps & { timeZone: string }) {
  const query = useAdminXpAwards(userId, range, page);
  return (
    <ActivityList<XpAward>
      query={query}
      loadingLabel="Loading XP awards…"
      failed={m.xpAwardsFailed}
      empty={m.noXpAwards}
      label="XP awards"
      page={page}
      onPageChange={onPageChange}
      renderItem={(award) => (
        <li key={award.id} className="flex items-start justify-between gap-4 px-4 py-3 sm:px-5">
          <div className="min-w-0">
            <p className="font-medium break-words text-stone-900">{award.description}</p>
            <p className="text-sm text-stone-600">
              <time dateTime={award.awardedAt}>{formatInstant(award.awardedAt, timeZone, { withTime: true })}</time>
              {award.systemAward ? ' · System award' : award.givenBy && ` · Given by ${award.givenBy}`}
            </p>
          </div>
          <p
            className={cn(
              'shrink-0 font-semibold whitespace-nowrap tabular-nums',
              award.amount < 0 ? 'text-red-700' : 'text-green-800',
            )}
          >
            {signed.format(award.amount)} XP
          </p>
        </li>
      )}
    />
  );
}
