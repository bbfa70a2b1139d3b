/**
 * The scenarios of `npm run test:ops` (ops/run.ts). Each returns its figures and the problems it found; an empty
 * list of problems is a pass.
 */
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@woodshed/shared';
import type { Query } from '../apps/server/src/backup/checksums.ts';
import { START_COMMANDS, demoSchoolEnv, signInDemoLearner, timedStart } from '../bench/restart.ts';
import { freePort } from '../scripts/local-machine.mjs';

/** Concurrent writers (each one request at a time). */
const WRITERS = 16;
/** How long the writers run before the process is killed or stopped. */
const LOAD_MS = 3_000;
/** The server's own bound on a graceful stop is 10 s (apps/server/src/server.ts); a little slack for the exit. */
const STOP_BOUND_MS = 12_000;
/** Sessions are backdated over these many days (from yesterday), far under each day's 24 h limit. */
const SPREAD_DAYS = 12;

export type Store = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; dataDir: string; databaseUrl: string };

export interface ScenarioResult {
  figures: Record<string, string | number>;
  problems: string[];
}

export interface Server {
  child: ChildProcess;
  base: string;
  readyMs: number;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output: () => string;
}

/**
 * The production bundle straight from node (no npm in between, so its exit code is the server's), demo school;
 * `env` adds to (or overrides) the environment.
 */
export async function startServer(store: Store, port: number, env: NodeJS.ProcessEnv = {}): Promise<Server> {
  const fullEnv = {
    ...demoSchoolEnv(store.dataDir, port),
    DATABASE_URL: store.kind === 'postgres' ? store.databaseUrl : '',
    LOG_LEVEL: 'warn',
    ...env,
  };
  const { ms, child, output } = await timedStart(fullEnv, port, START_COMMANDS[1]);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, base: `http://127.0.0.1:${port}`, readyMs: ms, exited, output };
}

export const signal = (server: Server, name: NodeJS.Signals) => process.kill(-server.child.pid!, name);

/** What happened to one write. */
export type Outcome =
  { kind: 'saved'; id: string } | { kind: 'refused'; status: number } | { kind: 'network'; code: string };

export interface LedgerEntry {
  seq: number;
  sentAt: number;
  /** performance.now() when the answer (or the network error) came. */
  answeredAt?: number;
  /** A refused write's error code (`unavailable` for a 503 in the envelope) and its Retry-After header. */
  refusal?: { code: string | undefined; retryAfter: string | null };
  outcome?: Outcome;
}

const networkCode = (error: unknown) => {
  const cause = (error as { cause?: { code?: string } }).cause;
  return cause?.code ?? (error instanceof Error ? error.name : 'unknown');
};

