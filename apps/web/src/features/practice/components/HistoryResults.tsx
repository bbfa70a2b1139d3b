import { messages, type HistoryResponse, type PracticeSession } from '@woodshed/shared';
import type { Ref } from 'react';
import { Banner } from '@/components/ui/Banner';
import { Pagination } from '@/components/ui/Pagination';
import { sessionCountLabel } from '../format';
import { HistoryTable } from './HistoryTable';
import type { useSessionActions } from './use-session-actions';

interface HistoryResultsProps {
  data: HistoryResponse;
  /** This page is the one before a new page or filter, still shown while that loads. */
  stale: boolean;
  /** …and that load is running. */
  loading: boolean;
  /** The last refetch failed: the rows shown may be old. */
  failed: boolean;
  /** The page asked for is past the end (the page moves back to the last one). */
  pastTheEnd: boolean;
  page: number;
  pageCount: number;
  namesById: ReadonlyMap<number, string>;
  timeZone: string;
  actions: ReturnType<typeof useSessionActions>;
  /** The session count, where reading starts on a new page. */
  countRef: Ref<HTMLParagraphElement>;
  onEdit: (session: PracticeSession) => void;
  onPageChange: (page: number) => void;
}

/** The session count, the table of the page's sessions (or why there are none) and the pages. */
export function HistoryResults({
  data,
  stale,
  loading,
  failed,
  pastTheEnd,
  page,
  pageCount,
  namesById,
  timeZone,
  actions,
  countRef,
  onEdit,
  onPageChange,
}: HistoryResultsProps) {
  return (
    <div className="flex flex-col gap-4">
      <p ref={countRef} tabIndex={-1} role="status" className="text-sm font-medium text-stone-700 outline-none">
        {loading ? 'Loading…' : sessionCountLabel(data.total)}
      </p>
      {failed && <Banner tone="error">{messages.practice.listFailed}</Banner>}
      {data.items.length === 0 ? (
        !pastTheEnd && (
          <p className="rounded-xl border border-dashed border-stone-300 bg-white px-4 py-10 text-center text-stone-700">
            {messages.practice.emptyHistory}
          </p>
        )
      ) : (
        <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white shadow-sm">
          <HistoryTable
            sessions={data.items}
            namesById={namesById}
            timeZone={timeZone}
            busyIds={actions.busyIds}
            onAction={(session, index) =>
              void actions.run(session.scheduledRemoval ? 'restore' : 'delete', session, index)
            }
            onEdit={onEdit}
            stale={stale}
          />
        </div>
      )}
      {data.total > 0 && (
        <Pagination page={Math.min(page, pageCount)} pageCount={pageCount} onPageChange={onPageChange} />
      )}
    </div>
  );
}
