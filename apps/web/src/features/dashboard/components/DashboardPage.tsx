import { messages } from '@woodshed/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { LoadError } from '@/components/ui/LoadError';
import { PageHeader } from '@/components/ui/PageHeader';
import { Spinner } from '@/components/ui/Spinner';
import { useAuth } from '@/features/auth';
import { useDocumentTitle } from '@/lib/document-title';
import { useDashboard } from '../api/dashboard';
import { dashboardKeys } from '../api/keys';
import { ActiveGoals } from './ActiveGoals';
import { BookmarksSection } from './BookmarksSection';
import { DeveloperNotice } from './DeveloperNotice';
import { LevelCard } from './LevelCard';
import { PracticeChartSection } from './PracticeChartSection';
import { QuickLogCard } from './QuickLogCard';
import { StatTiles } from './StatTiles';

/** The dashboard: everything comes from one GET /api/dashboard. */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const dashboard = useDashboard();
  // The local day is over: load the new one (the dashboard and every chart range).
  const startNewDay = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    [queryClient],
  );

  const data = dashboard.data;
  // A new user (no session logged, no XP) is welcomed, not welcomed back (issue 12).
  const greeting = data && !data.hasPracticed && data.level.xp === 0 ? 'Welcome' : 'Welcome back';
  const title = user?.username ? `${greeting}, ${user.username}` : greeting;

  return (
    <>
      <PageHeader title={title} description="Here is how your practice is going." />

      {!data && dashboard.isError && (
        <LoadError
          message={messages.dashboard.loadFailed}
          onRetry={() => void dashboard.refetch()}
          retrying={dashboard.isFetching}
          size="md"
        />
      )}

      {!data && !dashboard.isError && (
        <div className="flex justify-center py-16">
          <Spinner size="lg" label="Loading your dashboard…" />
        </div>
      )}

      {data && (
        <div className="flex flex-col gap-6">
          <LevelCard
            level={data.level}
            latestSessionSummaryDate={data.latestSessionSummaryDate}
            timezone={data.timezone}
          />
          <StatTiles data={data} receivedAt={dashboard.dataUpdatedAt} onDayOver={startNewDay} />
          {/* On the first screen (at 1280x720 its heading is at y 668): with the page, not after it. */}
          <QuickLogCard timeZone={data.timezone} />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-5">
            <div className="min-w-0 lg:col-span-3">
              <BookmarksSection initial={data.bookmarks} initialUpdatedAt={dashboard.dataUpdatedAt} />
            </div>
            <div className="min-w-0 lg:col-span-2">
              <ActiveGoals goals={data.activeGoals} />
            </div>
          </div>
          <DeveloperNotice notice={data.notice} />
          <PracticeChartSection dashboardChart={data.chart} />
        </div>
      )}
    </>
  );
}
