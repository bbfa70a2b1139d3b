import { seededRandom } from '@woodshed/shared';

/**
 * Guitar-like test tones for the detector's tests: a fundamental and decaying harmonics (a plucked string's
 * spectrum, the upper partials dying faster), a little noise from a seeded generator so runs repeat.
 */
export interface SynthOptions {
  frequency: number;
  sampleRate: number;
  length: number;
  /** Seconds since the pluck at the frame's first sample (later frames are quieter and duller). */
  startSeconds?: number;
  /** Peak amplitude of the fundamental. */
  amplitude?: number;
  /** Noise RMS relative to full scale. */
  noise?: number;
  seed?: number;
}

export function synthPluck({
  frequency,
  sampleRate,
  length,
  startSeconds = 0.3,
  amplitude = 0.3,
  noise = 0.003,
  seed = 1,
}: SynthOptions): Float32Array {
  const random = seededRandom(seed);
  const frame = new Float32Array(length);
  const pluckPosition = 0.2;
  const partials: Array<{ f: number; a: number; decay: number; phase: number }> = [];
  for (let n = 1; n * frequency < sampleRate / 2 && n <= 16; n++) {
    partials.push({
      f: n * frequency,
      a:
        (amplitude * Math.abs(Math.sin(n * Math.PI * pluckPosition))) /
        (n * Math.sqrt(n)) /
        Math.sin(Math.PI * pluckPosition),
      decay: 1.2 + 0.6 * n,
      phase: random() * 2 * Math.PI,
    });
  }
  for (let i = 0; i < length; i++) {
    const t = startSeconds + i / sampleRate;
    let sample = 0;
    for (const p of partials) sample += p.a * Math.exp(-p.decay * t) * Math.sin(2 * Math.PI * p.f * t + p.phase);
    // Uniform noise of the given RMS (uniform on ±a has RMS a/√3).
    sample += (random() * 2 - 1) * noise * Math.sqrt(3);
    frame[i] = sample;
  }
  return frame;
}
