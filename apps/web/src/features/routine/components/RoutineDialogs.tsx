import { formatMinutes } from '@/lib/format';
import { focusIds } from '../phase-names';
import type { RoutinePage } from '../use-routine-page';
import { CompletePhaseDialog } from './CompletePhaseDialog';
import { DeletePhaseDialog } from './DeletePhaseDialog';
import { DeleteRoutineDialog } from './DeleteRoutineDialog';
import { PhaseFormDialog } from './PhaseFormDialog';
import { RoutineFormDialog } from './RoutineFormDialog';

/** The routine page's dialogs (at most one open); each success announces itself and says where focus goes. */
export function RoutineDialogs({ page }: { page: RoutinePage }) {
  const { current, focus, setAnnouncement: announce } = page;
  return (
    <>
      <RoutineFormDialog
        editor={page.editor}
        currentTitle={current?.title ?? null}
        onClose={() => page.setEditor(null)}
        onSaved={(saved, created) => {
          if (created) focus.focusAfter(focusIds.currentHeading);
          page.setEditor(null);
          announce(created ? `Routine "${saved.title}" created.` : `Routine "${saved.title}" saved.`);
        }}
        onCloseAutoFocus={focus.restoreFocus}
      />
      <PhaseFormDialog
        routine={page.addingPhase ? current : null}
        onClose={() => page.setAddingPhase(false)}
        onAdded={(phase) => {
          page.setAddingPhase(false);
          announce(`${phase.phaseType} phase added.`);
        }}
        onCloseAutoFocus={focus.restoreFocus}
      />
      <CompletePhaseDialog
        target={page.completing}
        onClose={() => page.setCompleting(null)}
        onCompleted={(result, target) => {
          focus.focusAfter(focusIds.phase(target.phase.id));
          page.setCompleting(null);
          page.setCompletion({
            text: `Logged ${formatMinutes(result.phase.duration)} of ${result.phase.phaseType}.`,
            xpAwarded: result.xpAwarded,
          });
        }}
        onCloseAutoFocus={focus.restoreFocus}
      />
      <DeletePhaseDialog
        target={page.deletingPhase}
        onClose={() => page.setDeletingPhase(null)}
        onDeleted={(target) => {
          // The phase that takes its place, else the one before it, else Add Phase.
          const phases = current?.phases ?? [];
          const index = phases.findIndex((phase) => phase.id === target.phase.id);
          const next = phases[index + 1] ?? phases[index - 1];
          focus.focusAfter(next ? focusIds.phase(next.id) : focusIds.addPhase);
          page.setDeletingPhase(null);
          announce(`${target.name} phase deleted.`);
        }}
        onCloseAutoFocus={focus.restoreFocus}
      />
      <DeleteRoutineDialog
        routine={page.deletingRoutine}
        onClose={() => page.setDeletingRoutine(null)}
        onDeleted={(routine) => {
          focus.focusAfter(routine.isCurrent ? focusIds.newRoutine : focusIds.archivedHeading);
          page.setDeletingRoutine(null);
          announce(`Routine "${routine.title}" deleted.`);
        }}
        onCloseAutoFocus={focus.restoreFocus}
      />
    </>
  );
}
