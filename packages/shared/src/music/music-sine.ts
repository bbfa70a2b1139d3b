import { Range } from 'tonal';
import { noteFrequency } from './music-notes.ts';

/** The sine wave playground. */

// ── Sine wave playground ───────────────────────────────────────────────────────────────────────────────

export interface SliderRange {
  min: number;
  max: number;
  step: number;
}

/** Slider ranges of the sine playground (phases in radians). */
export const SINE_RANGES = {
  amplitude: { min: 0, max: 200, step: 1 },
  frequency: { min: 0, max: 2000, step: 1 },
  phase: { min: 0, max: 10, step: 0.05 },
  lineWidth: { min: 1, max: 50, step: 1 },
  zoom: { min: 1, max: 200, step: 1 },
  globalPhase: { min: 0, max: 8 * Math.PI, step: Math.PI / 100 },
  harmonics: { min: 2, max: 16, step: 1 },
} as const satisfies Record<string, SliderRange>;

export const SINE_DEFAULTS = {
  amplitude: 100,
  frequency: 440,
  phase: 0,
  lineWidth: 3,
  zoom: 50,
  globalPhase: 0,
  harmonics: 9,
} as const;
/** With the default 9 harmonics the series adds 8 waves above the fundamental. */
export const HARMONIC_SERIES_DEFAULT_WAVES = SINE_DEFAULTS.harmonics - 1;
/** The seconds shown across the canvas at zoom 1; zoom z shows 1/z of it (zoom 50 ≈ 4 cycles of 440 Hz). */
export const SINE_WINDOW_SECONDS_AT_ZOOM_1 = 0.5;

export interface SineWave {
  amplitude: number;
  frequency: number;
  phase: number;
}

export function clampToRange(value: number, range: SliderRange): number {
  if (!Number.isFinite(value)) return range.min;
  return Math.min(range.max, Math.max(range.min, value));
}

/** The height of the summed waves at time t (seconds). */
export function sineSum(waves: readonly SineWave[], seconds: number, globalPhase: number): number {
  let sum = 0;
  for (const wave of waves)
    sum += wave.amplitude * Math.sin(2 * Math.PI * wave.frequency * seconds + wave.phase + globalPhase);
  return sum;
}

/**
 * The harmonic series of a wave: the fundamental and overtones 2…harmonics at frequency n·f and amplitude
 * A/n (a sawtooth's spectrum). When n·f would pass 2000 Hz the fundamental moves down by octaves, keeping
 * its note name (440 Hz → 220 Hz for 9 harmonics), so every wave stays on its slider.
 */
export function harmonicSeries(fundamental: SineWave, harmonics: number = SINE_DEFAULTS.harmonics): SineWave[] {
  const count = Math.round(clampToRange(harmonics, SINE_RANGES.harmonics));
  let frequency = fundamental.frequency;
  while (frequency * count > SINE_RANGES.frequency.max) frequency /= 2;
  return Array.from({ length: count }, (_, index) => ({
    amplitude: Math.round((fundamental.amplitude / (index + 1)) * 100) / 100,
    frequency: Math.round(frequency * (index + 1) * 100) / 100,
    phase: fundamental.phase,
  }));
}

/** Guitar notes E2–E6 with their frequencies, to tune a wave to. */
export const GUITAR_NOTE_CHOICES: readonly { note: string; frequency: number }[] = Range.chromatic(['E2', 'E6'], {
  sharps: true,
}).map((note) => ({ note, frequency: Math.round(noteFrequency(note) * 100) / 100 }));

const formatHz = (frequency: number) => `${Number(frequency.toFixed(2))} Hz`;

/** A text alternative for the drawing: what is drawn, wave by wave. */
export function describeSineWaves(waves: readonly SineWave[], globalPhase: number): string {
  const parts = waves.map(
    (wave) => `${formatHz(wave.frequency)} at amplitude ${Math.round(wave.amplitude)}, phase ${wave.phase.toFixed(2)}`,
  );
  const phase = `global phase ${(globalPhase / Math.PI).toFixed(2)}π`;
  if (waves.length === 0) return 'No waves: a flat line.';
  if (waves.length === 1) return `One sine wave: ${parts[0]}; ${phase}.`;
  return `Sum of ${waves.length} sine waves: ${parts.join('; ')}; ${phase}.`;
}
