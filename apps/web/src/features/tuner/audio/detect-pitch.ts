import { PitchDetector } from 'pitchy';

/**
 * Pitch detection for the tuner: the McLeod pitch method (pitchy) finds the period, then the period is measured again
 * at a multiple of itself, where the same interpolation error weighs n times less (pitchy's parabola through three
 * lags of a 36-sample period, E6 at 48 kHz, can be off by several cents; at the 20th period it is off by a tenth).
 */

/** Below this clarity (0–1, how periodic the frame is) the tuner shows "No clear note". */
export const CLARITY_THRESHOLD = 0.9;
/** Quieter frames are not read at all (RMS in dB below full scale; a plucked string near a laptop is ~−40 dB). */
export const MIN_VOLUME_DECIBELS = -55;
/** The range a guitar tuner reads: below F#1 (46 Hz, the 8-string's lowest) and a little above E6. */
export const MIN_FREQUENCY_HZ = 40;
export const MAX_FREQUENCY_HZ = 1600;

export interface PitchEstimate {
  frequency: number;
  /** 0–1: how clearly periodic the frame was. */
  clarity: number;
}

/** The normalised square difference function (MPM's NSDF) of one lag: 1 = the frame repeats exactly after `lag`. */
function nsdfAt(frame: ArrayLike<number>, lag: number): number {
  let correlation = 0;
  let energy = 0;
  for (let i = 0; i + lag < frame.length; i++) {
    const a = frame[i]!;
    const b = frame[i + lag]!;
    correlation += a * b;
    energy += a * a + b * b;
  }
  return energy === 0 ? 0 : (2 * correlation) / energy;
}

/**
 * A moving average over a quarter of the period, into `into` (returns the filled part). A filter that does not change
 * with time keeps the period exactly; this one keeps the fundamental and the lowest harmonics and averages away most
 * of the broadband noise (a microphone's hiss, the string's scrape), which otherwise shifts the peak by cents.
 */
function smoothForPeriod(frame: ArrayLike<number>, period: number, into: Float32Array): Float32Array {
  const width = Math.max(1, Math.floor(period / 4));
  const length = frame.length - width + 1;
  let sum = 0;
  for (let i = 0; i < width; i++) sum += frame[i]!;
  into[0] = sum / width;
  for (let i = 1; i < length; i++) {
    sum += frame[i + width - 1]! - frame[i - 1]!;
    into[i] = sum / width;
  }
  return into.subarray(0, length);
}

/**
 * The period (in samples) measured at the n-th repetition: the NSDF peak nearest to n·period, found among integer
 * lags and refined by a parabola, divided by n. Uses repetitions up to half the frame, so at least half of it overlaps.
 */
export function refinePeriod(
  frame: ArrayLike<number>,
  period: number,
  scratch = new Float32Array(frame.length),
): number {
  const smooth = smoothForPeriod(frame, period, scratch);
  const repetitions = Math.floor(smooth.length / 2 / period);
  if (repetitions < 1) return period;
  let lag = Math.round(repetitions * period);
  // The rough period can be off by a few tenths of a percent, n times that here: walk uphill to the peak (it is the
  // only maximum within a quarter period, where the smoothed frame is close to its fundamental).
  let value = nsdfAt(smooth, lag);
  for (let step = 0; step < period / 4; step++) {
    const left = nsdfAt(smooth, lag - 1);
    const right = nsdfAt(smooth, lag + 1);
    if (left > value && left >= right) [lag, value] = [lag - 1, left];
    else if (right > value) [lag, value] = [lag + 1, right];
    else break;
  }
  const left = nsdfAt(smooth, lag - 1);
  const right = nsdfAt(smooth, lag + 1);
  const curvature = left - 2 * value + right;
  const offset = curvature < 0 ? (0.5 * (left - right)) / curvature : 0;
  const refined = (lag + Math.max(-0.5, Math.min(0.5, offset))) / repetitions;
  // A refinement that wandered to another peak (a much changed note within the frame) is not trusted.
  return Math.abs(refined - period) < period * 0.03 ? refined : period;
}

/** A detector for frames of one length (the AnalyserNode's fftSize). Null when the frame holds no clear note. */
export function createPitchDetector(
  frameLength: number,
): (frame: Float32Array, sampleRate: number) => PitchEstimate | null {
  const detector = PitchDetector.forFloat32Array(frameLength);
  detector.clarityThreshold = CLARITY_THRESHOLD;
  // Set as an amplitude: pitchy's own decibel setter takes power decibels (−55 there would be −110 dBFS RMS).
  detector.minVolumeAbsolute = 10 ** (MIN_VOLUME_DECIBELS / 20);
  const scratch = new Float32Array(frameLength);
  return (frame, sampleRate) => {
    const [rough, clarity] = detector.findPitch(frame, sampleRate);
    if (!(clarity >= CLARITY_THRESHOLD) || !(rough >= MIN_FREQUENCY_HZ && rough <= MAX_FREQUENCY_HZ)) return null;
    const frequency = sampleRate / refinePeriod(frame, sampleRate / rough, scratch);
    return { frequency, clarity };
  };
}
