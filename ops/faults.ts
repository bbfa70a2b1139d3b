/**
 * What the app does when what it depends on fails under load: PostgreSQL stopped for a while, Redis gone, the file
 * storage full or failing. Each scenario starts the real server on a service of its own (ops/private-services.ts),
 * breaks that service, and checks the answers users got meanwhile, the recovery, and the data afterwards.
 */
import { createServer } from 'node:http';
import { execFileSync } from 'node:child_process';
import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@woodshed/shared';
import { signInAs, signInDemoLearner } from '../bench/restart.ts';
import { freePort } from '../scripts/local-machine.mjs';
import { startPrivatePostgres, startPrivateRedis } from './private-services.ts';
import {
  checkLedger,
  halfWrittenDays,
  queryStore,
  signal,
  startServer,
  startWriters,
  storedNotes,
  type ScenarioResult,
  type Server,
  type Store,
} from './scenarios.ts';

/** How long PostgreSQL stays down (the 10 s). */
const OUTAGE_MS = 10_000;
/** The app must be ready again this soon after the database is back. */
const RECOVERY_BOUND_MS = 5_000;
/** No request may wait longer than this for its answer while the database is down (the pool's 5 s, and slack). */
const ANSWER_BOUND_MS = 6_500;
/** Load before and after the outage. */
const STEADY_MS = 3_000;
const READERS = 8;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  at: number;
  ms: number;
  status: number | 'network';
  code?: string;
  retryAfter?: string | null;
}

/** Readers of the dashboard until stopped; every answer with its time, status and envelope code. */
function startReaders(base: string, cookie: string) {
  const answers: Answer[] = [];
  let stopped = false;
  const reader = async () => {
    while (!stopped) {
      const sent = performance.now();
      try {
        const response = await fetch(`${base}/api/dashboard`, { headers: { cookie } });
        const body = (await response.json()) as { error?: { code: string } };
        answers.push({
          at: sent,
          ms: performance.now() - sent,
          status: response.status,
          code: body.error?.code,
          retryAfter: response.headers.get('retry-after'),
        });
      } catch {
        answers.push({ at: sent, ms: performance.now() - sent, status: 'network' });
        await sleep(100);
      }
    }
  };
  const readers = Array.from({ length: READERS }, reader);
  return {
    answers,
    async stop() {
      stopped = true;
      await Promise.all(readers);
    },
  };
}

/** Polls /readyz every 100 ms; the first time it answered `status` after `since`. */
async function readyzBecomes(base: string, status: number, since: number, boundMs: number): Promise<number | null> {
  while (performance.now() - since < boundMs) {
    try {
      const response = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(boundMs) });
      if (response.status === status) return performance.now();
    } catch {
      // not answering: keep polling until the bound
    }
    await sleep(100);
  }
  return null;
}

/** A 503 as the app sends it while something it needs is down: the error envelope and a Retry-After. */
const isProper503 = (status: number | 'network', code: string | undefined, retryAfter: string | null | undefined) =>
  status === 503 && code === 'unavailable' && !!retryAfter && Number(retryAfter) >= 1;

/**
 * PostgreSQL stopped for 10 s under load (writers logging practice, readers of the dashboard): meanwhile every
 * answer is a proper 503 within the bound, /readyz says not ready, the process stays up; within 5 s of the database
 * coming back /readyz is ready and writes succeed; every acknowledged write is stored once and no day's totals
 * disagree with its sessions.
 */
