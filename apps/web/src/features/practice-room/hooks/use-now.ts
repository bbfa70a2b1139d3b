import { useEffect, useState } from 'react';

/**
 * Date.now(), refreshed every second while `ticking`: only to redraw the clock. The time shown is always computed
 * from the timer's instants and this value, never from how many ticks have passed (a throttled tab loses ticks).
 */
export function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (!ticking) return;
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [ticking]);
  return ticking ? Math.max(now, Date.now()) : now;
}
