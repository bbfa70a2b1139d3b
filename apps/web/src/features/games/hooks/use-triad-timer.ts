import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

const subscribeVisibility = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};

/** Whether the tab is shown (Page Visibility API). */
function useTabVisible(): boolean {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState === 'visible',
    () => true,
  );
}

const TICK_MS = 250;

/**
 * The round timer of Triad Finder: it runs only while `running` (the board is being played) and the tab is
 * visible, and starts again from 0 when `roundKey` changes. `seconds` is for display; `readSeconds()` gives the
 * exact whole seconds at the moment of a move, for the time bonus.
 */
export function useTriadTimer(running: boolean, roundKey: string) {
  const visible = useTabVisible();
  const active = running && visible;
  const banked = useRef(0);
  const since = useRef<number | null>(null);
  const [elapsedMs, setElapsedMs] = useState(0);

  const read = useCallback(() => banked.current + (since.current === null ? 0 : performance.now() - since.current), []);

  useEffect(() => {
    banked.current = 0;
    setElapsedMs(0);
  }, [roundKey]);

  useEffect(() => {
    if (!active) return;
    since.current = performance.now();
    const tick = window.setInterval(() => setElapsedMs(read()), TICK_MS);
    return () => {
      window.clearInterval(tick);
      banked.current = read();
      since.current = null;
      setElapsedMs(banked.current);
    };
  }, [active, read]);

  const readSeconds = useCallback(() => Math.floor(read() / 1000), [read]);
  return { seconds: Math.floor(elapsedMs / 1000), readSeconds };
}
