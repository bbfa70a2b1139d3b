import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { logSafeError } from '../lib/log-safe-error.ts';
import { deleteExpiredSessions } from '../modules/auth/sessions.ts';
import { deleteStaleResetTokens } from '../modules/auth/service.ts';
import { purgeRemovedSessions } from '../modules/practice/service.ts';
import { deleteExpiredCaptchaUses } from './captcha.ts';
import { deleteOldMail } from './mail-sender.ts';

export interface Job {
  name: string;
  /** Arbitrary, unique per job: the Postgres advisory lock that keeps it to one instance at a time. */
  lockKey: number;
  run(tx: Tx): Promise<void>;
}

const HOUR_MS = 60 * 60 * 1000;

const housekeeping: Job = {
  name: 'auth-housekeeping',
  lockKey: 7_357_100,
  async run(tx) {
    await deleteExpiredSessions(tx);
    await deleteStaleResetTokens(tx);
    await deleteExpiredCaptchaUses(tx);
    await deleteOldMail(tx);
  },
};

/** Sessions pending deletion for more than 14 days go for good (DESIGN §5.6, spec part 1 §4.2). */
export const practicePurge: Job = {
  name: 'practice-purge',
  lockKey: 7_357_101,
  async run(tx) {
    await purgeRemovedSessions(tx);
  },
};

export const JOBS: Job[] = [housekeeping, practicePurge];

/** Runs the job unless another instance holds its lock; the transaction-scoped lock ends with it. */
export async function runJob(db: Db, job: Job): Promise<boolean> {
  return db.transaction(async (tx) => {
    const result = (await tx.execute(sql`select pg_try_advisory_xact_lock(${job.lockKey}) as locked`)) as {
      rows: Array<{ locked: boolean }>;
    };
    const [lock] = result.rows;
    if (!lock?.locked) return false;
    await job.run(tx);
    return true;
  });
}

/** Runs every job at start and hourly (DESIGN §5.6). Disabled in tests, which call runJob directly. */
export const jobsPlugin = fp(async (app: FastifyInstance, options: { enabled: boolean }) => {
  if (!options.enabled) return;
  const runAll = async () => {
    for (const job of JOBS) {
      try {
        await runJob(app.db, job);
      } catch (err) {
        app.log.error({ err: logSafeError(err, { production: app.config.isProduction }), job: job.name }, 'job failed');
      }
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void runAll();
    timer = setInterval(() => void runAll(), HOUR_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
});
