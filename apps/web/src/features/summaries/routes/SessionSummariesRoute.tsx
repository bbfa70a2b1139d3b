import { messages } from '@woodshed/shared';
import { useSearchParams } from 'react-router';
import { Banner } from '@/components/ui/Banner';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { PageHeader } from '@/components/ui/PageHeader';
import { useAuth } from '@/features/auth';
import { useDocumentTitle } from '@/lib/document-title';
import { useSummaries } from '../api/summaries';
import { useSummary } from '../api/summary';
import { SummariesListSection } from '../components/viewer/SummariesListSection';
import { SummariesLoadFailed } from '../components/viewer/SummariesLoadFailed';
import { SummaryDetailSection } from '../components/viewer/SummaryDetailSection';
import { SummaryFilters, useSummaryFilters } from '../components/viewer/SummaryFilters';
import { useRevealChosen } from '../components/viewer/use-reveal-chosen';
import { useSummaryDeletion } from '../components/viewer/use-summary-deletion';

const m = messages.summaries;

/**
 * /session-summaries: the summaries the viewer took part in (superadmins: all), with search,
 * Faculty and Session Type filters, and the chosen one (?summary=id) in the detail panel.
 */
export function Component() {
  useDocumentTitle('Session Summaries');
  const { user, isSuperadmin } = useAuth();
  const timeZone = user?.timezone ?? 'UTC';
  const [searchParams] = useSearchParams();
  const selectedId = searchParams.get('summary');
  const filters = useSummaryFilters();
  const summaries = useSummaries(filters.query);
  const deletion = useSummaryDeletion();
  const summary = useSummary(selectedId === deletion.deletedId ? null : selectedId);
  const reveal = useRevealChosen(summary.data?.id);

  if (summaries.isError && !summaries.data) {
    return <SummariesLoadFailed onRetry={() => void summaries.refetch()} retrying={summaries.isFetching} />;
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col">
      <PageHeader
        title="Session Summaries"
        description={
          isSuperadmin ? 'Every lesson summary of the school.' : 'Notes, files and homework from your lessons.'
        }
      />
      {deletion.notice && (
        <Banner tone="success" className="mb-4">
          {deletion.notice}
        </Banner>
      )}
      <SummaryFilters filters={filters} faculty={summaries.data?.faculty ?? []} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        <SummariesListSection
          data={summaries.data}
          pending={summaries.isPending}
          searching={summaries.isFetching && summaries.isPlaceholderData}
          filters={filters}
          selectedId={selectedId}
          timeZone={timeZone}
          headingRef={deletion.listHeadingRef}
          onChoose={reveal.choose}
        />
        <SummaryDetailSection
          selectedId={selectedId}
          summary={summary}
          timeZone={timeZone}
          viewerId={user?.id ?? ''}
          sectionRef={reveal.detailsRef}
          headingRef={reveal.headingRef}
          onDelete={isSuperadmin ? deletion.ask : null}
        />
      </div>
      <ConfirmDialog
        {...deletion.dialogProps}
        title="Delete session summary?"
        message={m.deleteConfirm}
        onConfirm={deletion.confirm}
      />
    </div>
  );
}
