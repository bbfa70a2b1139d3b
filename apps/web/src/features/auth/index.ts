// The auth feature's public surface (the app shell and guards import from here only).
export { useAuth, type AuthState } from './use-auth';
export { useSignOut } from './api/logout';
export { sessionQueryKey, sessionQueryOptions, storeSignedOut, type SessionState } from './api/session';
export { readAuthLocationState, type AuthLocationState, type Notice } from './location-state';
