import { clampStartFret, DEFAULT_FRET_COUNT, DEFAULT_TUNING_ID, messages, type NoteSetKind } from '@woodshed/shared';
import { useState } from 'react';

export type DotLabels = 'names' | 'degrees';

export interface FretboardSettings {
  tuningId: string;
  fretCount: number;
  startFret: number;
  kind: NoteSetKind;
  /** 0 = C … 11 = B. */
  rootChroma: number;
  scaleId: string;
  chordId: string;
  labels: DotLabels;
  leftHanded: boolean;
}

/** A guitarist's first map of the neck: A minor pentatonic over the first 12 frets. */
const INITIAL: FretboardSettings = {
  tuningId: DEFAULT_TUNING_ID,
  fretCount: DEFAULT_FRET_COUNT,
  startFret: 0,
  kind: 'scale',
  rootChroma: 9,
  scaleId: 'minor-pentatonic',
  chordId: 'major',
  labels: 'names',
  leftHanded: false,
};

/** The fretboard's settings; changing the number of frets moves the starting fret down when it must. */
export function useFretboardSettings() {
  const [settings, setSettings] = useState(INITIAL);
  const [startFretNote, setStartFretNote] = useState<string | null>(null);

  function update(patch: Partial<FretboardSettings>) {
    setSettings((current) => ({ ...current, ...patch }));
    setStartFretNote(null);
  }

  function setFretCount(fretCount: number) {
    const startFret = clampStartFret(settings.startFret, fretCount);
    setSettings((current) => ({ ...current, fretCount, startFret }));
    setStartFretNote(startFret === settings.startFret ? null : messages.tools.startFretMoved(startFret));
  }

  return { settings, update, setFretCount, startFretNote };
}
