import { createPitchDetector, type PitchEstimate } from './detect-pitch';

/**
 * Frames of 4096 samples (85 ms at 48 kHz): E2 (82 Hz) repeats seven times in one, the 8-string's F♯1 (46 Hz) four.
 */
export const FRAME_LENGTH = 4096;
/** How often the frame is read: 20 times a second is steadier than a display's every frame, and lighter. */
export const READ_INTERVAL_MS = 50;

/**
 * A tuner wants the string as it sounds: the browser's voice processing (echo cancellation, noise suppression,
 * automatic gain) smears and pumps a sustained note, so it is all switched off.
 */
export const MICROPHONE_CONSTRAINTS: MediaStreamConstraints = {
  audio: { echoCancellation: false, noiseSuppression: false, autoGainControl: false },
  video: false,
};

export type MicrophoneProblem = 'denied' | 'no-microphone' | 'busy' | 'unsupported' | 'failed';

/** What went wrong when asking for the microphone, from the error the browser gave. */
export function microphoneProblem(error: unknown): MicrophoneProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
    case 'PermissionDeniedError':
      return 'denied';
    case 'NotFoundError':
    case 'OverconstrainedError':
    case 'DevicesNotFoundError':
      return 'no-microphone';
    case 'NotReadableError':
    case 'AbortError':
    case 'TrackStartError':
      return 'busy';
    case 'NotSupportedError':
    case 'TypeError':
      return 'unsupported';
    default:
      return 'failed';
  }
}

export interface MicrophoneListener {
  /** Stops reading, ends every track of the stream (the browser's recording indicator goes off) and closes the context. */
  close: () => void;
}

/**
 * Opens the microphone and reports one pitch estimate (or null: no clear note) every READ_INTERVAL_MS. Called only
 * from the Start button's click: the permission prompt and the AudioContext both need that gesture.
 */
export async function listenToMicrophone(
  onFrame: (estimate: PitchEstimate | null) => void,
): Promise<MicrophoneListener> {
  if (!navigator.mediaDevices?.getUserMedia || typeof AudioContext === 'undefined') {
    throw new DOMException('No microphone access in this browser', 'NotSupportedError');
  }
  const stream = await navigator.mediaDevices.getUserMedia(MICROPHONE_CONSTRAINTS);
  let context: AudioContext | null = null;
  let timer: ReturnType<typeof setInterval> | undefined;
  const close = () => {
    clearInterval(timer);
    for (const track of stream.getTracks()) track.stop();
    if (context && context.state !== 'closed') void context.close();
  };
  try {
    context = new AudioContext({ latencyHint: 'interactive' });
    if (context.state === 'suspended') await context.resume();
    const analyser = new AnalyserNode(context, { fftSize: FRAME_LENGTH, smoothingTimeConstant: 0 });
    // The analyser only listens: it is not connected on to the speakers (no feedback howl).
    context.createMediaStreamSource(stream).connect(analyser);
    const frame = new Float32Array(FRAME_LENGTH);
    const detect = createPitchDetector(FRAME_LENGTH);
    const sampleRate = context.sampleRate;
    timer = setInterval(() => {
      analyser.getFloatTimeDomainData(frame);
      onFrame(detect(frame, sampleRate));
    }, READ_INTERVAL_MS);
  } catch (error) {
    close();
    throw error;
  }
  return { close };
}
