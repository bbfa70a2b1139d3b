import { timingSafeEqual } from 'node:crypto';
import { isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { mailOutbox } from '../db/schema/index.ts';
import type { DeliveryReport } from './mail-sender.ts';

/** A PostgreSQL pool's connections right now; the embedded database has none to report. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export type JobOutcome = 'ok' | 'skipped' | 'failed';

export interface AppMetrics {
  /** One run of a background job: done, skipped (another instance held its lock) or failed. */
  jobRun(job: string, outcome: JobOutcome, seconds: number): void;
  /** What one batch of the mail sender did, or that it failed. */
  mailBatch(report: DeliveryReport | 'failed'): void;
  /** Every metric now, in Prometheus's text format. */
  render(): Promise<{ contentType: string; body: string }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/** Request latency buckets, seconds: the budgets are 10 to 30 ms at the 95th percentile. */
const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.015, 0.02, 0.03, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
/** Headers a reverse proxy adds: a request that carries one did not come from this machine itself. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];
const LOOPBACK = /^(?:127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

function bearerMatches(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = Buffer.from(header.startsWith('Bearer ') ? header.slice(7) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Who may read /metrics: a request made on this machine straight to the app (the socket's peer is loopback and no
 * proxy header is there, so a local reverse proxy does not turn the world into "loopback"), or one with the
 * METRICS_TOKEN as a bearer token. Anyone else gets a 404, as for a path that does not exist.
 */
export function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  if (token && bearerMatches(request, token)) return true;
  const peer = request.raw.socket.remoteAddress ?? '';
  return LOOPBACK.test(peer) && FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}

/**
 * Prometheus metrics (prom-client) on GET /metrics: requests and their latency per route pattern (never the raw
 * URL: it would carry ids and tokens, and grow without bound), the database pool, background job runs, the mail
 * outbox's backlog and the process's own figures. Each app has its own registry, so several apps in one process
 * (the tests) do not mix their counts. Registered before the routes, so the request hook sees every one; the
 * route itself is the health module's.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, options: { poolStats?: () => PoolStats }) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'woodshed_' });

  const requests = new Counter({
    name: 'woodshed_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'woodshed_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern.',
    labelNames: ['method', 'route'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'woodshed_job_runs_total',
    help: 'Background job runs, by job and outcome (ok, skipped: another instance held the lock, failed).',
    labelNames: ['job', 'outcome'],
    registers: [registry],
  });
  const jobSeconds = new Histogram({
    name: 'woodshed_job_duration_seconds',
    help: 'Time a background job run took, by job.',
    labelNames: ['job'],
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 30, 120],
    registers: [registry],
  });
  const mailMessages = new Counter({
    name: 'woodshed_mail_messages_total',
    help: 'Messages the mail sender handled: sent, failed (to be retried), gave_up (failed for the last time).',
    labelNames: ['outcome'],
    registers: [registry],
  });
  if (options.poolStats) {
    const poolStats = options.poolStats;
    new Gauge({
      name: 'woodshed_db_pool_connections',
      help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one.',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const stats = poolStats();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }
  new Gauge({
    name: 'woodshed_mail_outbox_backlog',
    help: 'Messages in the mail outbox not sent yet.',
    registers: [registry],
    async collect() {
      const [row] = await app.db
        .select({ count: sql<number>`count(*)::int` })
        .from(mailOutbox)
        .where(isNull(mailOutbox.sentAt));
      this.set(row?.count ?? 0);
    },
  });

  app.decorate('metrics', {
    jobRun(job, outcome, seconds) {
      jobRuns.inc({ job, outcome });
      if (outcome !== 'skipped') jobSeconds.observe({ job }, seconds);
    },
    mailBatch(report) {
      if (report === 'failed') {
        jobRuns.inc({ job: 'mail-sender', outcome: 'failed' });
        return;
      }
      jobRuns.inc({ job: 'mail-sender', outcome: 'ok' });
      if (report.sent > 0) mailMessages.inc({ outcome: 'sent' }, report.sent);
      if (report.failed > 0) mailMessages.inc({ outcome: 'failed' }, report.failed);
      if (report.gaveUp > 0) mailMessages.inc({ outcome: 'gave_up' }, report.gaveUp);
    },
    async render() {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  } satisfies AppMetrics);

  app.addHook('onResponse', async (request, reply) => {
    // A path no route matched is one label, whatever was asked.
    const route = request.is404 ? 'unmatched' : (request.routeOptions.url ?? 'unmatched');
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });
});
