import { messages, SUMMARIES_PAGE_SIZE, type SummariesResponse } from '@woodshed/shared';
import type { Ref } from 'react';
import { Pagination } from '@/components/ui/Pagination';
import { Spinner } from '@/components/ui/Spinner';
import type { SummaryFilterState } from './SummaryFilters';
import { SummaryList } from './SummaryList';

const m = messages.summaries;

interface SummariesListSectionProps {
  data: SummariesResponse | undefined;
  pending: boolean;
  /** A new page or filter is loading while the last answer is still shown. */
  searching: boolean;
  filters: SummaryFilterState;
  selectedId: string | null;
  timeZone: string;
  /** The 'Summaries (n)' heading, focused after a delete. */
  headingRef: Ref<HTMLHeadingElement>;
  onChoose: (summaryId: string) => void;
}

/** 'Summaries (n)': the page of summaries, or why there are none, and the pages. */
export function SummariesListSection({
  data,
  pending,
  searching,
  filters,
  selectedId,
  timeZone,
  headingRef,
  onChoose,
}: SummariesListSectionProps) {
  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / SUMMARIES_PAGE_SIZE));
  return (
    <section aria-labelledby="summaries-list-heading" className="flex flex-col gap-3">
      <h2
        id="summaries-list-heading"
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-2 text-sm font-semibold tracking-wide text-stone-700 uppercase focus:outline-none"
      >
        Summaries{data && ` (${total})`}
        {searching && <Spinner size="sm" label="Searching…" />}
      </h2>
      {pending && (
        <div className="flex justify-center py-8">
          <Spinner label="Loading session summaries…" size="lg" />
        </div>
      )}
      {data && data.items.length === 0 && (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-700">
          {filters.filtered ? m.noMatches : m.noneYet}
        </p>
      )}
      {data && data.items.length > 0 && (
        <SummaryList items={data.items} selectedId={selectedId} timeZone={timeZone} onChoose={onChoose} />
      )}
      {pageCount > 1 && <Pagination page={filters.page} pageCount={pageCount} onPageChange={filters.setPage} />}
    </section>
  );
}
