import type { Job } from '../../lib/jobs.ts';
import { deleteStaleResetTokens } from './service.ts';
import { deleteExpiredSessions } from './sessions.ts';

/** Hourly: expired sessions and stale password-reset tokens go. */
export const sessionHousekeeping: Job = {
  name: 'auth-housekeeping',
  lockKey: 7_357_100,
  async run(tx) {
    await deleteExpiredSessions(tx);
    await deleteStaleResetTokens(tx);
  },
};
