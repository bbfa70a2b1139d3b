import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { logSafeError } from '../lib/log-safe-error.ts';
import { deleteExpiredSessions } from '../modules/auth/sessions.ts';
import { deleteStaleResetTokens } from '../modules/auth/service.ts';
import { deleteAbandonedGameRuns } from '../modules/games/service.ts';
import { purgeRemovedSessions } from '../modules/practice/service.ts';
import { createReminderJob } from '../modules/reminders/service.ts';
import { createPendingAttachmentsJob } from '../modules/summaries/attachments.ts';
import { deleteExpiredCaptchaUses } from './captcha.ts';
import { deleteOldMail } from './mail-sender.ts';

export interface Job {
  name: string;
  /** Arbitrary, unique per job: the Postgres advisory lock that keeps it to one instance at a time. */
  lockKey: number;
  /** How often it runs (after a run at start); hourly when unset. */
  everyMs?: number;
  run(tx: Tx): Promise<void>;
  /** Called after a run's transaction committed (e.g. to wake the mail sender for mail the run queued). */
  afterCommit?(): void;
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
    await deleteAbandonedGameRuns(tx);
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
  const ran = await db.transaction(async (tx) => {
    const result = (await tx.execute(sql`select pg_try_advisory_xact_lock(${job.lockKey}) as locked`)) as {
      rows: Array<{ locked: boolean }>;
    };
    const [lock] = result.rows;
    if (!lock?.locked) return false;
    await job.run(tx);
    return true;
  });
  if (ran) job.afterCommit?.();
  return ran;
}

/**
 * Runs every job at start and then on its own interval: hourly by default (DESIGN §5.6), the practice reminders
 * every REMINDER_CHECK_SECONDS. A run still going when the next is due is not doubled. Disabled in tests, which
 * call runJob directly.
 */
export const jobsPlugin = fp(async (app: FastifyInstance, options: { enabled: boolean }) => {
  if (!options.enabled) return;
  const jobs: Job[] = [
    ...JOBS,
    createReminderJob({
      mailer: app.mailer,
      clock: app.clock,
      config: app.config,
      log: app.log.child({ job: 'practice-reminders' }),
    }),
    createPendingAttachmentsJob({ files: app.files, clock: app.clock }),
  ];
  const running = new Map<Job, Promise<void>>();
  let closing = false;
  const runOne = async (job: Job) => {
    if (closing || running.has(job)) return;
    const run = runJob(app.db, job)
      .then(() => undefined)
      .catch((err: unknown) => {
        app.log.error({ err: logSafeError(err, { production: app.config.isProduction }), job: job.name }, 'job failed');
      })
      .finally(() => running.delete(job));
    running.set(job, run);
    await run;
  };
  const timers: NodeJS.Timeout[] = [];
  app.addHook('onReady', async () => {
    void (async () => {
      for (const job of jobs) await runOne(job);
    })();
    for (const job of jobs) {
      const timer = setInterval(() => void runOne(job), job.everyMs ?? HOUR_MS);
      timer.unref();
      timers.push(timer);
    }
  });
  // Before onClose, where the database closes: no new run starts and the ones under way finish.
  app.addHook('preClose', async () => {
    closing = true;
    for (const timer of timers) clearInterval(timer);
    await Promise.all(running.values());
  });
});
