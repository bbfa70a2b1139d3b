export * from './messages.ts';
export * from './metronome-trainers.ts';
export * from './metronome.ts';
