import type { CurrentRoutine, Routine, RoutinePhase } from '@woodshed/shared';
import { useState } from 'react';
import type { Completion } from './components/CompletionNotice';
import type { RoutineEditor } from './components/RoutineFormDialog';
import { phaseNames, type PhaseTarget } from './phase-names';
import { useFocusPlan } from './use-focus-plan';

/**
 * What the parts of /routine share: the dialog open (routine editor, add phase, complete, delete phase or routine),
 * the last error of each section, the completion notice, the status announcement and where focus goes.
 */
export function useRoutinePage(current: CurrentRoutine | null) {
  const focus = useFocusPlan();
  const [editor, setEditor] = useState<RoutineEditor | null>(null);
  const [addingPhase, setAddingPhase] = useState(false);
  const [completing, setCompleting] = useState<PhaseTarget | null>(null);
  const [deletingPhase, setDeletingPhase] = useState<PhaseTarget | null>(null);
  const [deletingRoutine, setDeletingRoutine] = useState<Routine | null>(null);
  const [currentError, setCurrentError] = useState<string | null>(null);
  const [archivedError, setArchivedError] = useState<string | null>(null);
  const [completion, setCompletion] = useState<Completion | null>(null);
  const [announcement, setAnnouncement] = useState('');

  /** Each action starts with a clean slate: no old error, notice or announcement. */
  const startAction = () => {
    setCurrentError(null);
    setArchivedError(null);
    setCompletion(null);
    setAnnouncement('');
  };
  const targetOf = (phase: RoutinePhase): PhaseTarget => ({
    phase,
    name: phaseNames(current?.phases ?? []).get(phase.id) ?? phase.phaseType,
  });
  /** Starts an action that opens a dialog from `opener`; focus returns there, or to `fallbackId` once it is gone. */
  const openDialog = (opener: HTMLElement, fallbackId: string, open: () => void) => {
    startAction();
    focus.openedFrom(opener, fallbackId);
    open();
  };

  return {
    current,
    focus,
    startAction,
    targetOf,
    openDialog,
    editor,
    setEditor,
    addingPhase,
    setAddingPhase,
    completing,
    setCompleting,
    deletingPhase,
    setDeletingPhase,
    deletingRoutine,
    setDeletingRoutine,
    currentError,
    setCurrentError,
    archivedError,
    setArchivedError,
    completion,
    setCompletion,
    announcement,
    setAnnouncement,
  };
}

export type RoutinePage = ReturnType<typeof useRoutinePage>;
