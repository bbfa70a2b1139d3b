import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { RoutinePhase } from '@woodshed/shared';
import { CircleCheck, RotateCcw } from 'lucide-react';
import { DragHandle } from '@/components/ui/DragHandle';
import { DeleteAction, RowAction, RowActions } from '@/components/ui/RowActions';
import { cn } from '@/lib/cn';
import { formatMinutes } from '@/lib/format';
import { focusIds } from '../phase-names';

export interface PhaseActions {
  onComplete: (phase: RoutinePhase, opener: HTMLElement) => void;
  onReset: (phase: RoutinePhase) => void;
  onDeletePhase: (phase: RoutinePhase, opener: HTMLElement) => void;
}

interface PhaseCardProps extends PhaseActions {
  phase: RoutinePhase;
  /** Its place in the routine, from 1. */
  position: number;
  /** Its type, or 'Warmup (2)' when the type repeats. */
  name: string;
  /** A reset of this phase is running. */
  resetting: boolean;
}

/**
 * One phase: its place, type, duration and description, and Complete — or, once completed today, green with a
 * check and a Reset button. The grip button drags it (mouse, touch or keyboard).
 */
export function PhaseCard({ phase, position, name, resetting, onComplete, onReset, onDeletePhase }: PhaseCardProps) {
  const sortable = useSortable({ id: phase.id });
  const { setNodeRef, transform, transition, isDragging } = sortable;
  const headingId = focusIds.phase(phase.id);
  const done = phase.completedToday;

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn('relative', isDragging && 'z-20')}
    >
      <article
        aria-labelledby={headingId}
        className={cn(
          'flex flex-col gap-3 rounded-xl border p-3 shadow-sm transition-shadow sm:flex-row sm:items-center sm:gap-4 sm:p-4',
          done ? 'border-green-300 bg-green-50' : 'border-stone-200 bg-white',
          isDragging && 'shadow-lg ring-2 ring-amber-600',
        )}
      >
        <div className="flex min-w-0 flex-1 items-start gap-2 sm:gap-3">
          <DragHandle label={`Move ${name} phase`} sortable={sortable} />
          <span
            aria-hidden="true"
            className={cn(
              'inline-flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
              done ? 'bg-green-700 text-white' : 'bg-amber-100 text-amber-900',
            )}
          >
            {done ? <CircleCheck className="size-5" /> : position}
          </span>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5">
              <h3
                id={headingId}
                tabIndex={-1}
                className="leading-snug font-semibold break-words text-stone-900 focus:outline-none"
              >
                {name}
              </h3>
              <p className="text-sm font-medium text-stone-700">{formatMinutes(phase.duration)}</p>
            </div>
            {phase.description && (
              <p className="mt-0.5 text-sm break-words whitespace-pre-line text-stone-700">{phase.description}</p>
            )}
            {done && (
              <p className="mt-1 flex items-center gap-1.5 text-sm font-semibold text-green-800">
                <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
                Completed today
              </p>
            )}
          </div>
        </div>
        <PhaseCardActions
          phase={phase}
          name={name}
          resetting={resetting}
          onComplete={onComplete}
          onReset={onReset}
          onDeletePhase={onDeletePhase}
        />
      </article>
    </li>
  );
}

/** Complete (or, once done today, Reset) and Delete, each naming the phase. */
function PhaseCardActions({
  phase,
  name,
  resetting,
  onComplete,
  onReset,
  onDeletePhase,
}: Omit<PhaseCardProps, 'position'>) {
  return (
    <RowActions className="justify-end">
      {phase.completedToday ? (
        // Keys: the two are different buttons, so focus never stays on a Reset that replaced a Complete.
        <RowAction
          key="reset"
          id={focusIds.reset(phase.id)}
          label="Reset"
          subject={name}
          icon={RotateCcw}
          loading={resetting}
          loadingText="Resetting..."
          onClick={() => onReset(phase)}
        />
      ) : (
        <RowAction
          key="complete"
          id={focusIds.complete(phase.id)}
          label="Complete"
          subject={name}
          icon={CircleCheck}
          look="primary"
          onClick={(opener) => onComplete(phase, opener)}
        />
      )}
      <DeleteAction subject={`${name} phase`} onClick={(opener) => onDeletePhase(phase, opener)} />
    </RowActions>
  );
}
