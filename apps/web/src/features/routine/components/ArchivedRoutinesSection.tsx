import { messages, type Routine } from '@woodshed/shared';
import { problemMessage } from '../api/problem-message';
import { useRestoreRoutine } from '../api/restore-routine';
import { focusIds } from '../phase-names';
import type { RoutinePage } from '../use-routine-page';
import { ArchivedRoutines } from './ArchivedRoutines';

/** The archived routines with Restore (run here) and Delete (a dialog the page opens). */
export function ArchivedRoutinesSection({
  routines,
  timeZone,
  page,
}: {
  routines: Routine[];
  timeZone: string;
  page: RoutinePage;
}) {
  const restore = useRestoreRoutine();
  return (
    <ArchivedRoutines
      routines={routines}
      timeZone={timeZone}
      error={page.archivedError}
      restoringId={restore.isPending ? restore.variables : null}
      onRestore={(routine) => {
        page.startAction();
        restore.mutate(routine.id, {
          onSuccess: () => {
            page.setAnnouncement(`Routine "${routine.title}" restored.`);
            page.focus.focusSoon(focusIds.currentHeading);
          },
          onError: (error) => page.setArchivedError(problemMessage(error, messages.routines.restoreFailed)),
        });
      }}
      onDelete={(routine, opener) =>
        page.openDialog(opener, focusIds.archivedHeading, () => page.setDeletingRoutine(routine))
      }
    />
  );
}
