import type { FinishGameResponse, IoNote } from '@woodshed/shared';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Card } from '@/components/ui/Card';
import type { IntervalGame } from '../../hooks/use-interval-game';
import { GameComplete } from './GameComplete';
import { GameFeedback } from './GameFeedback';
import { IntervalQuestion } from './IntervalQuestion';

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
  const complete = state.status === 'complete';
  const boardRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  /** An element id to focus after the next render (a returned note's new place). */
  const pendingFocus = useRef<string | null>(null);

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

  return (
    <Card className="p-4 sm:p-6 lg:col-start-1 lg:row-span-2 lg:row-start-1">
      {/* Keys move focus between slots and notes; the buttons themselves handle clicks, taps and Enter. */}
      <div ref={boardRef} onKeyDown={onKeyDown}>
        {!complete && <IntervalQuestion game={game} headingRef={headingRef} onReturnToPool={returnToPool} />}

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
