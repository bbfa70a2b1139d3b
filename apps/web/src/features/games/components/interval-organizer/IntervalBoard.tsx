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
  type FinishGameResponse,
  type IoNote,
} from '@woodshed/shared';
import { Send } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { cn } from '@/lib/cn';
import type { IntervalGame } from '../../hooks/use-interval-game';
import { dragAnnouncements, dragInstructions, NOTE_INSTRUCTIONS, targetOf } from './announcements';
import { GameComplete } from './GameComplete';
import { GameFeedback } from './GameFeedback';
import { NotePool } from './NotePool';
import { noteFace, Slot } from './NoteTiles';

interface IntervalBoardProps {
  game: IntervalGame;
  result: FinishGameResponse | null;
}

/**
 * The question, the eight slots, the note pool, Submit and the answer's result; after the last question, the
 * completion. Notes move by mouse or finger (dnd-kit), and by tap or keyboard: choose a note, then a slot.
 */
export function IntervalBoard({ game, result }: IntervalBoardProps) {
  const { state, held } = game;
  const playing = state.status === 'playing';
  const complete = state.status === 'complete';
  const solved = state.feedback?.kind === 'correct';
  const [dragging, setDragging] = useState<IoNote | null>(null);
  const accessibility = useMemo(
    () => ({ announcements: dragAnnouncements(), screenReaderInstructions: dragInstructions }),
    [],
  );
  const instructionsId = useId();
  const boardRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  /** An element id to focus after the next render (a returned note's new place). */
  const pendingFocus = useRef<string | null>(null);

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: DRAG_THRESHOLD_PX } }),
    // Press and hold to drag with a finger; a quick tap picks the note up instead.
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
  );

  // A new question, a new game or the completion: focus its heading, unless the user is busy elsewhere on the page.
  const view = complete ? `${game.gameNumber}-complete` : `${game.gameNumber}-${state.index}`;
  const shownView = useRef(view);
  useEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    const active = document.activeElement;
    if (!active || active === document.body || boardRef.current?.contains(active)) headingRef.current?.focus();
  }, [view]);

  useEffect(() => {
    const id = pendingFocus.current;
    if (!id) return;
    pendingFocus.current = null;
    document.getElementById(id)?.focus();
  });

  const returnToPool = (note: IoNote) => {
    pendingFocus.current = `io-pool-${note}`;
    game.returnToPool(note);
  };

  const onDragStart = ({ active }: DragStartEvent) => setDragging(active.id as IoNote);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    const target = targetOf(over?.id);
    if (target) game.move(active.id as IoNote, target);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && held) {
      event.preventDefault();
      game.cancelHold();
      return;
    }
    const next = neighbour(boardRef.current, event.target as HTMLElement, event.key);
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };

  const question = currentIntervalQuestion(state);
  const heldSlot = held ? intervalSlotOf(state, held) : null;

  return (
    <Card className="p-4 sm:p-6 lg:col-start-1 lg:row-span-2 lg:row-start-1">
      {/* Keys move focus between slots and notes; the buttons themselves handle clicks, taps and Enter. */}
      <div ref={boardRef} onKeyDown={onKeyDown}>
        {!complete && (
          <DndContext
            sensors={sensors}
            collisionDetection={pointerWithin}
            accessibility={accessibility}
            onDragStart={onDragStart}
            onDragEnd={onDragEnd}
            onDragCancel={() => setDragging(null)}
          >
            <p className="text-sm font-medium text-stone-600">{`Question ${state.index + 1} of ${IO_QUESTION_COUNT}`}</p>
            <h2
              ref={headingRef}
              tabIndex={-1}
              className="mt-1 text-lg font-semibold text-stone-900 outline-none sm:text-xl"
            >
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
                onReturn={returnToPool}
              />
            </div>

            <DragOverlay dropAnimation={null}>
              {dragging && (
                <div className={cn(noteFace, 'w-12 border-amber-700 bg-amber-100 text-amber-950 shadow-lg sm:w-16')}>
                  {dragging}
                </div>
              )}
            </DragOverlay>

            <div className="mt-6 flex flex-wrap items-center gap-3">
              <Button
                size="lg"
                onClick={game.submit}
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
          </DndContext>
        )}

        <GameFeedback feedback={state.feedback} count={state.feedbackCount} className={complete ? undefined : 'mt-4'} />

        {complete && (
          <GameComplete
            score={state.score}
            wrongAnswers={state.wrongAnswers}
            result={result}
            headingRef={headingRef}
            onPlayAgain={game.restart}
          />
        )}
      </div>
    </Card>
  );
}

/** Where an arrow, Home or End key moves focus from a slot or a pool note; null when the key is not ours. */
function neighbour(board: HTMLElement | null, from: HTMLElement, key: string): HTMLElement | null {
  const row = from.closest<HTMLElement>('[data-io-row]');
  if (!board || !row || !from.hasAttribute('data-io-item')) return null;
  const itemsOf = (container: Element | null) =>
    container ? Array.from(container.querySelectorAll<HTMLElement>('[data-io-item]')) : [];
  const items = itemsOf(row);
  const index = items.indexOf(from);
  switch (key) {
    case 'ArrowLeft':
      return items[index - 1] ?? null;
    case 'ArrowRight':
      return items[index + 1] ?? null;
    case 'Home':
      return items[0] ?? null;
    case 'End':
      return items.at(-1) ?? null;
    case 'ArrowDown':
      return row.dataset.ioRow === 'slots' ? (itemsOf(board.querySelector('[data-io-row="pool"]'))[0] ?? null) : null;
    case 'ArrowUp': {
      if (row.dataset.ioRow !== 'pool') return null;
      // Up to the first empty slot: where the next note most likely goes.
      const slots = itemsOf(board.querySelector('[data-io-row="slots"]'));
      return slots.find((slot) => slot.hasAttribute('data-empty')) ?? slots[0] ?? null;
    }
    default:
      return null;
  }
}
