import { messages } from '@woodshed/shared';
import { LoadError } from '@/components/ui/LoadError';
import { PageHeader } from '@/components/ui/PageHeader';
import { Spinner } from '@/components/ui/Spinner';
import { useDocumentTitle } from '@/lib/document-title';
import { useStats } from '../api/stats';
import { PracticeHeatmap } from '../components/PracticeHeatmap';
import { MasteryBreakdown, StatCards } from '../components/StatCards';

/** /stats: totals, averages, chord mastery and a year of practice, from one GET /api/stats. */
export function Component() {
  useDocumentTitle('Stats');
  const stats = useStats();
  const data = stats.data;
  return (
    <>
      <PageHeader title="Stats" description="Your practice in figures." />
      {!data && stats.isError && (
        <LoadError
          message={messages.stats.loadFailed}
          onRetry={() => void stats.refetch()}
          retrying={stats.isFetching}
          size="md"
        />
      )}
      {!data && !stats.isError && (
        <div className="flex justify-center py-16">
          <Spinner size="lg" label="Loading your statistics…" />
        </div>
      )}
      {data && (
        <div className="flex flex-col gap-6">
          <StatCards stats={data} />
          <PracticeHeatmap stats={data} />
          <MasteryBreakdown stats={data} />
        </div>
      )}
    </>
  );
}
