// Practice room (issue 19): the tempo log and the chord-change trainer's history.

/** What a tempo can be logged on: library items played to a click, and chords (referenced like collection materials). */
export const TEMPO_ITEM_TYPES = ['exercise', 'repertoire', 'jam_track', 'chord'] as const;
export type TempoItemType = (typeof TEMPO_ITEM_TYPES)[number];
export const TEMPO_NOTE_MAX = 200;
/** An item's chart shows its latest entries, at most one a day: a year of them. */
export const TEMPO_HISTORY_MAX_ENTRIES = 365;
/** Changes counted in one try; 300 a minute is five a second, beyond any clean change. */
export const CHORD_CHANGES_MAX = 300;
export const CHORD_CHANGE_DEFAULT_SECONDS = 60;
export const CHORD_CHANGE_SECONDS_MIN = 10;
export const CHORD_CHANGE_SECONDS_MAX = 600;
/** Tries shown under each pair in the list; one pair's own history shows up to CHORD_CHANGE_HISTORY_MAX. */
export const CHORD_CHANGE_RECENT_TRIES = 10;
export const CHORD_CHANGE_HISTORY_MAX = 365;
/** The reference focus area of a chord-change minute logged as practice. */
export const CHORD_CHANGE_FOCUS_AREA = 'Chords';
