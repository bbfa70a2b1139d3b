export * from './messages.ts';
export * from './constants.ts';
export * from './domain/levels.ts';
export * from './domain/password.ts';
export * from './schemas/common.ts';
export * from './schemas/auth.ts';
export * from './schemas/library.ts';
export * from './schemas/storage.ts';
