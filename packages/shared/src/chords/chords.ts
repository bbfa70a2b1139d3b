import {
  GUITAR_STRING_COUNT,
  CHORD_MAX_FRET,
  MASTERY_LEVEL_NAMES,
  MASTERY_MAX,
  MASTERY_MIN,
  type MasteryLevelName,
} from './constants.ts';

/**
 * Where the fingers go, string by string from the low E (6th) to the high e (1st).
 * `frets`: null = muted, 0 = open, n = fretted at absolute fret n. `fingers`: 1–4 or null.
 */
export interface ChordFingering {
  frets: (number | null)[];
  fingers: (number | null)[];
}

/** One finger pressing several strings at one fret; strings numbered 6 (low E) to 1 (high e). */
export interface ChordBarre {
  fret: number;
  fromString: number;
  toString: number;
  finger: number;
}

export const isMasteryRating = (value: number): boolean =>
  Number.isInteger(value) && value >= MASTERY_MIN && value <= MASTERY_MAX;

/** "Not Started" … "Mastered"; anything outside 0–5 counts as not started. */
export function masteryLevelName(rating: number): MasteryLevelName {
  return isMasteryRating(rating) ? MASTERY_LEVEL_NAMES[rating]! : MASTERY_LEVEL_NAMES[0];
}

/** A comma-separated entry as a list: each part trimmed, empty parts dropped (chord edit). */
export function splitCommaList(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

/** Tokens of a fret or finger line: "x 3 2 0 1 0", "x32010" (single digits only) or "x,3,2,0,1,0". */
function tokens(text: string): string[] {
  const trimmed = text.trim();
  if (/[\s,]/.test(trimmed)) return trimmed.split(/[\s,]+/).filter(Boolean);
  return [...trimmed];
}

/** Parses "x 3 2 0 1 0" into six frets (null = muted), or null when it is not six valid entries. */
export function parseFrets(text: string): (number | null)[] | null {
  const parts = tokens(text);
  if (parts.length !== GUITAR_STRING_COUNT) return null;
  const frets: (number | null)[] = [];
  for (const part of parts) {
    if (/^[xX]$/.test(part)) frets.push(null);
    else if (/^\d{1,2}$/.test(part) && Number(part) <= CHORD_MAX_FRET) frets.push(Number(part));
    else return null;
  }
  return frets;
}

/** Parses "- 3 2 - 1 -" into six fingers (null = none), or null when it is not six valid entries. */
export function parseFingers(text: string): (number | null)[] | null {
  if (text.trim() === '') return Array.from({ length: GUITAR_STRING_COUNT }, () => null);
  const parts = tokens(text);
  if (parts.length !== GUITAR_STRING_COUNT) return null;
  const fingers: (number | null)[] = [];
  for (const part of parts) {
    if (part === '-' || part === '0') fingers.push(null);
    else if (/^[1-4]$/.test(part)) fingers.push(Number(part));
    else return null;
  }
  return fingers;
}

export const formatFrets = (frets: readonly (number | null)[]): string =>
  frets.map((fret) => (fret === null ? 'x' : String(fret))).join(' ');
export const formatFingers = (fingers: readonly (number | null)[]): string =>
  fingers.map((finger) => (finger === null ? '-' : String(finger))).join(' ');

/** True when every finger sits on a fretted (not muted, not open) string. */
export function fingersMatchFrets(fingering: ChordFingering): boolean {
  return fingering.fingers.every(
    (finger, index) => finger === null || ((fingering.frets[index] ?? null) !== null && fingering.frets[index] !== 0),
  );
}

/**
 * Barres: one finger on two or more strings at the same fret. The barre spans from its lowest to its highest
 * string; strings between them must not be fretted below it (else it is two separate notes, not a barre).
 */
export function deriveBarres(fingering: ChordFingering): ChordBarre[] {
  const groups = new Map<string, number[]>();
  fingering.fingers.forEach((finger, index) => {
    const fret = fingering.frets[index];
    if (finger === null || fret === null || fret === undefined || fret === 0) return;
    const key = `${finger}:${fret}`;
    groups.set(key, [...(groups.get(key) ?? []), index]);
  });
  const barres: ChordBarre[] = [];
  for (const [key, indexes] of groups) {
    if (indexes.length < 2) continue;
    const [finger, fret] = key.split(':').map(Number) as [number, number];
    const first = Math.min(...indexes);
    const last = Math.max(...indexes);
    // A muted or open string, or one fretted lower, inside the span means separate notes rather than a barre.
    const blocked = fingering.frets.slice(first, last + 1).some((other) => other === null || other < fret);
    if (blocked) continue;
    barres.push({ fret, finger, fromString: GUITAR_STRING_COUNT - first, toString: GUITAR_STRING_COUNT - last });
  }
  return barres.sort((a, b) => a.fret - b.fret);
}

/** The lowest fretted position, or 1 when the chord sits at the nut (for the diagram's window of frets). */
export function lowestFret(fingering: ChordFingering): number {
  const fretted = fingering.frets.filter((fret): fret is number => fret !== null && fret > 0);
  return fretted.length === 0 ? 1 : Math.min(...fretted);
}
