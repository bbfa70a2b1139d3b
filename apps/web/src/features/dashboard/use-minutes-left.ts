import { useEffect, useRef, useState } from 'react';

const MINUTE = 60_000;

/**
 * Counts `minutes` down once a minute from `since` (when the server said it), so 'Resets in Xh Ym' keeps
 * moving without asking the server again. Calls `onElapsed` once when it reaches 0 (the day changed).
 */
export function useMinutesLeft(minutes: number, since: number, onElapsed: () => void): number {
  const [now, setNow] = useState(() => Date.now());
  const elapsed = Math.max(0, now - since);
  const left = Math.max(0, minutes - Math.floor(elapsed / MINUTE));

  useEffect(() => {
    if (left <= 0) return;
    const id = window.setTimeout(() => setNow(Date.now()), MINUTE - (Math.max(0, Date.now() - since) % MINUTE));
    return () => window.clearTimeout(id);
  }, [left, since, now]);

  const onElapsedRef = useRef(onElapsed);
  useEffect(() => {
    onElapsedRef.current = onElapsed;
  });
  const firedFor = useRef<number | null>(null);
  useEffect(() => {
    if (left > 0 || firedFor.current === since) return;
    firedFor.current = since;
    onElapsedRef.current();
  }, [left, since]);

  return left;
}
