import { useCallback, useEffect, useRef, useState } from 'react';
import {
  listenToMicrophone,
  microphoneProblem,
  type MicrophoneListener,
  type MicrophoneProblem,
} from '../audio/microphone';
import { createPitchSmoother } from '../audio/pitch-smoother';

export type TunerState =
  | { status: 'idle' }
  | { status: 'starting' }
  /** `frequency` is the steadied reading; null while no clear note sounds. */
  | { status: 'listening'; frequency: number | null }
  | { status: 'error'; problem: MicrophoneProblem };

/**
 * The microphone and its steadied pitch. `start` must be called from a click (it asks for the microphone);
 * `stop`, and leaving the page, end the stream's tracks and close the audio context. A start still waiting for the
 * permission prompt when the user stops or leaves releases the microphone as soon as it arrives.
 */
export function useTuner() {
  const [state, setState] = useState<TunerState>({ status: 'idle' });
  const listener = useRef<MicrophoneListener | null>(null);
  // Each start gets a number; anything arriving for an older one (stopped, left) is released and ignored.
  const attempt = useRef(0);

  const release = useCallback(() => {
    attempt.current += 1;
    listener.current?.close();
    listener.current = null;
  }, []);

  const stop = useCallback(() => {
    release();
    setState({ status: 'idle' });
  }, [release]);

  const start = useCallback(async () => {
    release();
    const id = attempt.current;
    setState({ status: 'starting' });
    const smooth = createPitchSmoother();
    try {
      const opened = await listenToMicrophone((estimate) => {
        if (attempt.current !== id) return;
        const frequency = smooth(estimate?.frequency ?? null);
        setState((current) =>
          current.status === 'listening' && current.frequency === frequency
            ? current
            : { status: 'listening', frequency },
        );
      });
      if (attempt.current !== id) {
        opened.close();
        return;
      }
      listener.current = opened;
      setState((current) => (current.status === 'listening' ? current : { status: 'listening', frequency: null }));
    } catch (error) {
      if (attempt.current === id) setState({ status: 'error', problem: microphoneProblem(error) });
    }
  }, [release]);

  // Leaving the page releases the microphone.
  useEffect(() => release, [release]);

  return { state, start, stop };
}
