import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { logSafeError } from '../lib/log-safe-error.ts';
import type { Job } from '../lib/jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background jobs: each owner adds its own from its plugin (`app.jobs.add(job)`). */
    jobs: JobRegistry;
  }
}

export interface JobRegistry {
  /** Registers a job; its lock key must be unique among the registered jobs. */
  add(job: Job): void;
  /** The registered jobs, in the order they were added. */
  list(): readonly Job[];
}

const HOUR_MS = 60 * 60 * 1000;

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
 * `app.jobs`: modules and plugins add their jobs, which run at start and then on their own interval: hourly by
 * default, the practice reminders every REMINDER_CHECK_SECONDS. A run still going when the next is due
 * is not doubled. Registered first so that every later plugin can add jobs; when disabled (tests, which call runJob
 * directly) the jobs are recorded but never run.
 */
export const jobsPlugin = fp(async (app: FastifyInstance, options: { enabled: boolean }) => {
  const jobs: Job[] = [];
  app.decorate('jobs', {
    add(job: Job) {
      const clash = jobs.find((other) => other.lockKey === job.lockKey);
      if (clash) throw new Error(`Jobs ${clash.name} and ${job.name} share the lock key ${job.lockKey}`);
      jobs.push(job);
    },
    list: () => jobs,
  } satisfies JobRegistry);
  if (!options.enabled) return;
  const running = new Map<Job, Promise<void>>();
  let closing = false;
  const runOne = async (job: Job) => {
    if (closing || running.has(job)) return;
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    const run = runJob(app.db, job)
      .then((ran) => app.metrics.jobRun(job.name, ran ? 'ok' : 'skipped', seconds()))
      .catch((err: unknown) => {
        app.metrics.jobRun(job.name, 'failed', seconds());
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
