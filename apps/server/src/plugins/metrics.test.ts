import { randomUUID } from 'node:crypto';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema/index.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';

const TOKEN = 'metrics-token-for-the-tests-0123';
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ METRICS_TOKEN: TOKEN });
});
afterAll(() => ctx.close());

/** GET /metrics as a given peer, with given headers. */
const scrape = (remoteAddress: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });

async function families() {
  const response = await scrape('127.0.0.1');
  expect(response.statusCode).toBe(200);
  return parsePrometheusTextFormat(response.body);
}

const family = (all: Awaited<ReturnType<typeof families>>, name: string) => {
  const found = all.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no metric ${name}`);
  return found;
};

describe('GET /metrics', () => {
  it('counts requests per route pattern, never per raw URL, in the Prometheus text format', async () => {
    await ctx.request('GET', '/healthz');
    await ctx.request('GET', '/healthz');
    const goalId = randomUUID();
    const learner = await ctx.createUser();
    expect((await ctx.request('GET', `/api/goals/${goalId}`, { as: learner })).statusCode).toBe(404);
    expect((await ctx.request('GET', '/api/no-such-thing')).statusCode).toBe(404);

    const response = await scrape('127.0.0.1');
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).not.toContain(goalId);
    const all = parsePrometheusTextFormat(response.body);

    const requests = family(all, 'woodshed_http_requests_total');
    expect(requests.type).toBe('COUNTER');
    const count = (route: string, status: string) =>
      Number(
        requests.metrics.find(
          (m) => m.labels?.route === route && m.labels.status === status && m.labels.method === 'GET',
        )?.value ?? 0,
      );
    expect(count('/healthz', '200')).toBe(2);
    expect(count('/api/goals/:id', '404')).toBe(1);
    expect(count('unmatched', '404')).toBe(1);

    expect(family(all, 'woodshed_http_request_duration_seconds').type).toBe('HISTOGRAM');
    // The parser drops a labelled histogram's labels, count and sum: those samples are read from the text itself.
    const sample = (line: string) =>
      Number(new RegExp(`^${line.replace(/[{}+]/g, '\\$&')} (\\S+)$`, 'm').exec(response.body)?.[1]);
    expect(sample('woodshed_http_request_duration_seconds_count{method="GET",route="/healthz"}')).toBe(2);
    expect(sample('woodshed_http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/healthz"}')).toBe(2);
    expect(sample('woodshed_http_request_duration_seconds_sum{method="GET",route="/healthz"}')).toBeGreaterThan(0);

    expect(Number(family(all, 'woodshed_process_resident_memory_bytes').metrics[0]?.value)).toBeGreaterThan(1e6);
  });

  it('reports the unsent mail and the background job runs', async () => {
    const before = Number(family(await families(), 'woodshed_mail_outbox_backlog').metrics[0]?.value);
    await ctx.app.db.insert(mailOutbox).values([
      { to: 'a@example.com', subject: 'One', text: 'One' },
      { to: 'b@example.com', subject: 'Two', text: 'Two', sentAt: new Date() },
    ]);
    ctx.app.metrics.jobRun('purge-sessions', 'ok', 0.02);
    ctx.app.metrics.jobRun('purge-sessions', 'skipped', 0);
    ctx.app.metrics.mailBatch({ claimed: 3, sent: 2, failed: 1, gaveUp: 0, released: 0 });
    ctx.app.metrics.mailBatch('failed');

    const all = await families();
    expect(Number(family(all, 'woodshed_mail_outbox_backlog').metrics[0]?.value)).toBe(before + 1);
    const runs = family(all, 'woodshed_job_runs_total').metrics;
    const runsOf = (job: string, outcome: string) =>
      Number(runs.find((m) => m.labels?.job === job && m.labels.outcome === outcome)?.value ?? 0);
    expect(runsOf('purge-sessions', 'ok')).toBe(1);
    expect(runsOf('purge-sessions', 'skipped')).toBe(1);
    expect(runsOf('mail-sender', 'ok')).toBe(1);
    expect(runsOf('mail-sender', 'failed')).toBe(1);
    const messages = family(all, 'woodshed_mail_messages_total').metrics;
    expect(messages.find((m) => m.labels?.outcome === 'sent')?.value).toBe('2');
    expect(messages.find((m) => m.labels?.outcome === 'failed')?.value).toBe('1');
    // The pool's figures exist only on PostgreSQL.
    const pool = all.find((candidate) => candidate.name === 'woodshed_db_pool_connections');
    if (process.env.DATABASE_URL)
      expect(Number(pool?.metrics.find((m) => m.labels?.state === 'total')?.value)).toBeGreaterThan(0);
    else expect(pool).toBeUndefined();
  });

  it('answers only this machine itself or the bearer of the token; anyone else gets a 404', async () => {
    for (const peer of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) expect((await scrape(peer)).statusCode).toBe(200);
    // Through a reverse proxy on this machine the peer is loopback, but the request is from elsewhere.
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const proxied = await scrape('127.0.0.1', { [header]: '203.0.113.5' });
      expect(proxied.statusCode).toBe(404);
      expect(proxied.json()).toMatchObject({ error: { code: 'not_found' } });
    }
    const remote = await scrape('203.0.113.5');
    expect(remote.statusCode).toBe(404);
    expect(remote.body).not.toContain('woodshed_');
    expect((await scrape('203.0.113.5', { authorization: `Bearer ${TOKEN}x` })).statusCode).toBe(404);
    expect((await scrape('203.0.113.5', { authorization: TOKEN })).statusCode).toBe(404);
    const withToken = await scrape('203.0.113.5', { authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': '1.2.3.4' });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.body).toContain('woodshed_http_requests_total');
  });

  it('refuses a token too short to be a secret', async () => {
    await expect(createTestContext({ METRICS_TOKEN: 'short' })).rejects.toThrow(/METRICS_TOKEN must be at least 16/);
  });
});