function isoDaysAgo(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/**
 * Writers logging one-minute practice sessions as the demo learner, each note naming the run and the write's
 * number, until `stop()`; every write's outcome goes in the ledger.
 */
export function startWriters(base: string, cookie: string, run: string, { stopOnNetworkError = true } = {}) {
  const ledger: LedgerEntry[] = [];
  let stopped = false;
  let seq = 0;
  const worker = async () => {
    while (!stopped) {
      const entry: LedgerEntry = { seq: seq++, sentAt: performance.now() };
      ledger.push(entry);
      try {
        const response = await fetch(`${base}/api/practice/sessions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie, [CSRF_HEADER]: CSRF_HEADER_VALUE },
          body: JSON.stringify({
            date: isoDaysAgo(1 + (entry.seq % SPREAD_DAYS)),
            duration: 1,
            notes: `ops ${run} ${entry.seq}`,
          }),
        });
        // A proxy's 502 page is not JSON: a refusal all the same, not a network error.
        const body = (await response.json().catch(() => ({}))) as {
          session?: { id: string };
          error?: { code: string };
        };
        entry.answeredAt = performance.now();
        if (response.status === 201 && body.session) {
          entry.outcome = { kind: 'saved', id: body.session.id };
        } else {
          entry.outcome = { kind: 'refused', status: response.status };
          entry.refusal = { code: body.error?.code, retryAfter: response.headers.get('retry-after') };
        }
      } catch (error) {
        entry.answeredAt = performance.now();
        entry.outcome = { kind: 'network', code: networkCode(error) };
        // The server is gone: stop this writer rather than spin on refused connections.
        if (stopOnNetworkError) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  };
  const workers = Array.from({ length: WRITERS }, worker);
  return {
    ledger,
    async stop() {
      stopped = true;
      await Promise.all(workers);
    },
    settled: () => Promise.all(workers),
  };
}

/**
 * Runs `use` with a query function on the store's database, over one connection (for PGlite: once the server has
 * stopped and let go of it).
 */
export async function withStore<T>(store: Store, use: (query: Query) => Promise<T>): Promise<T> {
  if (store.kind === 'postgres') {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: store.databaseUrl });
    await client.connect();
    try {
      return await use(async <Row>(sql: string) => (await client.query(sql)).rows as Row[]);
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(path.join(store.dataDir, 'db'));
  try {
    return await use(async <Row>(sql: string) => (await db.query<Row>(sql)).rows);
  } finally {
    await db.close();
  }
}

/** Rows of one query (withStore). */
export const queryStore = <Row>(store: Store, query: string): Promise<Row[]> =>
  withStore(store, (run) => run<Row>(query));

/** The notes of this run's sessions in the database. */
export async function storedNotes(store: Store, run: string): Promise<string[]> {
  const rows = await queryStore<{ notes: string }>(
    store,
    `select notes from practice_sessions where notes like 'ops ${run} %'`,
  );
  return rows.map((row) => row.notes);
}

/**
 * Days whose practice total disagrees with the sessions of that day: a write applied in part (the session
 * without its totals, or the reverse). Zero when every transaction was all or nothing.
 */
export async function halfWrittenDays(store: Store): Promise<number> {
  const [row] = await queryStore<{ days: number | string }>(
    store,
    `select count(*) as days from (
       select user_id, date, sum(duration) as minutes from practice_sessions where not scheduled_removal group by 1, 2
     ) s full join practice_day_totals t using (user_id, date)
     where coalesce(s.minutes, 0) <> coalesce(t.minutes, 0)`,
  );
  return Number(row?.days ?? 0);
}

/**
 * Compares the ledger with the database: every saved write is there exactly once; a write never answered may
 * or may not be (it was in flight); a refused or never-sent one is not.
 */
export function checkLedger(ledger: LedgerEntry[], notes: string[], run: string) {
  const problems: string[] = [];
  const found = new Map<number, number>();
  for (const note of notes) {
    const seq = Number(note.slice(`ops ${run} `.length));
    found.set(seq, (found.get(seq) ?? 0) + 1);
  }
  const saved = ledger.filter((entry) => entry.outcome?.kind === 'saved');
  const missing = saved.filter((entry) => !found.has(entry.seq));
  const doubled = [...found].filter(([, count]) => count > 1);
  // A 503 may come from a commit whose answer the database could not send: stored or not, never in part.
  const unexpected = ledger.filter(
    (entry) => found.has(entry.seq) && entry.outcome?.kind === 'refused' && entry.outcome.status !== 503,
  );
  const unanswered = ledger.filter((entry) => entry.outcome === undefined || entry.outcome.kind === 'network');
  // Numbers are given out in order from 0, so the ledger holds exactly 0 … length − 1.
  const unknownSeqs = [...found.keys()].filter((seq) => !Number.isInteger(seq) || seq < 0 || seq >= ledger.length);
  if (missing.length > 0) problems.push(`${missing.length} acknowledged writes are missing (e.g. #${missing[0]!.seq})`);
  if (doubled.length > 0) problems.push(`${doubled.length} writes are stored more than once`);
  if (unexpected.length > 0) problems.push(`${unexpected.length} refused writes were stored anyway`);
  if (unknownSeqs.length > 0) problems.push(`${unknownSeqs.length} rows match no write of the ledger`);
  const serverErrors = ledger.filter((entry) => entry.outcome?.kind === 'refused' && entry.outcome.status >= 500);
  return {
    problems,
    saved: saved.length,
    found: found.size,
    unanswered: unanswered.length,
    inFlightStored: unanswered.filter((entry) => found.has(entry.seq)).length,
    serverErrors,
  };
}

/** A server on the store with the writers running against it for LOAD_MS. */
async function serverUnderLoad(store: Store) {
  const port = await freePort();
  const run = Math.random().toString(36).slice(2, 10);
  const server = await startServer(store, port);
  const writers = startWriters(server.base, await signInDemoLearner(server.base), run);
  await new Promise((resolve) => setTimeout(resolve, LOAD_MS));
  return { port, run, server, writers };
}

/**
 * SIGKILL under write load, then a restart on the same data: every acknowledged write is there once, and the
 * restart needs no manual step (PGlite recovers its WAL; the embedded database's lock file names a dead process).
 */
export async function killUnderLoad(store: Store): Promise<ScenarioResult> {
  const { port, run, server: first, writers } = await serverUnderLoad(store);
  signal(first, 'SIGKILL');
  await first.exited;
  await writers.settled();

  const second = await startServer(store, port);
  const recoveryMs = second.readyMs;
  signal(second, 'SIGTERM');
  await second.exited;
  const check = checkLedger(writers.ledger, await storedNotes(store, run), run);
  const problems = [...check.problems];
  if (check.serverErrors.length > 0) problems.push(`${check.serverErrors.length} writes answered 5xx before the kill`);
  if (check.saved === 0) problems.push('no write was acknowledged before the kill: the load did not run');
  const halfWritten = await halfWrittenDays(store);
  if (halfWritten > 0) problems.push(`${halfWritten} days' totals disagree with their sessions`);
  return {
    figures: {
      requests: writers.ledger.length,
      acknowledged: check.saved,
      found: check.found,
      'in flight at the kill': check.unanswered,
      'of them stored': check.inFlightStored,
      '5xx': check.serverErrors.length,
      'restart s': (recoveryMs / 1000).toFixed(2),
      'half-written days': halfWritten,
    },
    problems,
  };
}

/**
 * SIGTERM under write load: the server stops accepting, answers every request it had (no reset connection for a
 * request sent before the signal), and exits 0 within its bound; what it acknowledged is stored.
 */
export async function gracefulStop(store: Store): Promise<ScenarioResult> {
  const { run, server, writers } = await serverUnderLoad(store);
  const signalledAt = performance.now();
  signal(server, 'SIGTERM');
  const { code, signal: exitSignal } = await server.exited;
  const stopMs = performance.now() - signalledAt;
  await writers.stop();

  const problems: string[] = [];
  // Sent before the signal and answered by a network error: a connection cut under a request.
  const cut = writers.ledger.filter(
    (entry) => entry.sentAt < signalledAt && (entry.outcome === undefined || entry.outcome.kind === 'network'),
  );
  if (cut.length > 0) {
    const codes = [...new Set(cut.map((entry) => (entry.outcome?.kind === 'network' ? entry.outcome.code : 'none')))];
    problems.push(`${cut.length} requests sent before SIGTERM got no answer (${codes.join(', ')})`);
  }
  if (code !== 0) problems.push(`the server exited with ${code ?? exitSignal}, not 0:\n${server.output()}`);
  if (stopMs > STOP_BOUND_MS) problems.push(`the stop took ${Math.round(stopMs)} ms, over ${STOP_BOUND_MS} ms`);
  const check = checkLedger(writers.ledger, await storedNotes(store, run), run);
  problems.push(...check.problems);
  // 503 is the answer to a request that arrives while the server closes; any other 5xx is a fault.
  const faults = check.serverErrors.filter(
    (entry) => entry.outcome?.kind === 'refused' && entry.outcome.status !== 503,
  );
  if (faults.length > 0) problems.push(`${faults.length} writes answered 5xx (not 503)`);
  const closing = writers.ledger.filter((entry) => entry.outcome?.kind === 'refused' && entry.outcome.status === 503);
  const bare = closing.filter((entry) => entry.refusal?.code !== 'unavailable' || !entry.refusal.retryAfter);
  if (bare.length > 0) problems.push(`${bare.length} answers while closing lacked the error envelope or Retry-After`);
  return {
    figures: {
      requests: writers.ledger.length,
      acknowledged: check.saved,
      found: check.found,
      'answered 503 while closing': closing.length,
      'cut connections': cut.length,
      '5xx other than 503': faults.length,
      'stop ms': Math.round(stopMs),
      exit: code ?? String(exitSignal),
    },
    problems,
  };
}
