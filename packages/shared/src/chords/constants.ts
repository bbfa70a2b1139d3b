export const TRIAD_TYPES = ['Major', 'Minor', 'Diminished', 'Augmented', 'Other'] as const;
export type TriadType = (typeof TRIAD_TYPES)[number];
export const MASTERY_MIN = 0;
export const MASTERY_MAX = 5;
/** The name of each rating, 0 to 5. */
export const MASTERY_LEVEL_NAMES = [
  'Not Started',
  'Beginner',
  'Developing',
  'Intermediate',
  'Advanced',
  'Mastered',
] as const;
export type MasteryLevelName = (typeof MASTERY_LEVEL_NAMES)[number];
/** Strings of a guitar chord diagram, low E (6th) to high e (1st). */
export const GUITAR_STRING_COUNT = 6;
export const CHORD_MAX_FRET = 24;
/** Stored chord images live at /files/chord-images/{chordId}-{timestamp}.{ext}. */
export const CHORD_IMAGE_FOLDER = 'chord-images';
/** A chord counts as mastered at this rating. */
export const CHORD_MASTERED_RATING = 5;
