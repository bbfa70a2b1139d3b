import { DEFAULT_A4_HZ, DEFAULT_TUNING_ID, isValidA4, TUNINGS } from '@woodshed/shared';
import { useState } from 'react';

/** Where the tuner remembers its tuning and A4 in this browser. */
export const TUNER_SETTINGS_STORAGE_KEY = 'woodshed.tuner.settings';

export interface TunerSettings {
  tuningId: string;
  a4Hz: number;
}

const DEFAULTS: TunerSettings = { tuningId: DEFAULT_TUNING_ID, a4Hz: DEFAULT_A4_HZ };

/** What was stored, with anything unknown or out of range replaced by the default. */
export function parseTunerSettings(stored: string | null): TunerSettings {
  if (!stored) return DEFAULTS;
  try {
    const value = JSON.parse(stored) as Partial<Record<keyof TunerSettings, unknown>>;
    const tuningId =
      typeof value.tuningId === 'string' && TUNINGS.some((tuning) => tuning.id === value.tuningId)
        ? value.tuningId
        : DEFAULTS.tuningId;
    const a4Hz = typeof value.a4Hz === 'number' && isValidA4(value.a4Hz) ? value.a4Hz : DEFAULTS.a4Hz;
    return { tuningId, a4Hz };
  } catch {
    return DEFAULTS;
  }
}

function readSettings(): TunerSettings {
  try {
    return parseTunerSettings(window.localStorage.getItem(TUNER_SETTINGS_STORAGE_KEY));
  } catch {
    // Storage can be off (private modes, policies): the tuner then starts at standard tuning and 440 Hz.
    return DEFAULTS;
  }
}

function writeSettings(settings: TunerSettings): void {
  try {
    window.localStorage.setItem(TUNER_SETTINGS_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Not remembered then; the choice still holds for this visit.
  }
}

/** The tuning and A4 reference, remembered in this browser. */
export function useTunerSettings() {
  const [settings, setSettings] = useState(readSettings);
  const update = (patch: Partial<TunerSettings>) => {
    const next = { ...settings, ...patch };
    setSettings(next);
    writeSettings(next);
  };
  return { settings, update };
}
