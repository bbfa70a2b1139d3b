export * from './constants.ts';
export * from './messages.ts';
export * from './schemas.ts';
export * from './interval-organizer.ts';
export * from './triad-finder.ts';
