export * from './messages.ts';
export * from './schemas.ts';
export * from './stats.ts';
