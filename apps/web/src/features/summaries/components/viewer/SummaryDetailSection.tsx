import { messages } from '@woodshed/shared';
import { NotebookText } from 'lucide-react';
import type { Ref } from 'react';
import { Banner } from '@/components/ui/Banner';
import { Spinner } from '@/components/ui/Spinner';
import { isApiError } from '@/lib/api';
import type { useSummary } from '../../api/summary';
import { SummaryDetailPanel } from './SummaryDetailPanel';

const m = messages.summaries;

interface SummaryDetailSectionProps {
  selectedId: string | null;
  summary: ReturnType<typeof useSummary>;
  timeZone: string;
  viewerId: string;
  /** The section, scrolled to on a narrow screen when a summary is chosen. */
  sectionRef: Ref<HTMLElement>;
  /** The summary's heading, focused when it is chosen on a narrow screen. */
  headingRef: Ref<HTMLHeadingElement>;
  /** Superadmins only. */
  onDelete: ((summaryId: string) => void) | null;
}

/** 'Summary details': nothing chosen yet, loading, not found, or the chosen summary. */
export function SummaryDetailSection({
  selectedId,
  summary,
  timeZone,
  viewerId,
  sectionRef,
  headingRef,
  onDelete,
}: SummaryDetailSectionProps) {
  return (
    <section
      ref={sectionRef}
      aria-label="Summary details"
      // Scrolled to, it stops below the sticky top bar.
      className="scroll-mt-20 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6 lg:sticky lg:top-4"
    >
      {!selectedId && (
        <div className="flex flex-col items-center gap-2 py-10 text-center text-stone-600">
          <NotebookText aria-hidden="true" className="size-8 text-stone-400" />
          <p className="font-semibold text-stone-800">{m.noneSelected}</p>
          <p className="text-sm">Choose a summary to see its notes, files and homework.</p>
        </div>
      )}
      {selectedId && summary.isPending && (
        <div className="flex justify-center py-10">
          <Spinner label="Loading the summary…" size="lg" />
        </div>
      )}
      {selectedId && summary.isError && (
        <Banner tone="error">
          {isApiError(summary.error) && [400, 404].includes(summary.error.status) ? m.notFound : m.loadFailed}
        </Banner>
      )}
      {summary.isSuccess && selectedId && (
        <SummaryDetailPanel
          summary={summary.data}
          timeZone={timeZone}
          viewerId={viewerId}
          headingRef={headingRef}
          onDelete={onDelete && (() => onDelete(selectedId))}
        />
      )}
    </section>
  );
}
