/**
 * Several instances behind nginx (issue 29), for `npm run test:ops`: two servers on one PostgreSQL database and one
 * Redis, started at the same moment on an empty database, behind nginx run from the repository's own
 * ops/nginx/woodshed.conf. Checks that migrations and seeding happen once, that a session and the sign-in limits
 * are shared, that each queued e-mail is delivered once while both run the mail sender and the reminder job, that
 * killing one instance under write load through nginx loses no acknowledged write (and GETs keep working), that
 * the hourly jobs of two instances started together do their work without a failure, and that /metrics is not
 * reachable through the proxy.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CSRF_HEADER, CSRF_HEADER_VALUE, SESSION_COOKIE, messages } from '@woodshed/shared';
import { simpleParser } from 'mailparser';
import pg from 'pg';
import { Redis } from 'ioredis';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../scripts/local-machine.mjs';
import {
  checkLedger,
  signal,
  startServer,
  startWriters,
  storedNotes,
  type ScenarioResult,
  type Server,
  type Store,
} from './scenarios.ts';

const repo = path.resolve(import.meta.dirname, '..');
export const NGINX_TEMPLATE = path.join(repo, 'ops/nginx/woodshed.conf');
const NGINX = process.env.OPS_NGINX ?? '/usr/sbin/nginx';
/** A logical database of its own, flushed at the start: the API tests' keys stay out of the count. */
const REDIS_URL = process.env.OPS_REDIS_URL ?? 'redis://127.0.0.1:6379/7';
/** Failed sign-ins per (account, address) before a 429; below the CAPTCHA's 5, so the limit is what answers. */
const PAIR_LIMIT = 3;
/** Password-reset mails queued through nginx, one per account; under the 'reset' budget per address (30). */
const RESET_MAILS = 6;
/** Accounts made due a reminder now, while both instances run the reminder job every second. */
const REMINDERS = 20;
const KILL_AFTER_MS = 1_500;
const LOAD_AFTER_KILL_MS = 2_000;
const DEADLINE_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it returns a value (not undefined) or the deadline passes. */
async function waitFor<T>(what: string, check: () => Promise<T | undefined>): Promise<T> {
  const until = performance.now() + DEADLINE_MS;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (performance.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** An SMTP server in this process that keeps who got what. */
async function startMailSink() {
  const received: Array<{ to: string; subject: string }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          for (const to of session.envelope.rcptTo) {
            received.push({ to: to.address.toLowerCase(), subject: mail.subject ?? '' });
          }
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/**
 * nginx from the repository's file: its upstream and listen lines get this run's ports, inside a main file of the
 * run's own (prefix, logs and temporary files in `dir`). Started in the foreground as a child.
 */
async function startNginx(dir: string, listenPort: number, instancePorts: [number, number]) {
  let site = await readFile(NGINX_TEMPLATE, 'utf8');
  const replace = (from: string, to: string) => {
    if (!site.includes(from)) throw new Error(`${NGINX_TEMPLATE} no longer holds "${from}"`);
    site = site.replace(from, to);
  };
  replace('server 127.0.0.1:3001 ', `server 127.0.0.1:${instancePorts[0]} `);
  replace('server 127.0.0.1:3002 ', `server 127.0.0.1:${instancePorts[1]} `);
  replace('listen 80;', `listen 127.0.0.1:${listenPort};`);
  await mkdir(path.join(dir, 'logs'), { recursive: true });
  await writeFile(path.join(dir, 'woodshed.conf'), site);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
    (kind) => `  ${kind}_temp_path ${path.join(dir, `${kind}_temp`)};`,
  );
  await writeFile(
    path.join(dir, 'nginx.conf'),
    [
      // The master runs as whoever runs the tests; as root its workers would otherwise become nobody, who cannot
      // write the temporary directories made here.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      'worker_processes 1;',
      `error_log ${path.join(dir, 'logs/error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      `  access_log ${path.join(dir, 'logs/access.log')};`,
      ...temp,
      `  include ${path.join(dir, 'woodshed.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(
    NGINX,
    [
      '-p',
      dir,
      '-e',
      path.join(dir, 'logs/error.log'),
      '-c',
      path.join(dir, 'nginx.conf'),
      '-g',
      `daemon off; pid ${path.join(dir, 'nginx.pid')};`,
    ],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${listenPort}`;
  await waitFor('nginx', async () => {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    return fetch(`${base}/readyz`).then(
      (response) => (response.status === 200 ? true : undefined),
      () => undefined,
    );
  });
  return {
    base,
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
    },
    errors: async () =>
      (await readFile(path.join(dir, 'logs/error.log'), 'utf8'))
        .split('\n')
        .filter((line) => /\[(error|crit|alert|emerg)\]/.test(line)),
  };
}

const json = { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE };

async function signIn(base: string, email: string, password: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { ...json, ...headers },
    body: JSON.stringify({ email, password }),
  });
  await response.arrayBuffer();
  const cookie = response.headers
    .getSetCookie()
    .find((value) => value.startsWith(`${SESSION_COOKIE}=`))
    ?.split(';')[0];
  return { status: response.status, cookie };
}

const statusOf = async (url: string, init?: RequestInit) => {
  const response = await fetch(url, init);
  await response.arrayBuffer();
  return response.status;
};

/** Lines of the servers' logs at level error or fatal (pino's 50 and 60). */
const errorLines = (servers: Server[]) =>
  servers.flatMap((server) => server.output().split('\n')).filter((line) => /"level":(50|60)\b/.test(line));

/** woodshed_job_runs_total of one instance, as `job outcome` → count. */
async function jobRuns(server: Server): Promise<Map<string, number>> {
  const text = await (await fetch(`${server.base}/metrics`)).text();
  const runs = new Map<string, number>();
  for (const match of text.matchAll(/^woodshed_job_runs_total\{job="([^"]+)",outcome="([^"]+)"\} (\d+)/gm)) {
    runs.set(`${match[1]} ${match[2]}`, Number(match[3]));
  }
  return runs;
}

/** Two instances on one PostgreSQL database and one Redis, behind nginx. */
export async function twoInstances(store: Store): Promise<ScenarioResult> {
  if (store.kind !== 'postgres') throw new Error('two-instances needs PostgreSQL');
  const problems: string[] = [];
  const figures: Record<string, string | number> = {};
  const dir = await mkdtemp(path.join(tmpdir(), 'woodshed-ops-cluster-'));
  const db = new pg.Client({ connectionString: store.databaseUrl });
  await db.connect();
  const redis = new Redis(REDIS_URL);
  await redis.flushdb();
  const sink = await startMailSink();
  const servers: Server[] = [];
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  try {
    const ports: [number, number] = [await freePort(), await freePort()];
    const proxyPort = await freePort();
    const proxyOrigin = `http://127.0.0.1:${proxyPort}`;
    const env: NodeJS.ProcessEnv = {
      REDIS_URL,
      SESSION_SECRET: randomBytes(24).toString('hex'),
      SMTP_URL: sink.url,
      PUBLIC_URL: proxyOrigin,
      TRUST_PROXY: 'true',
      AUTH_RATE_LIMIT_PER_EMAIL: String(PAIR_LIMIT),
      REMINDER_CHECK_SECONDS: '1',
    };
    const instance = (index: number) => ({ ...store, dataDir: path.join(dir, `instance-${index}`) });
    /** Starts both at once; each that started is in `servers` (stopped at the end) even when the other failed. */
    const startBoth = async (): Promise<[Server, Server]> => {
      const started = await Promise.allSettled(ports.map((port, index) => startServer(instance(index), port, env)));
      for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
      const failed = started.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
      return started.map((result) => (result as PromiseFulfilledResult<Server>).value) as [Server, Server];
    };

    // 1. Both at the same moment on an empty database: migrations (and the demo seeding) once.
    let [a, b] = await startBoth();
    figures['joint start s'] = `${(a.readyMs / 1000).toFixed(1)}/${(b.readyMs / 1000).toFixed(1)}`;
    const migrationFiles = (await readdir(path.join(repo, 'apps/server/drizzle'))).filter((f) => f.endsWith('.sql'));
    const applied = await db.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations');
    figures.migrations = `${applied.rowCount}/${migrationFiles.length}`;
    if (
      applied.rowCount !== migrationFiles.length ||
      new Set(applied.rows.map((r) => r.hash)).size !== applied.rowCount
    )
      problems.push(`${applied.rowCount} migration rows for ${migrationFiles.length} migrations`);
    const demo = await db.query<{ count: string }>(
      "select count(*) from users where email in ('learner@woodshed.local', 'teacher@woodshed.local')",
    );
    const libraryCopies = await db.query<{ copies: string }>(
      'select coalesce(max(n), 0) as copies from (select count(*) as n from library_content group by title) t',
    );
    if (Number(demo.rows[0]!.count) !== 2 || Number(libraryCopies.rows[0]!.copies) !== 1)
      problems.push(
        `seeded twice: ${demo.rows[0]!.count} demo accounts, library titles up to ${libraryCopies.rows[0]!.copies}×`,
      );

    nginx = await startNginx(dir, proxyPort, ports);
    const proxy = nginx.base;

    // 2. A session made through nginx works on each instance directly.
    const learner = await signIn(proxy, 'learner@woodshed.local', 'practice-every-day', { origin: proxyOrigin });
    if (learner.status !== 200 || !learner.cookie) throw new Error(`sign-in through nginx answered ${learner.status}`);
    const cookie = learner.cookie;
    const sessionStatuses = await Promise.all(
      [a, b].map((server) => statusOf(`${server.base}/api/practice/sessions`, { headers: { cookie } })),
    );
    figures['session on each instance'] = sessionStatuses.join('/');
    if (sessionStatuses.some((status) => status !== 200))
      problems.push(`the session signed in through nginx answered ${sessionStatuses.join(', ')} on the instances`);

    // 3. Failed sign-ins count in Redis: alternating instances, the limit is reached at the total.
    const run = randomBytes(4).toString('hex');
    const attempts = async (
      email: string,
      base: (i: number) => string,
      headers: (i: number) => Record<string, string>,
    ) => {
      const statuses: number[] = [];
      for (let i = 0; i <= PAIR_LIMIT; i++) {
        statuses.push((await signIn(base(i), email, 'wrong-password-1', headers(i))).status);
      }
      return statuses;
    };
    const expected = [...Array<number>(PAIR_LIMIT).fill(401), 429].join(',');
    const shared = await attempts(
      `nobody-${run}@example.org`,
      (i) => [a, b][i % 2]!.base,
      () => ({}),
    );
    figures['failed sign-ins across instances'] = shared.join(',');
    if (shared.join(',') !== expected)
      problems.push(`failed sign-ins across the instances: ${shared}, not ${expected}`);
    // Through nginx with a forged X-Forwarded-For each time: nginx replaces it, so the same address is counted.
    const forged = await attempts(
      `forger-${run}@example.org`,
      () => proxy,
      (i) => ({ 'x-forwarded-for': `203.0.113.${i + 1}` }),
    );
    figures['with forged X-Forwarded-For'] = forged.join(',');
    if (forged.join(',') !== expected)
      problems.push(`a forged X-Forwarded-For through nginx: ${forged}, not ${expected}`);
    const addresses = (await redis.keys('woodshed:login-fail-ip:*')).map((key) =>
      key.slice('woodshed:login-fail-ip:'.length),
    );
    if (addresses.join() !== '127.0.0.1') problems.push(`failed sign-ins were counted for ${addresses.join(', ')}`);

    // 4. Mail while both run the sender and the reminder job: reset requests through nginx, and reminders due now
    // for every account without practice today (noon in a zone where it is noon now).
    const accounts = await db.query<{ email: string }>('select email from users order by email limit $1', [
      RESET_MAILS,
    ]);
    for (const { email } of accounts.rows) {
      const status = await statusOf(`${proxy}/api/auth/reset`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email }),
      });
      if (status !== 200) problems.push(`a reset request through nginx answered ${status}`);
    }
    const utcHour = new Date().getUTCHours();
    const zone = `Etc/GMT${utcHour <= 12 ? '-' : '+'}${Math.abs(12 - utcHour)}`;
    const added = await db.query(
      `with added as (
         insert into users (email, password_hash)
         select format('reminded-%s-%s@example.org', i, $2::text), 'no sign-in' from generate_series(1, $3::int) i
         returning id)
       insert into profiles (id, daily_practice_reminder, practice_reminder_time, timezone)
       select id, true, '12:00', $1 from added
       on conflict (id) do update set daily_practice_reminder = true, practice_reminder_time = '12:00', timezone = $1`,
      [zone, run, REMINDERS],
    );
    if (added.rowCount !== REMINDERS) problems.push(`${added.rowCount} accounts made for reminders, not ${REMINDERS}`);
    const reminderSubject = messages.reminders.subject;
    const outbox = await waitFor('the mail to be sent', async () => {
      const rows = await db.query<{ to: string; subject: string; attempts: number; sent: boolean }>(
        'select "to", subject, attempts, sent_at is not null as sent from mail_outbox',
      );
      const ours = rows.rows.filter((row) => row.to.endsWith(`-${run}@example.org`)).length;
      return ours === REMINDERS && rows.rows.length >= REMINDERS + RESET_MAILS && rows.rows.every((row) => row.sent)
        ? rows.rows
        : undefined;
    });
    const deliveries = (to: string, subject: string) =>
      sink.received.filter((mail) => mail.to === to.toLowerCase() && mail.subject === subject).length;
    // Each row once; rows alike (same recipient and subject) as many times as there are such rows.
    const checkDeliveries = (when: string) => {
      const wrong = outbox.filter(
        (row) =>
          deliveries(row.to, row.subject) !==
          outbox.filter((other) => other.to === row.to && other.subject === row.subject).length,
      );
      if (wrong.length > 0 || sink.received.length !== outbox.length)
        problems.push(
          `${when}: ${sink.received.length} messages for ${outbox.length} outbox rows; ${wrong.length} not delivered once`,
        );
    };
    checkDeliveries('once the outbox was sent');
    const reclaimed = outbox.filter((row) => row.attempts !== 1).length;
    if (reclaimed > 0) problems.push(`${reclaimed} outbox rows were claimed more than once`);
    const reminderRows = await db.query<{ count: string }>('select count(*) from practice_reminders');
    const reminderMails = outbox.filter((row) => row.subject === reminderSubject).length;
    figures['mails (resets, reminders)'] = `${RESET_MAILS}, ${reminderMails}`;
    figures.delivered = sink.received.length;
    if (Number(reminderRows.rows[0]!.count) !== reminderMails)
      problems.push(`${reminderRows.rows[0]!.count} reminders recorded for ${reminderMails} reminder mails`);

    // 5. SIGKILL one instance while writers (through nginx) log practice and readers list it.
    const writers = startWriters(proxy, cookie, run);
    const reads: number[] = [];
    let reading = true;
    const readers = Array.from({ length: 2 }, async () => {
      while (reading)
        reads.push(await statusOf(`${proxy}/api/practice/sessions`, { headers: { cookie } }).catch(() => 0));
    });
    await sleep(KILL_AFTER_MS);
    const killedAt = writers.ledger.length;
    signal(b, 'SIGKILL');
    await b.exited;
    await sleep(LOAD_AFTER_KILL_MS);
    await writers.stop();
    reading = false;
    await Promise.all(readers);
    // A write in flight at the kill is answered 502 by nginx, which does not pass a POST on: its outcome is
    // unknown (the instance may have committed it), like a cut connection.
    const cut = writers.ledger.filter((entry) => entry.outcome?.kind === 'refused' && entry.outcome.status === 502);
    for (const entry of cut) entry.outcome = { kind: 'network', code: '502 from nginx' };
    const check = checkLedger(writers.ledger, await storedNotes(store, run), run);
    problems.push(...check.problems);
    const afterKill = writers.ledger.slice(killedAt).filter((entry) => entry.outcome?.kind === 'saved').length;
    const failedReads = reads.filter((status) => status !== 200).length;
    Object.assign(figures, {
      writes: writers.ledger.length,
      acknowledged: check.saved,
      found: check.found,
      'acknowledged after the kill': afterKill,
      'POST 502 at the kill': cut.length,
      'of them stored': check.inFlightStored,
      reads: reads.length,
      'failed reads': failedReads,
    });
    if (check.serverErrors.length > 0) problems.push(`${check.serverErrors.length} writes answered 5xx other than 502`);
    if (afterKill === 0)
      problems.push('no write was acknowledged after the kill: nginx did not move to the other instance');
    if (failedReads > 0) problems.push(`${failedReads} GETs through nginx failed around the kill`);

    // 6. Both stopped and started together again, with due purge work: every hourly job runs at the start of each.
    signal(a, 'SIGTERM');
    await a.exited;
    const purged = await db.query(
      `update practice_sessions set scheduled_removal = true, updated_at = now() - interval '15 days'
       where id in (select id from practice_sessions where notes like $1 limit 20)`,
      [`ops ${run} %`],
    );
    [a, b] = await startBoth();
    await waitFor('the purge', async () => {
      const left = await db.query<{ count: string }>('select count(*) from practice_sessions where scheduled_removal');
      return Number(left.rows[0]!.count) === 0 ? true : undefined;
    });
    const hourly = ['auth-housekeeping', 'practice-purge', 'pending-attachments', 'mail-housekeeping'];
    // Each instance runs every job once at its start: done, or skipped when the other held the job's lock.
    const runs = await waitFor('each instance to run its jobs', async () => {
      const both = [await jobRuns(a), await jobRuns(b)];
      const done = both.every((each) =>
        hourly.every((job) => ['ok', 'skipped', 'failed'].some((outcome) => each.has(`${job} ${outcome}`))),
      );
      return done ? both : undefined;
    });
    const total = (key: string) => runs.reduce((sum, each) => sum + (each.get(key) ?? 0), 0);
    const neverRan = hourly.filter((job) => total(`${job} ok`) === 0);
    const failedJobs = [...new Set(runs.flatMap((each) => [...each.keys()]))].filter((key) => key.endsWith(' failed'));
    if (neverRan.length > 0) problems.push(`jobs not run at the joint start: ${neverRan.join(', ')}`);
    if (failedJobs.length > 0) problems.push(`failed job runs: ${failedJobs.join(', ')}`);
    figures['purged'] = purged.rowCount ?? 0;
    figures['hourly jobs at the joint start (ok/skipped)'] = hourly
      .map((job) => `${total(`${job} ok`)}/${total(`${job} skipped`)}`)
      .join(' ');
    checkDeliveries('at the end');

    // 7. /metrics: not through nginx, not with a forwarding header; straight from this machine, yes.
    const metrics = [
      await statusOf(`${proxy}/metrics`),
      await statusOf(`${a.base}/metrics`, { headers: { 'x-forwarded-for': '198.51.100.7' } }),
      await statusOf(`${a.base}/metrics`),
    ];
    figures['/metrics nginx/forwarded/direct'] = metrics.join('/');
    if (metrics.join() !== '404,404,200') problems.push(`/metrics answered ${metrics.join(', ')}, not 404, 404, 200`);

    for (const server of [a, b]) {
      signal(server, 'SIGTERM');
      await server.exited;
    }
    const errors = errorLines(servers);
    if (errors.length > 0) problems.push(`errors in the servers' logs:\n${errors.slice(0, 5).join('\n')}`);
    // The killed instance's connections, cut or refused, are expected; anything else nginx logs is not.
    const killed = `upstream: "http://127.0.0.1:${ports[1]}/`;
    const proxyErrors = (await nginx.errors()).filter((line) => !line.includes(killed));
    if (proxyErrors.length > 0) problems.push(`nginx errors:\n${proxyErrors.slice(0, 5).join('\n')}`);
    return { figures, problems };
  } finally {
    for (const server of servers) {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        signal(server, 'SIGKILL');
        await server.exited;
      }
    }
    await nginx?.stop();
    await sink.close();
    await redis.flushdb();
    redis.disconnect();
    await db.end();
    await rm(dir, { recursive: true, force: true });
  }
}
