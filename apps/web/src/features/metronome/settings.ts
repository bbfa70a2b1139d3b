import {
  BPM_MAX,
  BPM_MIN,
  DEFAULT_METRONOME_SETTINGS,
  GAP_BARS_MAX,
  metronomeSettingsProblem,
  SPEED_STEP_BPM_MIN,
  TRAINER_BARS_MAX,
  TRAINER_SECONDS_MAX,
  type ChangeUnit,
  type Click,
  type MetronomeSettings,
  type SubdivisionId,
  type TimeSignatureId,
} from '@woodshed/shared';
import { CLICK_SOUNDS, type ClickSoundId } from './audio/click-voices';
import { DEFAULT_VOLUMES, type ClickVolumes } from './audio/web-audio-player';

/** Everything the metronome page remembers in this browser; the trainers keep their fields while switched off. */
export interface MetronomePrefs {
  bpm: number;
  signatureId: TimeSignatureId;
  subdivision: SubdivisionId;
  accentBeatOne: boolean;
  sound: ClickSoundId;
  volumes: ClickVolumes;
  speed: {
    enabled: boolean;
    startBpm: number;
    targetBpm: number;
    stepBpm: number;
    unit: ChangeUnit;
    count: number;
    loopBack: boolean;
  };
  gap: { enabled: boolean; mode: 'pattern' | 'random'; barsOn: number; barsMuted: number; mutePercent: number };
}

export const DEFAULT_PREFS: MetronomePrefs = {
  bpm: DEFAULT_METRONOME_SETTINGS.bpm,
  signatureId: DEFAULT_METRONOME_SETTINGS.signatureId,
  subdivision: DEFAULT_METRONOME_SETTINGS.subdivision,
  accentBeatOne: DEFAULT_METRONOME_SETTINGS.accentBeatOne,
  sound: 'wood',
  volumes: DEFAULT_VOLUMES,
  speed: { enabled: false, startBpm: 60, targetBpm: 100, stepBpm: 5, unit: 'bars', count: 4, loopBack: false },
  gap: { enabled: false, mode: 'pattern', barsOn: 3, barsMuted: 1, mutePercent: 25 },
};

/** The ranges of the number fields (the shared scheduler's limits). */
export const LIMITS = {
  bpm: { min: BPM_MIN, max: BPM_MAX },
  step: { min: SPEED_STEP_BPM_MIN, max: BPM_MAX - BPM_MIN },
  bars: { min: 1, max: TRAINER_BARS_MAX },
  seconds: { min: 1, max: TRAINER_SECONDS_MAX },
  gapBars: { min: 1, max: GAP_BARS_MAX },
  percent: { min: 0, max: 100 },
} as const;

/**
 * The tempo the readout shows: while the speed trainer is on, the trainer's (the click heard now, or its start);
 * otherwise the tempo set, at once. A change reaches the sound at the next bar line, but the readout, the field and
 * the slider all show the tempo the user chose.
 */
export function shownBpm(prefs: MetronomePrefs, click: Click | null): number {
  if (!prefs.speed.enabled) return prefs.bpm;
  return click ? click.bpm : prefs.speed.startBpm;
}

/** The scheduler's settings from the page's; `seed` draws the random gaps of this run. */
export function toMetronomeSettings(prefs: MetronomePrefs, seed: number): MetronomeSettings {
  const { speed, gap } = prefs;
  return {
    bpm: prefs.bpm,
    signatureId: prefs.signatureId,
    subdivision: prefs.subdivision,
    accentBeatOne: prefs.accentBeatOne,
    speedTrainer: speed.enabled
      ? {
          startBpm: speed.startBpm,
          targetBpm: speed.targetBpm,
          stepBpm: speed.stepBpm,
          every: { unit: speed.unit, count: speed.count },
          loopBack: speed.loopBack,
        }
      : null,
    gapTrainer: !gap.enabled
      ? null
      : gap.mode === 'pattern'
        ? { mode: 'pattern', barsOn: gap.barsOn, barsMuted: gap.barsMuted }
        : { mode: 'random', mutePercent: gap.mutePercent, seed },
  };
}

/** Where the page keeps its settings. */
export const METRONOME_STORAGE_KEY = 'woodshed.metronome';

const isVolume = (value: unknown) => typeof value === 'number' && value >= 0 && value <= 1;

/** The stored settings when they are whole and playable; anything else gives the defaults (never a broken page). */
export function parsePrefs(text: string | null): MetronomePrefs {
  if (!text) return DEFAULT_PREFS;
  try {
    const stored = JSON.parse(text) as Partial<MetronomePrefs>;
    const prefs: MetronomePrefs = {
      ...DEFAULT_PREFS,
      ...stored,
      volumes: { ...DEFAULT_PREFS.volumes, ...stored.volumes },
      speed: { ...DEFAULT_PREFS.speed, ...stored.speed },
      gap: { ...DEFAULT_PREFS.gap, ...stored.gap },
    };
    const playable =
      metronomeSettingsProblem(toMetronomeSettings({ ...prefs, speed: { ...prefs.speed, enabled: true } }, 0)) ===
        null &&
      metronomeSettingsProblem(
        toMetronomeSettings({ ...prefs, gap: { ...prefs.gap, enabled: true, mode: 'pattern' } }, 0),
      ) === null &&
      prefs.gap.mutePercent >= 0 &&
      prefs.gap.mutePercent <= 100 &&
      CLICK_SOUNDS.some((sound) => sound.id === prefs.sound) &&
      Object.values(prefs.volumes).every(isVolume);
    return playable ? prefs : DEFAULT_PREFS;
  } catch {
    return DEFAULT_PREFS;
  }
}

export function readPrefs(): MetronomePrefs {
  try {
    return parsePrefs(window.localStorage.getItem(METRONOME_STORAGE_KEY));
  } catch {
    // Storage can be off (private modes, policies): the defaults then.
    return DEFAULT_PREFS;
  }
}

export function writePrefs(prefs: MetronomePrefs): void {
  try {
    window.localStorage.setItem(METRONOME_STORAGE_KEY, JSON.stringify(prefs));
  } catch {
    // Not remembered then; the metronome still works for this visit.
  }
}

/** A random uint32 for the random gap trainer's run. */
export function randomSeed(): number {
  return Math.floor(Math.random() * 0x1_0000_0000);
}