export async function postgresOutage({ dataDir }: Store): Promise<ScenarioResult> {
  const postgres = await startPrivatePostgres();
  const store: Store = { kind: 'postgres', dataDir, databaseUrl: postgres.url };
  let server: Server | undefined;
  try {
    const port = await freePort();
    server = await startServer(store, port);
    const cookie = await signInDemoLearner(server.base);
    const run = Math.random().toString(36).slice(2, 10);
    const writers = startWriters(server.base, cookie, run, { stopOnNetworkError: false });
    const readers = startReaders(server.base, cookie);
    await sleep(STEADY_MS);

    await postgres.stop();
    const downAt = performance.now();
    const notReadyAt = await readyzBecomes(server.base, 503, downAt, OUTAGE_MS);
    await sleep(Math.max(0, OUTAGE_MS - (performance.now() - downAt)));
    await postgres.start();
    const upAt = performance.now();
    const readyAt = await readyzBecomes(server.base, 200, upAt, 30_000);
    await sleep(STEADY_MS);
    await Promise.all([writers.stop(), readers.stop()]);
    const problems: string[] = [];
    if (server.child.exitCode === null && server.child.signalCode === null) {
      signal(server, 'SIGTERM');
      const { code } = await server.exited;
      if (code !== 0) problems.push(`the server's stop exited with ${code}`);
    } else {
      problems.push(`the server exited during the outage:\n${server.output()}`);
    }
    if (notReadyAt === null) problems.push('/readyz never said "not ready" while the database was down');
    const recoveryMs = readyAt === null ? null : readyAt - upAt;
    if (recoveryMs === null || recoveryMs > RECOVERY_BOUND_MS) {
      problems.push(`not ready within ${RECOVERY_BOUND_MS} ms of the database's return`);
    }
    const firstWriteAfter = writers.ledger
      .filter((entry) => entry.outcome?.kind === 'saved' && entry.sentAt >= upAt)
      .reduce((first, entry) => Math.min(first, entry.answeredAt ?? Infinity), Infinity);
    if (!Number.isFinite(firstWriteAfter)) problems.push('no write succeeded after the database came back');

    // Everything answered while the database was down (sent after the stop, answered before the start).
    const duringWrites = writers.ledger.filter((e) => e.sentAt > downAt && (e.answeredAt ?? Infinity) < upAt);
    const duringReads = readers.answers.filter((a) => a.at > downAt && a.at + a.ms < upAt);
    const improperWrites = duringWrites.filter(
      (e) => !(e.outcome?.kind === 'refused' && isProper503(e.outcome.status, e.refusal?.code, e.refusal?.retryAfter)),
    );
    const improperReads = duringReads.filter((a) => !isProper503(a.status, a.code, a.retryAfter));
    if (improperWrites.length + improperReads.length > 0) {
      const kinds = [
        ...new Set([...improperReads.map((a) => a.status), ...improperWrites.map((e) => e.outcome?.kind)]),
      ];
      problems.push(
        `${improperWrites.length + improperReads.length} answers during the outage were not a 503 with Retry-After (${kinds.join(', ')})`,
      );
    }
    const allMs = [
      ...writers.ledger.map((e) => (e.answeredAt ?? performance.now()) - e.sentAt),
      ...readers.answers.map((a) => a.ms),
    ];
    const slowest = Math.max(...allMs);
    if (slowest > ANSWER_BOUND_MS)
      problems.push(`an answer took ${Math.round(slowest)} ms, over ${ANSWER_BOUND_MS} ms`);
    const otherErrors = [
      ...writers.ledger.filter(
        (e) => e.outcome?.kind === 'refused' && e.outcome.status >= 500 && e.outcome.status !== 503,
      ),
      ...readers.answers.filter((a) => a.status === 'network' || (a.status >= 500 && a.status !== 503)),
    ];
    if (otherErrors.length > 0) problems.push(`${otherErrors.length} answers were another 5xx or a network error`);

    const check = checkLedger(writers.ledger, await storedNotes(store, run), run);
    problems.push(...check.problems);
    const halfWritten = await halfWrittenDays(store);
    if (halfWritten > 0) problems.push(`${halfWritten} days' totals disagree with their sessions`);
    return {
      figures: {
        requests: writers.ledger.length + readers.answers.length,
        acknowledged: check.saved,
        found: check.found,
        'answered 503 during the outage':
          duringWrites.length + duringReads.length - improperWrites.length - improperReads.length,
        'other 5xx': otherErrors.length,
        'slowest answer ms': Math.round(slowest),
        'not ready after s': notReadyAt === null ? 'never' : ((notReadyAt - downAt) / 1000).toFixed(2),
        'recovery s': recoveryMs === null ? 'never' : (recoveryMs / 1000).toFixed(2),
        'half-written days': halfWritten,
      },
      problems,
    };
  } finally {
    if (server && server.child.exitCode === null) signal(server, 'SIGKILL');
    await postgres.destroy();
  }
}

/** Failed sign-ins allowed per (account, address) in the Redis scenario before the 429. */
const SIGN_IN_FAILURES_ALLOWED = 4;

