export * from './constants.ts';
export * from './messages.ts';
export * from './schemas.ts';
export * from './chord-search.ts';
export * from './chords.ts';
