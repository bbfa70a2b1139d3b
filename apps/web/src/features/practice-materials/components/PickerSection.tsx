import type { ReactNode } from 'react';
import { LoadError } from '@/components/ui/LoadError';
import { Spinner } from '@/components/ui/Spinner';
import { materialKey } from '@/features/collections';
import type { MaterialRef } from '@/lib/paths';
import { PickerResult, type PickerCandidate } from './PickerResult';

interface PickerSectionProps {
  /** The heading's id; the section is named by it. */
  id: string;
  title: string;
  /** A new search is running while the last results stay: the heading spins and the section is busy. */
  searching?: boolean;
  pending: boolean;
  /** The spinner's words while the first results load ('Loading chords…'). */
  loadingLabel: string;
  /** The load failed: its message and a retry. */
  failed: { message: string; onRetry: () => void } | null;
  /** The results are in (`candidates` may still be empty). */
  loaded: boolean;
  candidates: PickerCandidate[];
  /** Said when there are no results. */
  emptyText: string;
  /** Said under the results when more matched than are shown. */
  moreText: string | null;
  isChosen: (ref: MaterialRef) => boolean;
  onChoose: (ref: MaterialRef, title: string) => void;
  pendingKey: string | null;
}

/** One kind of result of the picker (library items, chords): heading, loading or failure, the results with Add. */
export function PickerSection(props: PickerSectionProps) {
  const {
    id,
    title,
    searching = false,
    pending,
    loadingLabel,
    failed,
    loaded,
    candidates,
    emptyText,
    moreText,
  } = props;
  let body: ReactNode = null;
  if (loaded) {
    body =
      candidates.length === 0 ? (
        <p className="text-sm text-stone-600">{emptyText}</p>
      ) : (
        <>
          <PickerResults {...props} />
          {moreText && <p className="text-xs text-stone-600">{moreText}</p>}
        </>
      );
  }
  return (
    <section aria-labelledby={id} aria-busy={searching || undefined} className="flex flex-col gap-2">
      <h3 id={id} className="flex items-center gap-2 text-sm font-semibold tracking-wide text-stone-700 uppercase">
        {title}
        {searching && <Spinner size="sm" label="Searching…" />}
      </h3>
      {pending && <Spinner label={loadingLabel} />}
      {failed && <LoadError message={failed.message} onRetry={failed.onRetry} />}
      {body}
    </section>
  );
}

function PickerResults({ candidates, isChosen, onChoose, pendingKey }: PickerSectionProps) {
  return (
    <ul className="flex flex-col gap-2">
      {candidates.map((candidate) => {
        const key = materialKey(candidate);
        return (
          <PickerResult
            key={key}
            candidate={candidate}
            added={isChosen(candidate)}
            adding={pendingKey === key}
            disabled={pendingKey !== null}
            onAdd={(chosen) =>
              onChoose({ materialType: chosen.materialType, materialId: chosen.materialId }, chosen.title)
            }
          />
        );
      })}
    </ul>
  );
}
