import {
  createIntervalGame,
  intervalGameReducer,
  intervalSlotOf,
  IO_ADVANCE_DELAY_MS,
  isFixedIntervalSlot,
  nextIntervalGameSeed,
  noteFrequency,
  type IntervalGameState,
  type IoNote,
  type IoTarget,
} from '@woodshed/shared';
import { useEffect, useReducer, useRef, useState } from 'react';
import { playPluck } from '@/features/tools';
import { describeMove, slotName } from '../components/interval-organizer/announcements';

/** Placed notes sound in the octave above middle C. */
const NOTE_OCTAVE = 4;

interface IntervalGameOptions {
  /** The first game's seed; each later game takes the seed after the one before. */
  seed: number;
  muted: boolean;
  /** A game starts (the first on mount, then every restart). */
  onStart: () => void;
  /** The fifteenth answer was right: the final score. */
  onComplete: (score: number) => void;
}

/** The time the speed bonus is measured with (milliseconds, monotonic). */
const now = () => performance.now();

/**
 * The Interval Organizer's play: the pure game reducer (packages/shared) plus what only a page has: the note held
 * for a keyboard or tap move, the announcement for screen readers, the 2 s before the next question, sound, and the
 * start and end of each game.
 */
export function useIntervalGame({ seed, muted, onStart, onComplete }: IntervalGameOptions) {
  const [state, dispatch] = useReducer(intervalGameReducer, seed, (first) => createIntervalGame(first, now()));
  /** The note picked up by keyboard or tap, waiting for a slot or the pool. */
  const [held, setHeld] = useState<IoNote | null>(null);
  const [announcement, setAnnouncement] = useState('');
  /** Counts games on this page: 1 for the first, one more per restart. */
  const [gameNumber, setGameNumber] = useState(1);

  // The server's run for each game, once per game (React may run effects twice in development).
  const startedGame = useRef(0);
  useEffect(() => {
    if (startedGame.current === gameNumber) return;
    startedGame.current = gameNumber;
    onStart();
  }, [gameNumber, onStart]);

  // A correct answer shows for 2 s, then the next question.
  useEffect(() => {
    if (state.status !== 'answered') return;
    const timer = window.setTimeout(() => dispatch({ type: 'advance', now: now() }), IO_ADVANCE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [state.status, state.index]);

  const playing = state.status === 'playing';

  /** Moves a note (drag, tap or key) and says so; a note placed in a slot sounds. */
  function move(note: IoNote, to: IoTarget) {
    setHeld(null);
    const next = intervalGameReducer(state, { type: 'move', note, to });
    if (next === state) return;
    setAnnouncement(describeMove(state, note, to));
    dispatch({ type: 'move', note, to });
    if (to.kind === 'slot' && !muted) playPluck(noteFrequency(`${note}${NOTE_OCTAVE}`));
  }

  function pickUp(note: IoNote) {
    if (!playing) return;
    setHeld(note);
    const from = intervalSlotOf(state, note);
    const where = from === null ? 'from the pool' : `from ${slotName(from).toLowerCase()}`;
    setAnnouncement(`Picked up ${note} ${where}. Choose a slot, or press Escape to cancel.`);
  }

  /** Puts the held note down where it was. */
  function cancelHold() {
    if (!held) return;
    setAnnouncement(`${held} put down.`);
    setHeld(null);
  }

  /** A pool note was clicked, tapped or pressed: pick it up, or put it down again. */
  function choosePoolNote(note: IoNote) {
    if (held === note) cancelHold();
    else pickUp(note);
  }

  /** A slot was clicked, tapped or pressed: drop the held note there, or pick up the slot's note. */
  function chooseSlot(index: number) {
    if (!playing || isFixedIntervalSlot(index)) return;
    const occupant = state.slots[index] as IoNote | null;
    if (held) {
      if (held === occupant) cancelHold();
      else move(held, { kind: 'slot', index });
    } else if (occupant) {
      pickUp(occupant);
    } else {
      setAnnouncement(`${slotName(index)} is empty. Pick a note from the pool first.`);
    }
  }

  function returnToPool(note: IoNote) {
    move(note, { kind: 'pool' });
  }

  function submit() {
    setHeld(null);
    const action = { type: 'submit', now: now() } as const;
    const next = intervalGameReducer(state, action);
    dispatch(action);
    if (state.status !== 'complete' && next.status === 'complete') onComplete(next.score);
  }

  /** A new game: its seed follows from the last one, so a seeded page stays replayable. */
  function restart() {
    setHeld(null);
    setAnnouncement('');
    dispatch({ type: 'restart', seed: nextIntervalGameSeed(state.seed), now: now() });
    setGameNumber((number) => number + 1);
  }

  return {
    state,
    held,
    announcement,
    gameNumber,
    /** A game counts as under way once a note has moved or an answer was given. */
    underWay: isUnderWay(state),
    move,
    choosePoolNote,
    chooseSlot,
    returnToPool,
    cancelHold,
    submit,
    restart,
  };
}

function isUnderWay(state: IntervalGameState): boolean {
  if (state.status === 'complete') return false;
  return (
    state.index > 0 || state.feedbackCount > 0 || state.slots.some((slot, index) => slot && !isFixedIntervalSlot(index))
  );
}

export type IntervalGame = ReturnType<typeof useIntervalGame>;
