/**
 * The load generator of load.ts, in its own process so that its CPU is not the server's: autocannon keeping
 * `connections` keep-alive connections busy for `durationSeconds`, each request taking the next (path, cookie) of
 * `targets` in turn (many users, not one cached answer). Reads its job as JSON on stdin; prints one JSON line:
 * requests, errors, status counts and latency percentiles computed from every response time (autocannon's own
 * summary has no 95th percentile).
 */
import autocannon from 'autocannon';

export interface LoadJob {
  url: string;
  connections: number;
  durationSeconds: number;
  /** The session cookie header value of each target, null when signed out. */
  targets: { path: string; cookie: string | null }[];
}

export interface LoadReport {
  requests: number;
  durationSeconds: number;
  requestsPerSecond: number;
  errors: number;
  timeouts: number;
  /** Responses by status code. */
  statuses: Record<string, number>;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
}

const percentile = (sorted: Float64Array, p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const job = JSON.parse(Buffer.concat(chunks).toString('utf8')) as LoadJob;
  let next = 0;
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  // Without a callback autocannon answers its event emitter made thenable (lib/init.js); its types show one or the other.
  const instance = autocannon({
    url: job.url,
    connections: job.connections,
    duration: job.durationSeconds,
    timeout: 10,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const target = job.targets[next++ % job.targets.length]!;
          return {
            ...request,
            path: target.path,
            headers: { ...request.headers, ...(target.cookie ? { cookie: target.cookie } : {}) },
          };
        },
      },
    ],
  }) as unknown as autocannon.Instance & PromiseLike<autocannon.Result>;
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    times.push(responseTime);
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  });
  const result = await instance;
  const sorted = Float64Array.from(times).sort();
  const report: LoadReport = {
    requests: times.length,
    durationSeconds: result.duration,
    requestsPerSecond: times.length / result.duration,
    errors: result.errors,
    timeouts: result.timeouts,
    statuses,
    latencyMs: {
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? 0,
    },
  };
  process.stdout.write(`${JSON.stringify(report)}\n`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
