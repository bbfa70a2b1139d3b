import { TAP_INTERVALS_USED, tapTempo } from '@woodshed/shared';
import { useCallback, useRef } from 'react';

/** Tap tempo: each tap gives the tempo of the taps so far (null until there are two since the last long pause). */
export function useTapTempo(onTempo: (bpm: number) => void) {
  const taps = useRef<number[]>([]);
  return useCallback(() => {
    taps.current = [...taps.current, performance.now()].slice(-(TAP_INTERVALS_USED + 1));
    const bpm = tapTempo(taps.current);
    if (bpm !== null) onTempo(bpm);
  }, [onTempo]);
}
