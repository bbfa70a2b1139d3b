// The profile feature's public surface: the reminder e-mail's "turn off" page refreshes the cached profile by its key.
export { profileKeys } from './api/keys';
