import { useEffect, useRef, useState } from 'react';

/**
 * What a polite live region should say, changed at most once per `intervalMs`: the tuner's reading changes many
 * times a second, a screen reader should hear only where it settled ("A2, in tune"), not every flicker.
 */
export function useCalmAnnouncement(message: string, intervalMs = 1500): string {
  const [announced, setAnnounced] = useState('');
  const lastAt = useRef(0);

  useEffect(() => {
    if (message === announced) return;
    const wait = Math.max(0, lastAt.current + intervalMs - Date.now());
    const timer = setTimeout(() => {
      lastAt.current = Date.now();
      setAnnounced(message);
    }, wait);
    return () => clearTimeout(timer);
  }, [message, announced, intervalMs]);

  return announced;
}
