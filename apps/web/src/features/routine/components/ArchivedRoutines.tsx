import { messages, type Routine } from '@woodshed/shared';
import { ArchiveRestore } from 'lucide-react';
import { Banner } from '@/components/ui/Banner';
import { DeleteAction, RowAction, RowActions } from '@/components/ui/RowActions';
import { formatInstant } from '@/lib/format';
import { focusIds } from '../phase-names';

interface ArchivedRoutinesProps {
  routines: Routine[];
  timeZone: string;
  /** The last action on an archived routine failed. */
  error: string | null;
  /** The routine being restored, if any. */
  restoringId: string | null;
  onRestore: (routine: Routine) => void;
  onDelete: (routine: Routine, opener: HTMLElement) => void;
}

/** 'Archived routines', newest first: title, description and creation date, with Restore and Delete. */
export function ArchivedRoutines({
  routines,
  timeZone,
  error,
  restoringId,
  onRestore,
  onDelete,
}: ArchivedRoutinesProps) {
  return (
    <section aria-labelledby={focusIds.archivedHeading} className="flex flex-col gap-3">
      <h2
        id={focusIds.archivedHeading}
        tabIndex={-1}
        className="text-lg font-semibold text-stone-900 focus:outline-none"
      >
        Archived routines
      </h2>
      {error && <Banner tone="error">{error}</Banner>}
      {routines.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white px-4 py-6 text-center text-sm text-stone-700">
          {messages.routines.noArchived}
        </p>
      ) : (
        <ul aria-labelledby={focusIds.archivedHeading} className="flex flex-col gap-3">
          {routines.map((routine) => (
            <li key={routine.id}>
              <article
                aria-labelledby={focusIds.archived(routine.id)}
                className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:flex-row sm:items-start sm:justify-between"
              >
                <div className="min-w-0">
                  <h3
                    id={focusIds.archived(routine.id)}
                    tabIndex={-1}
                    className="font-semibold break-words text-stone-900 focus:outline-none"
                  >
                    {routine.title}
                  </h3>
                  <p className="mt-0.5 text-sm break-words whitespace-pre-line text-stone-700">{routine.description}</p>
                  <p className="mt-1 text-xs text-stone-600">
                    Created <time dateTime={routine.createdAt}>{formatInstant(routine.createdAt, timeZone)}</time>
                  </p>
                </div>
                <RowActions>
                  <RowAction
                    label="Restore"
                    subject={routine.title}
                    icon={ArchiveRestore}
                    loading={restoringId === routine.id}
                    loadingText="Restoring..."
                    disabled={restoringId !== null}
                    onClick={() => onRestore(routine)}
                  />
                  <DeleteAction subject={routine.title} onClick={(opener) => onDelete(routine, opener)} />
                </RowActions>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
