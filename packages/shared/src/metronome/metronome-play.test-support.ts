import fc from 'fast-check';
import {
  DEFAULT_METRONOME_SETTINGS,
  scheduleClicks,
  startMetronome,
  SUBDIVISIONS,
  TIME_SIGNATURES,
  type Click,
  type MetronomeSettings,
} from './metronome.ts';

// What the metronome tests share: settings from the defaults, a run of the scheduler, the signature and subdivision ids.

export const settingsWith = (overrides: Partial<MetronomeSettings>): MetronomeSettings => ({
  ...DEFAULT_METRONOME_SETTINGS,
  ...overrides,
});

/** Every click from `start` for `seconds`, scheduled through windows ending at each cut (one window without cuts). */
export function play(
  settings: MetronomeSettings,
  start: number,
  seconds: number,
  cuts: readonly number[] = [],
): Click[] {
  let state = startMetronome(settings, start);
  const clicks: Click[] = [];
  let from = start;
  for (const to of [...cuts, start + seconds]) {
    const result = scheduleClicks(settings, state, from, to);
    clicks.push(...result.clicks);
    state = result.state;
    from = to;
  }
  return clicks;
}

export const signatureArb = fc.constantFrom(...TIME_SIGNATURES.map((signature) => signature.id));
export const subdivisionArb = fc.constantFrom(...SUBDIVISIONS.map((subdivision) => subdivision.id));
