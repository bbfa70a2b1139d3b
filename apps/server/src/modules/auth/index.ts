/** The module's public surface: the app, other modules, seeding, scripts and tests import from here only. */
export { accessPlugin } from './access.ts';
export { clearSessionCookie } from './cookie.ts';
export { sessionHousekeeping } from './jobs.ts';
export { hashPassword, newPasswordProblem, verifyPassword } from './passwords.ts';
export { authRoutes } from './routes.ts';
export { requestPasswordReset } from './service.ts';
export { deleteUserSessions } from './sessions.ts';
export { findUserByEmail, insertUserWithProfile } from './users.ts';
