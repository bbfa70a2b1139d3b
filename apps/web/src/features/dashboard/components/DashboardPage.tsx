import { messages } from '@woodshed/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Banner } from '@/components/ui/Banner';
import { Button } from '@/components/ui/Button';
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
import { StatTiles } from './StatTiles';

/** The dashboard (spec part 1 §2.3): everything comes from one GET /api/dashboard. */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const dashboard = useDashboard();
  // The local day is over: load the new one (the dashboard and every chart range).
  const startNewDay = useCallback(() => void queryClient.invalidateQueries({ queryKey: dashboardKeys.all }), [queryClient]);

  const title = user?.username ? `Welcome back, ${user.username}` : 'Welcome back';
  const data = dashboard.data;

  return (
    <>
      <PageHeader title={title} description="Here is how your practice is going." />

      {!data && dashboard.isError && (
        <div className="flex flex-col items-start gap-3">
          <Banner tone="error" className="w-full">
            {messages.dashboard.loadFailed}
          </Banner>
          <Button variant="secondary" loading={dashboard.isFetching} loadingText="Retrying..." onClick={() => void dashboard.refetch()}>
            Retry
          </Button>
        </div>
      )}

      {!data && !dashboard.isError && (
        <div className="flex justify-center py-16">
          <Spinner size="lg" label="Loading your dashboard…" />
        </div>
      )}

      {data && (
        <div className="flex flex-col gap-6">
          <LevelCard level={data.level} latestSessionSummaryDate={data.latestSessionSummaryDate} timezone={data.timezone} />
          <StatTiles data={data} receivedAt={dashboard.dataUpdatedAt} onDayOver={startNewDay} />
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
