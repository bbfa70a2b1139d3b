import { messages } from '@woodshed/shared';
import { useArchiveRoutine } from './api/archive-routine';
import { problemMessage } from './api/problem-message';
import { useReorderPhases } from './api/reorder-phases';
import { useResetPhase } from './api/reset-phase';
import { useResetRoutine } from './api/reset-routine';
import type { RoutineActions } from './components/CurrentRoutineCard';
import { focusIds } from './phase-names';
import type { RoutinePage } from './use-routine-page';

const m = messages.routines;

/**
 * The current routine card's actions: those with a dialog open it through the page, the rest run here. Called by
 * the page itself, not the card, so an archive that takes the card away still announces itself and moves focus.
 */
export function useCurrentRoutineActions(page: RoutinePage) {
  const archive = useArchiveRoutine();
  const resetPhase = useResetPhase();
  const resetAll = useResetRoutine();
  const reorder = useReorderPhases();
  const { focus, startAction, openDialog, setCurrentError: fail, setAnnouncement: announce } = page;

  const actions: RoutineActions = {
    onEdit: (edited, opener) => openDialog(opener, focusIds.currentHeading, () => page.setEditor({ routine: edited })),
    onDelete: (deleted, opener) => openDialog(opener, focusIds.currentHeading, () => page.setDeletingRoutine(deleted)),
    onAddPhase: (_routine, opener) => openDialog(opener, focusIds.addPhase, () => page.setAddingPhase(true)),
    onComplete: (phase, opener) =>
      openDialog(opener, focusIds.phase(phase.id), () => page.setCompleting(page.targetOf(phase))),
    onDeletePhase: (phase, opener) =>
      openDialog(opener, focusIds.addPhase, () => page.setDeletingPhase(page.targetOf(phase))),
    onArchive: (archived) => {
      startAction();
      archive.mutate(archived.id, {
        onSuccess: () => {
          announce(`Routine "${archived.title}" archived.`);
          focus.focusSoon(focusIds.archived(archived.id));
        },
        onError: (error) => fail(problemMessage(error, m.archiveFailed)),
      });
    },
    onResetAll: (reset) => {
      startAction();
      resetAll.mutate(reset.id, {
        onSuccess: () => announce('All phases reset.'),
        onError: (error) => fail(problemMessage(error, m.resetFailed)),
        // The button is disabled while it runs, which takes focus off it: give it back.
        onSettled: () => focus.focusSoon(focusIds.resetAll),
      });
    },
    onReorder: (reordered, phaseId, targetPhaseId) => {
      startAction();
      reorder.mutate(
        { routineId: reordered.id, phaseId, targetPhaseId },
        { onError: (error) => fail(problemMessage(error, m.reorderFailed)) },
      );
    },
    onReset: (phase) => {
      startAction();
      const { name } = page.targetOf(phase);
      resetPhase.mutate(
        { routineId: phase.routineId, phaseId: phase.id },
        {
          onSuccess: () => {
            announce(`${name} reset.`);
            focus.focusSoon(focusIds.complete(phase.id));
          },
          onError: (error) => {
            fail(problemMessage(error, m.resetPhaseFailed));
            focus.focusSoon(focusIds.reset(phase.id));
          },
        },
      );
    },
  };

  return {
    actions,
    archiving: archive.isPending,
    resettingAll: resetAll.isPending,
    resettingPhaseId: resetPhase.isPending ? resetPhase.variables.phaseId : null,
  };
}
