import {
  DndContext,
  DragOverlay,
  MouseSensor,
  pointerWithin,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import {
  currentIntervalQuestion,
  DRAG_THRESHOLD_PX,
  intervalPoolNotes,
  intervalQuestionText,
  intervalSlotOf,
  IO_QUESTION_COUNT,
  isFixedIntervalSlot,
  type IoNote,
} from '@woodshed/shared';
import { Send } from 'lucide-react';
import { useId, useMemo, useState, type Ref } from 'react';
import { Button } from '@/components/ui/Button';
import { cn } from '@/lib/cn';
import type { IntervalGame } from '../../hooks/use-interval-game';
import { dragAnnouncements, dragInstructions, NOTE_INSTRUCTIONS, targetOf } from './announcements';
import { NotePool } from './NotePool';
import { noteFace, Slot } from './NoteTiles';

interface IntervalQuestionProps {
  game: IntervalGame;
  /** The question's heading, focused when a new question shows. */
  headingRef: Ref<HTMLHeadingElement>;
  /** A note sent back to the pool (focus follows it there). */
  onReturnToPool: (note: IoNote) => void;
}

/**
 * One question: its text, the eight slots, the note pool and Submit. Notes move by mouse or finger (dnd-kit,
 * announced), and by tap or keyboard: choose a note, then a slot.
 */
export function IntervalQuestion({ game, headingRef, onReturnToPool }: IntervalQuestionProps) {
  const { state, held } = game;
  const playing = state.status === 'playing';
  const solved = state.feedback?.kind === 'correct';
  const [dragging, setDragging] = useState<IoNote | null>(null);
  const accessibility = useMemo(
    () => ({ announcements: dragAnnouncements(), screenReaderInstructions: dragInstructions }),
    [],
  );
  const instructionsId = useId();
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: DRAG_THRESHOLD_PX } }),
    // Press and hold to drag with a finger; a quick tap picks the note up instead.
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
  );

  const onDragStart = ({ active }: DragStartEvent) => setDragging(active.id as IoNote);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    const target = targetOf(over?.id);
    if (target) game.move(active.id as IoNote, target);
  };

  const question = currentIntervalQuestion(state);
  const heldSlot = held ? intervalSlotOf(state, held) : null;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={pointerWithin}
      accessibility={accessibility}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragging(null)}
    >
      <p className="text-sm font-medium text-stone-600">{`Question ${state.index + 1} of ${IO_QUESTION_COUNT}`}</p>
      <h2 ref={headingRef} tabIndex={-1} className="mt-1 text-lg font-semibold text-stone-900 outline-none sm:text-xl">
        {intervalQuestionText(question.type)}
      </h2>
      <p id={instructionsId} className="mt-1 text-sm text-stone-600">
        <span className="sr-only">{NOTE_INSTRUCTIONS}</span>
        <span aria-hidden="true">Drag a note onto a slot, or tap a note and then a slot.</span>
      </p>

      {/* Two rows of four on a phone: eight in a row would be narrower than a 44 px touch target. */}
      <ol aria-label="Slots" data-io-row="slots" className="mt-5 grid grid-cols-4 gap-2 sm:grid-cols-8">
        {state.slots.map((note, index) => (
          <Slot
            key={index}
            index={index}
            note={note}
            fixed={isFixedIntervalSlot(index)}
            holding={held !== null}
            held={held !== null && held === note}
            solved={solved}
            disabled={!playing}
            describedBy={instructionsId}
            onChoose={game.chooseSlot}
            onClear={game.returnToPool}
          />
        ))}
      </ol>

      <div className="mt-6">
        <NotePool
          notes={intervalPoolNotes(state)}
          held={held}
          heldInSlot={heldSlot !== null}
          disabled={!playing}
          describedBy={instructionsId}
          onChoose={game.choosePoolNote}
          onReturn={onReturnToPool}
        />
      </div>

      <DragOverlay dropAnimation={null}>
        {dragging && (
          <div className={cn(noteFace, 'w-12 border-amber-700 bg-amber-100 text-amber-950 shadow-lg sm:w-16')}>
            {dragging}
          </div>
        )}
      </DragOverlay>

      <SubmitRow playing={playing} held={held} onSubmit={game.submit} />
    </DndContext>
  );
}

/** Submit (unavailable, not disabled, between answers, so focus stays on it) and what is picked up, if anything. */
function SubmitRow({ playing, held, onSubmit }: { playing: boolean; held: IoNote | null; onSubmit: () => void }) {
  return (
    <div className="mt-6 flex flex-wrap items-center gap-3">
      <Button
        size="lg"
        onClick={onSubmit}
        aria-disabled={!playing || undefined}
        className="aria-disabled:cursor-not-allowed aria-disabled:bg-amber-800/60"
      >
        <Send aria-hidden="true" className="size-4" />
        Submit
      </Button>
      {held && (
        <p className="text-sm text-stone-700">
          <span className="font-semibold">{held}</span> picked up: choose a slot, or press Escape.
        </p>
      )}
    </div>
  );
}
