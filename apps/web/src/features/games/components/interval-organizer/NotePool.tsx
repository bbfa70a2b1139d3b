import type { IoNote } from '@woodshed/shared';
import { Undo2 } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { PoolNote, usePoolDrop } from './NoteTiles';

interface NotePoolProps {
  notes: readonly IoNote[];
  held: IoNote | null;
  /** The held note sits in a slot, so it can go back to the pool. */
  heldInSlot: boolean;
  disabled: boolean;
  describedBy: string;
  onChoose: (note: IoNote) => void;
  onReturn: (note: IoNote) => void;
}

/** The notes not yet placed, in the question's shuffled order; also where a placed note goes back to. */
export function NotePool({ notes, held, heldInSlot, disabled, describedBy, onChoose, onReturn }: NotePoolProps) {
  const headingId = useId();
  const { setNodeRef, isOver } = usePoolDrop(disabled);
  const returning = held && heldInSlot ? held : null;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-sm font-semibold text-stone-700">
        Note pool
      </h3>
      <div
        ref={setNodeRef}
        data-io-row="pool"
        className={cn(
          'mt-2 flex min-h-20 flex-wrap items-center gap-2 rounded-xl border-2 border-dashed p-3 sm:min-h-24',
          isOver || returning ? 'border-amber-600 bg-amber-50' : 'border-stone-300 bg-stone-50',
        )}
      >
        {returning && (
          <button
            type="button"
            data-io-item=""
            onClick={() => onReturn(returning)}
            className="inline-flex h-12 items-center gap-2 rounded-lg border-2 border-amber-700 bg-white px-3 text-sm font-semibold text-amber-900 hover:bg-amber-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-700 sm:h-16"
          >
            <Undo2 aria-hidden="true" className="size-4" />
            Return {returning} to the pool
          </button>
        )}
        {notes.length > 0 ? (
          <ul aria-label="Notes to place" className="flex flex-wrap gap-2">
            {notes.map((note) => (
              <PoolNote
                key={note}
                note={note}
                held={held === note}
                disabled={disabled}
                describedBy={describedBy}
                onChoose={onChoose}
              />
            ))}
          </ul>
        ) : (
          !returning && (
            <p className="text-sm text-stone-600">
              Every note is in a slot. Submit your answer, or drag a note back here to change it.
            </p>
          )
        )}
      </div>
    </section>
  );
}