/** Wrong-password sign-ins for `email` until the first 429; how many were refused as wrong first, and any 5xx. */
async function failSignInsUntilLimited(base: string, email: string) {
  const statuses: number[] = [];
  for (let attempt = 0; attempt <= SIGN_IN_FAILURES_ALLOWED + 1; attempt++) {
    const response = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
      body: JSON.stringify({ email, password: 'not-the-password-at-all' }),
    });
    statuses.push(response.status);
    if (response.status === 429) break;
  }
  return {
    wrong: statuses.filter((status) => status === 401).length,
    limited: statuses.at(-1) === 429,
    serverErrors: statuses.filter((status) => status >= 500).length,
  };
}

/**
 * Redis (the rate limiter's shared store) killed and started again: sign-in keeps working, and the limits fall
 * back to this instance's memory (never off) while Redis is gone; once it is back they are counted there again.
 */
export async function redisOutage(store: Store): Promise<ScenarioResult> {
  const redis = await startPrivateRedis();
  let server: Server | undefined;
  const counters = () =>
    execFileSync('redis-cli', ['-u', redis.url, '--scan', '--pattern', 'woodshed:login-fail-pair:*'], {
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean).length;
  try {
    server = await startServer(store, await freePort(), {
      REDIS_URL: redis.url,
      AUTH_RATE_LIMIT_PER_EMAIL: String(SIGN_IN_FAILURES_ALLOWED),
    });
    const problems: string[] = [];
    const before = await failSignInsUntilLimited(server.base, 'ops-redis-up@example.org');
    if (!before.limited || before.wrong !== SIGN_IN_FAILURES_ALLOWED) problems.push('no limit while Redis was up');
    if (counters() === 0) problems.push('the failures were not counted in Redis');

    await redis.kill();
    const downAt = performance.now();
    let signInMs = 0;
    try {
      await signInDemoLearner(server.base);
      signInMs = performance.now() - downAt;
    } catch (error) {
      problems.push(`sign-in failed without Redis: ${(error as Error).message}`);
    }
    const during = await failSignInsUntilLimited(server.base, 'ops-redis-down@example.org');
    if (!during.limited || during.wrong !== SIGN_IN_FAILURES_ALLOWED) {
      problems.push(`without Redis the limit did not hold (${during.wrong} wrong passwords before a 429)`);
    }

    await redis.start();
    const upAt = performance.now();
    let recoveredAt: number | null = null;
    for (let round = 0; recoveredAt === null && performance.now() - upAt < 15_000; round++) {
      await failSignInsUntilLimited(server.base, `ops-redis-back-${round}@example.org`);
      if (counters() > 0) recoveredAt = performance.now();
      else await sleep(250);
    }
    if (recoveredAt === null) problems.push('the limits were not counted in Redis again within 15 s of its return');
    const serverErrors = before.serverErrors + during.serverErrors;
    if (serverErrors > 0) problems.push(`${serverErrors} sign-in attempts answered 5xx`);
    return {
      figures: {
        'limited with Redis': before.limited ? 'yes' : 'no',
        'limited without Redis (in memory)': during.limited ? 'yes' : 'no',
        'sign-in without Redis ms': Math.round(signInMs),
        'back in Redis after s': recoveredAt === null ? 'never' : ((recoveredAt - upAt) / 1000).toFixed(2),
        '5xx': serverErrors,
      },
      problems,
    };
  } finally {
    if (server && server.child.exitCode === null) signal(server, 'SIGKILL');
    await redis.destroy();
  }
}

/** A PNG of about `bytes` bytes: the signature, a header and one data chunk (its type is judged by content). */
function pngOfSize(bytes: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    return Buffer.concat([length, Buffer.from(type, 'ascii'), data, Buffer.alloc(4)]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.alloc(Math.max(0, bytes - 57), 0x78)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

interface UploadAnswer {
  status: number;
  ms: number;
  id?: string;
  path?: string;
  message?: string;
}

async function uploadImage(base: string, cookie: string, name: string, bytes: number): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('category', 'image');
  form.append('file', new Blob([new Uint8Array(pngOfSize(bytes))], { type: 'image/png' }), name);
  const sent = performance.now();
  const response = await fetch(`${base}/api/admin/uploads`, {
    method: 'POST',
    headers: { cookie, [CSRF_HEADER]: CSRF_HEADER_VALUE },
    body: form,
  });
  const body = (await response.json()) as { id?: string; url?: string; error?: { message: string } };
  return {
    status: response.status,
    ms: performance.now() - sent,
    ...(body.id ? { id: body.id } : {}),
    ...(body.url ? { path: new URL(body.url, base).pathname } : {}),
    ...(body.error ? { message: body.error.message } : {}),
  };
}

/** Every file under `dir` (relative paths), temporary ones included. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/** What a store's rows and a storage directory say after the fault: orphan rows, stray files, temporary files. */
async function storageAgreement(store: Store, storageRoot: string, bucket: string) {
  const rows = await queryStore<{ path: string }>(store, `select path from storage_objects where bucket = '${bucket}'`);
  const files = new Set(await filesUnder(path.join(storageRoot, bucket)));
  const paths = new Set(rows.map((row) => row.path));
  return {
    orphanRows: rows.filter((row) => !files.has(row.path)).length,
    temporaryFiles: [...files].filter((file) => file.endsWith('.tmp')).length,
    unrecordedFiles: [...files].filter((file) => !paths.has(file) && !file.endsWith('.tmp')).length,
  };
}

const STORAGE_UPLOAD_BYTES = 300_000;
/** Room left on the storage file system for the uploads: about three of them. */
const STORAGE_ROOM_BYTES = 1_000_000;

/**
 * DATA_DIR/storage on a small file system of its own (tmpfs) that fills up under uploads: the upload that does not
 * fit is refused in words ("storage is full"), leaves no partial or temporary file and no row; the app keeps serving
 * reads and files; after a deletion makes room, uploads work again.
 */
export async function storageFull(store: Store): Promise<ScenarioResult> {
  const storage = path.join(store.dataDir, 'storage');
  const saved = `${storage}.seeded`;
  const port = await freePort();
  // The first start seeds the demo school (its files go to storage); then storage moves onto the small disk.
  const seeding = await startServer(store, port);
  signal(seeding, 'SIGTERM');
  await seeding.exited;
  execFileSync('mv', [storage, saved]);
  await mkdir(storage);
  const seededBytes = Number(execFileSync('du', ['-sb', saved], { encoding: 'utf8' }).split('\t')[0]);
  // tmpfs counts whole pages per file, so the seeded files get a little room of their own besides the uploads'.
  const size = seededBytes + 4096 * 200 + STORAGE_ROOM_BYTES;
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'woodshed-ops-storage', storage]);
  let server: Server | undefined;
  try {
    execFileSync('cp', ['-a', `${saved}/.`, storage]);
    server = await startServer(store, port);
    const admin = await signInAs(server.base, 'admin@woodshed.local', 'run-the-school');
    const learner = await signInDemoLearner(server.base);
    const uploads: UploadAnswer[] = [];
    for (let i = 0; i < 12; i++) {
      const answer = await uploadImage(server.base, admin, `ops-full-${i}.png`, STORAGE_UPLOAD_BYTES);
      uploads.push(answer);
      if (answer.status !== 201) break;
    }
    const stored = uploads.filter((answer) => answer.status === 201);
    const refused = uploads.at(-1)!;
    const problems: string[] = [];
    if (refused.status !== 503 || !refused.message?.includes('storage is full')) {
      problems.push(`the upload that did not fit got ${refused.status} "${refused.message ?? ''}"`);
    }
    const dashboard = await fetch(`${server.base}/api/dashboard`, { headers: { cookie: learner } });
    if (dashboard.status !== 200) problems.push(`the dashboard answered ${dashboard.status} on a full disk`);
    const file = stored[0]?.path ? await fetch(`${server.base}${stored[0].path}`) : undefined;
    if (file?.status !== 200) problems.push(`a stored file answered ${file?.status ?? 'nothing'} on a full disk`);
    // Room again: delete one upload, then the same upload goes through.
    const deleted = await fetch(`${server.base}/api/admin/files/${stored[0]?.id}`, {
      method: 'DELETE',
      headers: { cookie: admin, [CSRF_HEADER]: CSRF_HEADER_VALUE },
    });
    const retried = await uploadImage(server.base, admin, 'ops-full-retried.png', STORAGE_UPLOAD_BYTES);
    if (deleted.status >= 300 || retried.status !== 201) {
      problems.push(`after a deletion (${deleted.status}) the upload answered ${retried.status}`);
    }
    signal(server, 'SIGTERM');
    await server.exited;
    const agreement = await storageAgreement(store, storage, 'library-assets');
    if (agreement.orphanRows > 0) problems.push(`${agreement.orphanRows} rows name a file that is not stored`);
    if (agreement.temporaryFiles > 0) problems.push(`${agreement.temporaryFiles} temporary files were left behind`);
    if (agreement.unrecordedFiles > 0) problems.push(`${agreement.unrecordedFiles} files have no row`);
    return {
      figures: {
        'uploads stored before full': stored.length,
        'refused upload': `${refused.status} in ${Math.round(refused.ms)} ms`,
        'orphan rows': agreement.orphanRows,
        'temporary files': agreement.temporaryFiles,
        'unrecorded files': agreement.unrecordedFiles,
        'dashboard while full': dashboard.status,
        'upload after room made': retried.status,
      },
      problems,
    };
  } finally {
    if (server && server.child.exitCode === null) signal(server, 'SIGKILL');
    await server?.exited;
    execFileSync('umount', [storage]);
  }
}

