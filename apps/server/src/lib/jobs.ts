import type { Tx } from '../db/client.ts';

/**
 * A background job. The module (or plugin) that owns the work registers it with `app.jobs.add(job)` from its
 * routes plugin; plugins/jobs.ts runs every registered job at start and then on its interval.
 */
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
