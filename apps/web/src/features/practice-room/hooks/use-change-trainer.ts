import { useCallback, useEffect, useRef, useState } from 'react';

export const COUNT_IN_SECONDS = 3;
export const TRY_SECONDS = 60;

export type TrainerPhase = 'idle' | 'countIn' | 'running' | 'done';

export interface ChangeTrainer {
  phase: TrainerPhase;
  /** Whole seconds left in the count-in (3, 2, 1) or the minute (60 … 1); 0 when done. */
  secondsLeft: number;
  changes: number;
  start: () => void;
  reset: () => void;
  /** One change; counted only while the minute runs. */
  tap: () => void;
}

/**
 * The one-minute chord-change countdown: a 3-2-1 count-in, then 60 s of counting taps. Every reading comes from
 * performance.now() against the instant Start was pressed; the 100 ms interval only redraws (a busy or
 * throttled tab loses redraws, never time), and a tap after the minute's end is not counted.
 */
export function useChangeTrainer(): ChangeTrainer {
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [now, setNow] = useState(0);
  const [changes, setChanges] = useState(0);
  const [finished, setFinished] = useState(false);
  const startedRef = useRef<number | null>(null);

  const phaseAt = useCallback(
    (instant: number): TrainerPhase => {
      if (finished) return 'done';
      if (startedAt === null) return 'idle';
      const seconds = (instant - startedAt) / 1000;
      if (seconds < COUNT_IN_SECONDS) return 'countIn';
      return seconds < COUNT_IN_SECONDS + TRY_SECONDS ? 'running' : 'done';
    },
    [startedAt, finished],
  );

  const phase = phaseAt(now);

  useEffect(() => {
    if (startedAt === null || finished) return;
    const id = window.setInterval(() => {
      const instant = performance.now();
      setNow(instant);
      if ((instant - startedAt) / 1000 >= COUNT_IN_SECONDS + TRY_SECONDS) setFinished(true);
    }, 100);
    return () => window.clearInterval(id);
  }, [startedAt, finished]);

  const start = useCallback(() => {
    const instant = performance.now();
    startedRef.current = instant;
    setStartedAt(instant);
    setNow(instant);
    setChanges(0);
    setFinished(false);
  }, []);

  const reset = useCallback(() => {
    startedRef.current = null;
    setStartedAt(null);
    setChanges(0);
    setFinished(false);
  }, []);

  const tap = useCallback(() => {
    const begun = startedRef.current;
    if (begun === null) return;
    const seconds = (performance.now() - begun) / 1000;
    if (seconds >= COUNT_IN_SECONDS && seconds < COUNT_IN_SECONDS + TRY_SECONDS) setChanges((count) => count + 1);
  }, []);

  let secondsLeft = 0;
  if (startedAt !== null && phase !== 'done') {
    const seconds = (now - startedAt) / 1000;
    secondsLeft =
      phase === 'countIn'
        ? Math.ceil(COUNT_IN_SECONDS - seconds)
        : Math.max(1, Math.ceil(COUNT_IN_SECONDS + TRY_SECONDS - seconds));
  } else if (phase === 'idle') {
    secondsLeft = TRY_SECONDS;
  }
  return { phase, secondsLeft, changes, start, reset, tap };
}
