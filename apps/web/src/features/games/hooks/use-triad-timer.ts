import { useCallback, useEffect, useRef, useState } from 'react';

const TICK_MS = 250;

/**
 * The round timer of Triad Finder: it runs while `running` (the board is being played), hidden tab included, and
 * starts again from 0 when `roundKey` changes. It keeps wall time because the server caps a run's score by the time
 * the run took on its own clock: a timer paused while the tab was hidden would promise a bonus the server refuses.
 * `seconds` is for display; `readSeconds()` gives the exact whole seconds at the moment of a move, for the bonus.
 */
export function useTriadTimer(running: boolean, roundKey: string) {
  const banked = useRef(0);
  const since = useRef<number | null>(null);
  const [elapsedMs, setElapsedMs] = useState(0);

  const read = useCallback(() => banked.current + (since.current === null ? 0 : performance.now() - since.current), []);

  useEffect(() => {
    banked.current = 0;
    setElapsedMs(0);
  }, [roundKey]);

  useEffect(() => {
    if (!running) return;
    since.current = performance.now();
    const tick = window.setInterval(() => setElapsedMs(read()), TICK_MS);
    return () => {
      window.clearInterval(tick);
      banked.current = read();
      since.current = null;
      setElapsedMs(banked.current);
    };
  }, [running, read]);

  const readSeconds = useCallback(() => Math.floor(read() / 1000), [read]);
  return { seconds: Math.floor(elapsedMs / 1000), readSeconds };
}
