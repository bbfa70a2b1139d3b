import { messages } from '@woodshed/shared';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Banner } from '@/components/ui/Banner';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { PageHeader } from '@/components/ui/PageHeader';
import { useDeleteConfirmation } from '@/components/ui/use-delete-confirmation';
import { useAuth } from '@/features/auth';
import { useDocumentTitle } from '@/lib/document-title';
import { useDeleteSummary } from '../api/delete-summary';
import { useSummaries } from '../api/summaries';
import { useSummary } from '../api/summary';
import { SummariesListSection } from '../components/viewer/SummariesListSection';
import { SummariesLoadFailed } from '../components/viewer/SummariesLoadFailed';
import { SummaryDetailSection } from '../components/viewer/SummaryDetailSection';
import { SummaryFilters, useSummaryFilters } from '../components/viewer/SummaryFilters';
import { useRevealChosen } from '../components/viewer/use-reveal-chosen';

const m = messages.summaries;

/**
 * /session-summaries: the summaries the viewer took part in (superadmins: all), with search,
 * Faculty and Session Type filters, and the chosen one (?summary=id) in the detail panel.
 */
export function Component() {
  useDocumentTitle('Session Summaries');
  const { user, isSuperadmin } = useAuth();
  const timeZone = user?.timezone ?? 'UTC';
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedId = searchParams.get('summary');
  const filters = useSummaryFilters();
  const summaries = useSummaries(filters.query);
  // The summary just deleted is not asked for again while the address still names it.
  const [deletedId, setDeletedId] = useState<string | null>(null);
  const summary = useSummary(selectedId === deletedId ? null : selectedId);
  const remove = useDeleteSummary();
  const [notice, setNotice] = useState<string | null>(null);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  // The summary is gone after a delete: focus goes to the list. The target is the summary's id.
  const deletion = useDeleteConfirmation<string>({
    mutation: remove,
    failedMessage: m.deleteFailed,
    focusAfterDelete: listHeadingRef,
  });

  const reveal = useRevealChosen(summary.data?.id);

  if (summaries.isError && !summaries.data) {
    return <SummariesLoadFailed onRetry={() => void summaries.refetch()} retrying={summaries.isFetching} />;
  }

  const confirmDelete = () => {
    const summaryId = deletion.target;
    if (!summaryId) return;
    remove.mutate(summaryId, {
      onSuccess: () => {
        setDeletedId(summaryId);
        deletion.deleted();
        setNotice('Session summary deleted.');
        setSearchParams({}, { replace: true });
      },
    });
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col">
      <PageHeader
        title="Session Summaries"
        description={
          isSuperadmin ? 'Every lesson summary of the school.' : 'Notes, files and homework from your lessons.'
        }
      />
      {notice && (
        <Banner tone="success" className="mb-4">
          {notice}
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
          headingRef={listHeadingRef}
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
        onConfirm={confirmDelete}
      />
    </div>
  );
}
