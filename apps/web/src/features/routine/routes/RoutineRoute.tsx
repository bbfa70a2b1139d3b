import { messages, type Routine, type RoutinePhase } from '@woodshed/shared';
import { Plus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { LoadError } from '@/components/ui/LoadError';
import { PageHeader } from '@/components/ui/PageHeader';
import { Spinner } from '@/components/ui/Spinner';
import { useDocumentTitle } from '@/lib/document-title';
import { formatMinutes } from '@/lib/format';
import { useArchiveRoutine } from '../api/archive-routine';
import { useRoutines } from '../api/list';
import { problemMessage } from '../api/problem-message';
import { useReorderPhases } from '../api/reorder-phases';
import { useResetPhase } from '../api/reset-phase';
import { useResetRoutine } from '../api/reset-routine';
import { useRestoreRoutine } from '../api/restore-routine';
import { ArchivedRoutines } from '../components/ArchivedRoutines';
import { CompletePhaseDialog } from '../components/CompletePhaseDialog';
import { CurrentRoutineCard } from '../components/CurrentRoutineCard';
import { DeletePhaseDialog } from '../components/DeletePhaseDialog';
import { DeleteRoutineDialog } from '../components/DeleteRoutineDialog';
import { PhaseFormDialog } from '../components/PhaseFormDialog';
import { ResetClock } from '../components/ResetClock';
import { RoutineFormDialog, type RoutineEditor } from '../components/RoutineFormDialog';
import { focusIds, phaseNames, type PhaseTarget } from '../phase-names';
import { useFocusPlan } from '../use-focus-plan';

const m = messages.routines;

/** The completion notice: what was logged, and the day's XP when this was the first practice today. */
interface Completion {
  text: string;
  xpAwarded: number;
}

/**
 * /routine: the time since and until the daily reset, the current routine with its phases (complete, reset,
 * reorder by drag and drop, add, delete) and the archived routines (restore, delete). One request loads it all.
 */
export function Component() {
  useDocumentTitle('Routine');
  const routines = useRoutines();
  const archive = useArchiveRoutine();
  const restore = useRestoreRoutine();
  const resetPhase = useResetPhase();
  const resetAll = useResetRoutine();
  const reorder = useReorderPhases();
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

  const data = routines.data;
  const current = data?.current ?? null;
  const refetch = routines.refetch;
  const onNewDay = useCallback(() => void refetch(), [refetch]);

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
  const openNewRoutine = (opener: HTMLElement) => {
    startAction();
    focus.openedFrom(opener, focusIds.newRoutine);
    setEditor({ routine: null });
  };

  const newRoutineButton = (label: string) => (
    <Button id={focusIds.newRoutine} onClick={(event) => openNewRoutine(event.currentTarget)}>
      <Plus aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Routine"
        description="Your daily practice, phase by phase. Completed phases turn back at midnight."
        actions={current ? newRoutineButton('New Routine') : undefined}
      />

      {routines.isPending && (
        <div className="flex justify-center py-12">
          <Spinner label="Loading routines…" size="lg" />
        </div>
      )}

      {routines.isError && (
        <LoadError
          message={m.loadFailed}
          onRetry={() => void routines.refetch()}
          retrying={routines.isRefetching}
          size="md"
        />
      )}

      {data && (
        <div className="flex flex-col gap-6">
          <ResetClock timeZone={data.timeZone} today={data.today} onNewDay={onNewDay} />

          {current ? (
            <CurrentRoutineCard
              routine={current}
              error={currentError}
              notice={
                <div
                  role="status"
                  className={
                    completion
                      ? 'rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-800'
                      : undefined
                  }
                >
                  {completion && (
                    <>
                      <p className="font-semibold">{completion.text}</p>
                      {completion.xpAwarded > 0 && <p>{messages.practice.dailyXp(completion.xpAwarded)}</p>}
                    </>
                  )}
                </div>
              }
              archiving={archive.isPending}
              resettingAll={resetAll.isPending}
              resettingPhaseId={resetPhase.isPending ? resetPhase.variables.phaseId : null}
              onEdit={(routine, opener) => {
                startAction();
                focus.openedFrom(opener, focusIds.currentHeading);
                setEditor({ routine });
              }}
              onArchive={(routine) => {
                startAction();
                archive.mutate(routine.id, {
                  onSuccess: () => {
                    setAnnouncement(`Routine "${routine.title}" archived.`);
                    focus.focusSoon(focusIds.archived(routine.id));
                  },
                  onError: (error) => setCurrentError(problemMessage(error, m.archiveFailed)),
                });
              }}
              onDelete={(routine, opener) => {
                startAction();
                focus.openedFrom(opener, focusIds.currentHeading);
                setDeletingRoutine(routine);
              }}
              onAddPhase={(_routine, opener) => {
                startAction();
                focus.openedFrom(opener, focusIds.addPhase);
                setAddingPhase(true);
              }}
              onResetAll={(routine) => {
                startAction();
                resetAll.mutate(routine.id, {
                  onSuccess: () => setAnnouncement('All phases reset.'),
                  onError: (error) => setCurrentError(problemMessage(error, m.resetFailed)),
                  // The button is disabled while it runs, which takes focus off it: give it back.
                  onSettled: () => focus.focusSoon(focusIds.resetAll),
                });
              }}
              onReorder={(routine, phaseId, targetPhaseId) => {
                startAction();
                reorder.mutate(
                  { routineId: routine.id, phaseId, targetPhaseId },
                  { onError: (error) => setCurrentError(problemMessage(error, m.reorderFailed)) },
                );
              }}
              onComplete={(phase, opener) => {
                startAction();
                focus.openedFrom(opener, focusIds.phase(phase.id));
                setCompleting(targetOf(phase));
              }}
              onReset={(phase) => {
                startAction();
                const { name } = targetOf(phase);
                resetPhase.mutate(
                  { routineId: phase.routineId, phaseId: phase.id },
                  {
                    onSuccess: () => {
                      setAnnouncement(`${name} reset.`);
                      focus.focusSoon(focusIds.complete(phase.id));
                    },
                    onError: (error) => {
                      setCurrentError(problemMessage(error, m.resetPhaseFailed));
                      focus.focusSoon(focusIds.reset(phase.id));
                    },
                  },
                );
              }}
              onDeletePhase={(phase, opener) => {
                startAction();
                focus.openedFrom(opener, focusIds.addPhase);
                setDeletingPhase(targetOf(phase));
              }}
            />
          ) : (
            <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-stone-300 bg-white px-4 py-12 text-center">
              <p className="text-stone-700">{m.noCurrent}</p>
              {newRoutineButton('Create Routine')}
            </div>
          )}

          <ArchivedRoutines
            routines={data.archived}
            timeZone={data.timeZone}
            error={archivedError}
            restoringId={restore.isPending ? restore.variables : null}
            onRestore={(routine) => {
              startAction();
              restore.mutate(routine.id, {
                onSuccess: () => {
                  setAnnouncement(`Routine "${routine.title}" restored.`);
                  focus.focusSoon(focusIds.currentHeading);
                },
                onError: (error) => setArchivedError(problemMessage(error, m.restoreFailed)),
              });
            }}
            onDelete={(routine, opener) => {
              startAction();
              focus.openedFrom(opener, focusIds.archivedHeading);
              setDeletingRoutine(routine);
            }}
          />
        </div>
      )}

      <RoutineFormDialog
        editor={editor}
        currentTitle={current?.title ?? null}
        onClose={() => setEditor(null)}
        onSaved={(saved, created) => {
          if (created) focus.focusAfter(focusIds.currentHeading);
          setEditor(null);
          setAnnouncement(created ? `Routine "${saved.title}" created.` : `Routine "${saved.title}" saved.`);
        }}
        onCloseAutoFocus={focus.restoreFocus}
      />
      <PhaseFormDialog
        routine={addingPhase ? current : null}
        onClose={() => setAddingPhase(false)}
        onAdded={(phase) => {
          setAddingPhase(false);
          setAnnouncement(`${phase.phaseType} phase added.`);
        }}
        onCloseAutoFocus={focus.restoreFocus}
      />
      <CompletePhaseDialog
        target={completing}
        onClose={() => setCompleting(null)}
        onCompleted={(result, target) => {
          focus.focusAfter(focusIds.phase(target.phase.id));
          setCompleting(null);
          setCompletion({
            text: `Logged ${formatMinutes(result.phase.duration)} of ${result.phase.phaseType}.`,
            xpAwarded: result.xpAwarded,
          });
        }}
        onCloseAutoFocus={focus.restoreFocus}
      />
      <DeletePhaseDialog
        target={deletingPhase}
        onClose={() => setDeletingPhase(null)}
        onDeleted={(target) => {
          // The phase that takes its place, else the one before it, else Add Phase.
          const phases = current?.phases ?? [];
          const index = phases.findIndex((phase) => phase.id === target.phase.id);
          const next = phases[index + 1] ?? phases[index - 1];
          focus.focusAfter(next ? focusIds.phase(next.id) : focusIds.addPhase);
          setDeletingPhase(null);
          setAnnouncement(`${target.name} phase deleted.`);
        }}
        onCloseAutoFocus={focus.restoreFocus}
      />
      <DeleteRoutineDialog
        routine={deletingRoutine}
        onClose={() => setDeletingRoutine(null)}
        onDeleted={(routine) => {
          focus.focusAfter(routine.isCurrent ? focusIds.newRoutine : focusIds.archivedHeading);
          setDeletingRoutine(null);
          setAnnouncement(`Routine "${routine.title}" deleted.`);
        }}
        onCloseAutoFocus={focus.restoreFocus}
      />
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
