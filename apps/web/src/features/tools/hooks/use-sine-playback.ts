import type { SineWave } from '@woodshed/shared';
import { useEffect, useRef, useState } from 'react';
import { startSinePlayback, type SinePlayback } from '../audio/sine-playback';

/** Play / stop the current waves; while playing the sound follows the sliders. Stops when the page closes. */
export function useSinePlayback(waves: readonly SineWave[]) {
  const playback = useRef<SinePlayback | null>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    playback.current?.update(waves);
  }, [waves]);

  useEffect(() => () => playback.current?.stop(), []);

  function toggle() {
    if (playback.current) {
      playback.current.stop();
      playback.current = null;
      setPlaying(false);
    } else {
      playback.current = startSinePlayback(waves);
      setPlaying(playback.current !== null);
    }
  }

  return { playing, toggle };
}
