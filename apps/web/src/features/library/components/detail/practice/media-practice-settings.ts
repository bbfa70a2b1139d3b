import { BPM_MAX, BPM_MIN } from '@woodshed/shared';

/** Slow-down and A–B loop of one media file, as the learner left them (kept per item in this browser). */
export interface MediaPracticeSettings {
  /** Playback speed in percent, 50–120, pitch kept. */
  speed: number;
  /** Loop start and end in seconds; a loop needs both, B after A. */
  loopA: number | null;
  loopB: number | null;
  /** Clicks before each repeat of the loop. */
  countIn: boolean;
  /** The count-in's tempo; null follows the item's tempo at the current speed (80 BPM when it has none). */
  countInBpm: number | null;
}

export const SPEED_MIN = 50;
export const SPEED_MAX = 120;
export const SPEED_STEP = 5;
/** Beats of the count-in: one bar of 4. */
export const COUNT_IN_BEATS = 4;
export const DEFAULT_COUNT_IN_BPM = 80;
/** The shortest loop: anything shorter would jump back before it is heard. */
export const MIN_LOOP_SECONDS = 0.25;

export const DEFAULT_SETTINGS: MediaPracticeSettings = {
  speed: 100,
  loopA: null,
  loopB: null,
  countIn: false,
  countInBpm: null,
};

const STORAGE_PREFIX = 'woodshed.mediaPractice.v1:';

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** Reads stored settings, repairing anything out of range or of the wrong type (a hand-edited store, an old version). */
export function parseSettings(raw: string | null): MediaPracticeSettings {
  if (!raw) return DEFAULT_SETTINGS;
  let data: Partial<Record<keyof MediaPracticeSettings, unknown>>;
  try {
    data = JSON.parse(raw) as typeof data;
  } catch {
    return DEFAULT_SETTINGS;
  }
  if (typeof data !== 'object' || data === null) return DEFAULT_SETTINGS;
  const speed =
    typeof data.speed === 'number' && Number.isFinite(data.speed)
      ? clamp(Math.round(data.speed / SPEED_STEP) * SPEED_STEP, SPEED_MIN, SPEED_MAX)
      : DEFAULT_SETTINGS.speed;
  const loopA = isTime(data.loopA) ? data.loopA : null;
  const loopB = isTime(data.loopB) && (loopA === null || data.loopB >= loopA + MIN_LOOP_SECONDS) ? data.loopB : null;
  const countInBpm =
    typeof data.countInBpm === 'number' && Number.isInteger(data.countInBpm)
      ? clamp(data.countInBpm, BPM_MIN, BPM_MAX)
      : null;
  return { speed, loopA, loopB, countIn: data.countIn === true, countInBpm };
}

export function loadSettings(key: string): MediaPracticeSettings {
  try {
    return parseSettings(window.localStorage.getItem(STORAGE_PREFIX + key));
  } catch {
    // Storage blocked (private mode, a policy): the controls still work for this visit.
    return DEFAULT_SETTINGS;
  }
}

export function saveSettings(key: string, settings: MediaPracticeSettings): void {
  try {
    const isDefault = (Object.keys(DEFAULT_SETTINGS) as Array<keyof MediaPracticeSettings>).every(
      (name) => settings[name] === DEFAULT_SETTINGS[name],
    );
    if (isDefault) window.localStorage.removeItem(STORAGE_PREFIX + key);
    else window.localStorage.setItem(STORAGE_PREFIX + key, JSON.stringify(settings));
  } catch {
    // Full or blocked storage: nothing to keep, nothing to report.
  }
}

/** The count-in's tempo: the chosen one, else the item's tempo at the current speed, else 80 BPM. */
export function countInTempo(settings: MediaPracticeSettings, itemBpm: number | null): number {
  if (settings.countInBpm !== null) return settings.countInBpm;
  if (itemBpm === null) return DEFAULT_COUNT_IN_BPM;
  return clamp(Math.round((itemBpm * settings.speed) / 100), BPM_MIN, BPM_MAX);
}

/** 83.4 s → "1:23.4". */
export function formatLoopTime(seconds: number): string {
  const tenths = Math.round(seconds * 10);
  const minutes = Math.floor(tenths / 600);
  const rest = (tenths % 600) / 10;
  return `${minutes}:${rest.toFixed(1).padStart(4, '0')}`;
}
