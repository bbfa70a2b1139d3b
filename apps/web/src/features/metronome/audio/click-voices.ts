/** The metronome's click sounds, synthesised as short sample buffers (no audio files to load). */

export const CLICK_SOUNDS = [
  { id: 'wood', label: 'Wood' },
  { id: 'beep', label: 'Beep' },
  { id: 'click', label: 'Click' },
] as const;
export type ClickSoundId = (typeof CLICK_SOUNDS)[number]['id'];

/** Which voice a click plays: beat one (accented), another group start (e.g. beat 5 of 7/8), a beat, a subdivision. */
export type ClickVoice = 'accent' | 'group' | 'beat' | 'subdivision';

interface VoiceShape {
  /** Hz of the accent, group, beat and subdivision voices. */
  frequencies: Record<ClickVoice, number>;
  /** Seconds the sound takes to fall to 1/e (Infinity: a steady tone). */
  decay: number;
  seconds: number;
  /** A second partial (ratio to the fundamental and its level), for the woodblock's knock. */
  overtone?: { ratio: number; level: number };
}

const SHAPES: Record<ClickSoundId, VoiceShape> = {
  wood: {
    frequencies: { accent: 1600, group: 1300, beat: 1050, subdivision: 800 },
    decay: 0.012,
    seconds: 0.06,
    overtone: { ratio: 2.76, level: 0.35 },
  },
  beep: { frequencies: { accent: 1760, group: 1320, beat: 880, subdivision: 660 }, decay: Infinity, seconds: 0.05 },
  click: { frequencies: { accent: 3200, group: 2600, beat: 2100, subdivision: 1600 }, decay: 0.0025, seconds: 0.015 },
};

/** How loud each voice is before the user's volumes: the accent stands out, subdivisions sit back. */
const LEVELS: Record<ClickVoice, number> = { accent: 1, group: 0.85, beat: 0.75, subdivision: 0.5 };

/** The last few milliseconds fade linearly to exactly zero, so a click never ends in a pop. */
const FADE_SECONDS = 0.004;

/**
 * The samples of one click. It starts at its full level on its very first sample (a cosine), so its onset is
 * exactly where it was scheduled; tones above 0.45 × the sample rate are lowered to stay below Nyquist.
 */
export function clickSamples(sound: ClickSoundId, voice: ClickVoice, sampleRate: number): Float32Array<ArrayBuffer> {
  const shape = SHAPES[sound];
  const limit = 0.45 * sampleRate;
  const frequency = Math.min(shape.frequencies[voice], limit);
  const length = Math.max(1, Math.round(shape.seconds * sampleRate));
  const fadeLength = Math.max(1, Math.round(FADE_SECONDS * sampleRate));
  const samples = new Float32Array(length);
  const level = LEVELS[voice];
  for (let i = 0; i < length; i++) {
    const t = i / sampleRate;
    const envelope = Number.isFinite(shape.decay) ? Math.exp(-t / shape.decay) : 1;
    let value = Math.cos(2 * Math.PI * frequency * t);
    if (shape.overtone) {
      const overtone = Math.min(frequency * shape.overtone.ratio, limit);
      value = (value + shape.overtone.level * Math.cos(2 * Math.PI * overtone * t)) / (1 + shape.overtone.level);
    }
    const fade = Math.min(1, (length - 1 - i) / fadeLength);
    samples[i] = level * envelope * value * fade;
  }
  return samples;
}

/** The voice of a click: beat one gets the accent when it is on; other group starts a lighter one. */
export function clickVoice(click: {
  kind: 'accent' | 'beat' | 'subdivision';
  beat: number;
  groupStart: boolean;
}): ClickVoice {
  if (click.kind === 'accent') return 'accent';
  if (click.kind === 'subdivision') return 'subdivision';
  return click.groupStart && click.beat !== 1 ? 'group' : 'beat';
}