/**
 * The storage driver failing (an S3 endpoint that answers 500, then one that drops the connection): each upload is
 * refused in words within a bound, no row is written, and reads go on.
 */
export async function storageDriverFailure(store: Store): Promise<ScenarioResult> {
  let mode: 'error' | 'drop' = 'error';
  let requests = 0;
  const endpoint = createServer((request, response) => {
    requests += 1;
    request.resume();
    if (mode === 'drop') return request.socket.destroy();
    response.writeHead(500, { 'content-type': 'application/xml' });
    response.end('<?xml version="1.0"?><Error><Code>InternalError</Code><Message>We broke.</Message></Error>');
  });
  const s3Port = await freePort();
  await new Promise<void>((resolve) => endpoint.listen(s3Port, '127.0.0.1', resolve));
  let server: Server | undefined;
  try {
    server = await startServer(store, await freePort(), {
      // No demo school: its seeding would store files. A superadmin from the environment instead.
      SEED_DEMO: 'false',
      ADMIN_EMAIL: 'ops-admin@example.org',
      ADMIN_PASSWORD: 'a-long-ops-admin-password',
      S3_BUCKET: 'woodshed-ops',
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'ops',
      S3_SECRET_ACCESS_KEY: 'ops-secret',
    });
    const admin = await signInAs(server.base, 'ops-admin@example.org', 'a-long-ops-admin-password');
    const problems: string[] = [];
    const answers: Record<string, UploadAnswer> = {};
    for (const each of ['error', 'drop'] as const) {
      mode = each;
      const answer = await uploadImage(server.base, admin, `ops-s3-${each}.png`, 50_000);
      answers[each] = answer;
      if (answer.status !== 503 || !answer.message?.includes('cannot be reached')) {
        problems.push(`an upload to a failing S3 (${each}) got ${answer.status} "${answer.message ?? ''}"`);
      }
      if (answer.ms > ANSWER_BOUND_MS) problems.push(`the refusal (${each}) took ${Math.round(answer.ms)} ms`);
    }
    const library = await fetch(`${server.base}/api/library`, { headers: { cookie: admin } });
    if (library.status !== 200) problems.push(`the library answered ${library.status} while S3 failed`);
    signal(server, 'SIGTERM');
    await server.exited;
    const [rows] = await queryStore<{ count: number | string }>(store, `select count(*) from storage_objects`);
    const rowCount = Number(rows?.count ?? 0);
    if (rowCount > 0) problems.push(`${rowCount} rows were written for uploads that failed`);
    return {
      figures: {
        'S3 requests': requests,
        'refused (500s)': `${answers.error?.status} in ${Math.round(answers.error?.ms ?? 0)} ms`,
        'refused (dropped)': `${answers.drop?.status} in ${Math.round(answers.drop?.ms ?? 0)} ms`,
        rows: rowCount,
        'library while failing': library.status,
      },
      problems,
    };
  } finally {
    if (server && server.child.exitCode === null) signal(server, 'SIGKILL');
    endpoint.close();
  }
}
