/**
 * Music logic of the interactive tools: the chromatic circle, the fretboard and the
 * sine wave playground, one file per tool's concern. Theory comes from tonal.
 */
export * from './messages.ts';
export * from './music-notes.ts';
export * from './music-fretboard.ts';
export * from './music-sine.ts';
