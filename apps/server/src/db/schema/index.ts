export * from './auth.ts';
export * from './profiles.ts';
export * from './reference.ts';
export * from './mail.ts';
export * from './library.ts';
export * from './storage.ts';
