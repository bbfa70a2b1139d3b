import { formatCount, messages, type CurrentRoutine } from '@woodshed/shared';
import { Archive, Plus, RotateCcw } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { Banner } from '@/components/ui/Banner';
import { Button } from '@/components/ui/Button';
import { DeleteAction, EditAction, RowAction, RowActions } from '@/components/ui/RowActions';
import { SortableGrid } from '@/components/ui/SortableGrid';
import { focusIds, phaseNames } from '../phase-names';
import { PhaseCard, type PhaseActions } from './PhaseCard';

export interface RoutineActions extends PhaseActions {
  onEdit: (routine: CurrentRoutine, opener: HTMLElement) => void;
  onArchive: (routine: CurrentRoutine) => void;
  onDelete: (routine: CurrentRoutine, opener: HTMLElement) => void;
  onAddPhase: (routine: CurrentRoutine, opener: HTMLElement) => void;
  onResetAll: (routine: CurrentRoutine) => void;
  onReorder: (routine: CurrentRoutine, phaseId: string, targetPhaseId: string) => void;
}

interface CurrentRoutineCardProps extends RoutineActions {
  routine: CurrentRoutine;
  /** The last action on this routine failed: the spec's message, or the server's own words. */
  error: string | null;
  /** The completion notice (role=status), always in the page so each new one is announced. */
  notice: ReactNode;
  archiving: boolean;
  resettingAll: boolean;
  /** The phase whose reset is running, if any. */
  resettingPhaseId: string | null;
}

/** The current routine (a region named by its title): its actions, then its phases in order, reordered by drag and drop. */
export function CurrentRoutineCard({
  routine,
  error,
  notice,
  archiving,
  resettingAll,
  resettingPhaseId,
  ...actions
}: CurrentRoutineCardProps) {
  const { phases } = routine;
  const names = useMemo(() => phaseNames(phases), [phases]);
  const nameOf = (id: string) => names.get(id) ?? 'Phase';

  return (
    <section
      aria-labelledby={focusIds.currentHeading}
      className="rounded-xl border border-l-4 border-stone-200 border-l-amber-700 bg-white shadow-sm"
    >
      <CurrentRoutineHeader
        routine={routine}
        archiving={archiving}
        onEdit={actions.onEdit}
        onArchive={actions.onArchive}
        onDelete={actions.onDelete}
      />
      <div className="flex flex-col gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap gap-2">
          <Button
            id={focusIds.addPhase}
            size="sm"
            onClick={(event) => actions.onAddPhase(routine, event.currentTarget)}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add Phase
          </Button>
          {phases.length > 0 && (
            <Button
              id={focusIds.resetAll}
              size="sm"
              variant="secondary"
              loading={resettingAll}
              loadingText="Resetting..."
              onClick={() => actions.onResetAll(routine)}
            >
              <RotateCcw aria-hidden="true" className="size-4" />
              Reset All
            </Button>
          )}
        </div>
        {error && <Banner tone="error">{error}</Banner>}
        {notice}
        <PhaseList
          routine={routine}
          nameOf={nameOf}
          resettingPhaseId={resettingPhaseId}
          onReorder={actions.onReorder}
          onComplete={actions.onComplete}
          onReset={actions.onReset}
          onDeletePhase={actions.onDeletePhase}
        />
      </div>
    </section>
  );
}

interface CurrentRoutineHeaderProps extends Pick<RoutineActions, 'onEdit' | 'onArchive' | 'onDelete'> {
  routine: CurrentRoutine;
  archiving: boolean;
}

/** 'Current routine': its title (focused after some actions), description and progress today; Edit, Archive, Delete. */
function CurrentRoutineHeader({ routine, archiving, ...actions }: CurrentRoutineHeaderProps) {
  const { title, phases } = routine;
  const completed = phases.filter((phase) => phase.completedToday).length;
  return (
    <header className="flex flex-col gap-3 border-b border-stone-100 p-4 sm:flex-row sm:items-start sm:justify-between sm:p-5">
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wide text-amber-800 uppercase">Current routine</p>
        <h2
          id={focusIds.currentHeading}
          tabIndex={-1}
          className="text-xl font-semibold break-words text-stone-900 focus:outline-none"
        >
          {title}
        </h2>
        <p className="mt-0.5 text-sm break-words whitespace-pre-line text-stone-700">{routine.description}</p>
        {phases.length > 0 && (
          <p className="mt-1 text-xs font-medium text-stone-600">
            {completed} of {formatCount(phases.length, { one: 'phase', other: 'phases' })} completed today
          </p>
        )}
      </div>
      <RowActions>
        <EditAction subject={title} onClick={(opener) => actions.onEdit(routine, opener)} />
        <RowAction
          label="Archive"
          subject={title}
          icon={Archive}
          loading={archiving}
          loadingText="Archiving..."
          onClick={() => actions.onArchive(routine)}
        />
        <DeleteAction subject={title} onClick={(opener) => actions.onDelete(routine, opener)} />
      </RowActions>
    </header>
  );
}

interface PhaseListProps extends PhaseActions, Pick<RoutineActions, 'onReorder'> {
  routine: CurrentRoutine;
  nameOf: (phaseId: string) => string;
  resettingPhaseId: string | null;
}

/** 'Phases of {routine}' in order, reordered by drag and drop, or 'no phases yet'. */
function PhaseList(props: PhaseListProps) {
  const { routine, nameOf, resettingPhaseId, onReorder, onComplete, onReset, onDeletePhase } = props;
  const { title, phases } = routine;
  return phases.length === 0 ? (
    <p className="rounded-lg border border-dashed border-stone-300 px-4 py-6 text-center text-sm text-stone-700">
      {messages.routines.noPhases}
    </p>
  ) : (
    <SortableGrid
      items={phases}
      noun="phase"
      titleOf={(phase) => nameOf(phase.id)}
      onReorder={(phaseId, targetPhaseId) => onReorder(routine, phaseId, targetPhaseId)}
      ordered
      label={`Phases of ${title}`}
      className="flex flex-col gap-3"
    >
      {(phase) => (
        <PhaseCard
          key={phase.id}
          phase={phase}
          position={phases.indexOf(phase) + 1}
          name={nameOf(phase.id)}
          resetting={resettingPhaseId === phase.id}
          onComplete={onComplete}
          onReset={onReset}
          onDeletePhase={onDeletePhase}
        />
      )}
    </SortableGrid>
  );
}
