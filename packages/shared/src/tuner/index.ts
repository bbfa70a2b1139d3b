export * from './messages.ts';
export * from './tuner.ts';
