/**
 * Mixed load (issue 29): 64 connections for 60 s doing what a school does at once: signing in, logging practice,
 * setting goals, opening the dashboard, searching the library, uploading files, starting games and reading the
 * calendar, as the demo learner, teacher and superadmin. Zero 5xx; afterwards every acknowledged write is in the
 * database exactly once (the ledger: each write carries a unique name), and nothing is half-written (a goal without
 * its milestone, a file row without its file, a day's totals that disagree with its sessions).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@woodshed/shared';
import { signInAs } from '../bench/restart.ts';
import { freePort } from '../scripts/local-machine.mjs';
import { halfWrittenDays, queryStore, signal, startServer, type ScenarioResult, type Store } from './scenarios.ts';

const CONNECTIONS = 64;
const DURATION_MS = 60_000;
/** Practice sessions are backdated over the 14 days the log accepts, far under each day's 24 h. */
const PRACTICE_DAYS = 14;

const ACCOUNTS = [
  { email: 'learner@woodshed.local', password: 'practice-every-day' },
  { email: 'teacher@woodshed.local', password: 'teach-the-blues' },
  { email: 'admin@woodshed.local', password: 'run-the-school' },
] as const;

type Kind = 'signIn' | 'practice' | 'goal' | 'dashboard' | 'librarySearch' | 'upload' | 'gameRun' | 'calendar';

/** How often each kind is picked (out of the sum); writes carry a ledger key. */
const MIX: Array<[Kind, number]> = [
  ['dashboard', 20],
  ['practice', 20],
  ['librarySearch', 14],
  ['calendar', 12],
  ['goal', 10],
  ['gameRun', 10],
  ['upload', 4],
  ['signIn', 2],
];
const WRITES = new Set<Kind>(['practice', 'goal', 'upload', 'gameRun']);

interface Call {
  kind: Kind;
  /** The write's unique name (note, title, file name) or, for a game run, the id it was given. */
  key?: string;
  status: number | 'network';
}

/** A small PNG the upload check accepts by its content (signature and header), of about 20 KB. */
const UPLOAD_BYTES = (() => {
  const header = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108020000000000000000', 'hex');
  return new Uint8Array(Buffer.concat([header, Buffer.alloc(20_000, 0x78)]));
})();

const isoDay = (offsetDays: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + offsetDays);
  return date.toISOString().slice(0, 10);
};

/** A seeded generator per connection, so a run's mix can be replayed. */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

function pick(next: () => number): Kind {
  const total = MIX.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = next() * total;
  for (const [kind, weight] of MIX) {
    roll -= weight;
    if (roll < 0) return kind;
  }
  return 'dashboard';
}

interface Request {
  url: string;
  init?: RequestInit;
  key?: string;
}

function requestFor(kind: Kind, run: string, seq: number, account: number, next: () => number): Request {
  const write = (body: unknown): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
    body: JSON.stringify(body),
  });
  const key = `ops ${run} ${seq}`;
  switch (kind) {
    case 'practice':
      return {
        url: '/api/practice/sessions',
        init: write({ date: isoDay(-1 - (seq % PRACTICE_DAYS)), duration: 1, notes: key }),
        key,
      };
    case 'goal':
      return {
        url: '/api/goals',
        init: write({
          title: key,
          targetDate: isoDay(30),
          milestones: [{ description: `${key} milestone`, targetDate: isoDay(10) }],
        }),
        key,
      };
    case 'gameRun':
      return { url: '/api/games/runs', init: write({ game: next() < 0.5 ? 'intervalOrganizer' : 'triadFinder' }) };
    case 'upload': {
      const form = new FormData();
      form.append('category', 'image');
      form.append('file', new Blob([UPLOAD_BYTES], { type: 'image/png' }), `${key.replaceAll(' ', '-')}.png`);
      return {
        url: '/api/admin/uploads',
        init: { method: 'POST', headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE }, body: form },
        key: `${key.replaceAll(' ', '-')}.png`,
      };
    }
    case 'signIn':
      return { url: '/api/auth/login', init: write(ACCOUNTS[account]) };
    case 'librarySearch':
      return { url: `/api/library?q=${['blues', 'chord', 'scale', 'picking', 'rhythm'][seq % 5]}&page=1` };
    case 'calendar':
      return { url: `/api/calendar/occurrences?from=${isoDay(-14)}&to=${isoDay(28)}` };
    case 'dashboard':
      return { url: '/api/dashboard' };
  }
}

export async function mixedLoad(store: Store): Promise<ScenarioResult> {
  const port = await freePort();
  const server = await startServer(store, port);
  try {
    const cookies = await Promise.all(
      ACCOUNTS.map((account) => signInAs(server.base, account.email, account.password)),
    );
    const run = Math.random().toString(36).slice(2, 10);
    const calls: Call[] = [];
    let seq = 0;
    const until = performance.now() + DURATION_MS;
    const connection = async (index: number) => {
      const next = random(index + 1);
      while (performance.now() < until) {
        const kind = pick(next);
        // Uploads are the superadmin's; everything else as any of the three.
        const account = kind === 'upload' ? 2 : index % ACCOUNTS.length;
        const request = requestFor(kind, run, seq++, account, next);
        const headers = new Headers(request.init?.headers);
        if (kind !== 'signIn') headers.set('cookie', cookies[account]!);
        const call: Call = { kind, status: 'network', ...(request.key ? { key: request.key } : {}) };
        try {
          const response = await fetch(`${server.base}${request.url}`, { ...request.init, headers });
          call.status = response.status;
          const body = (await response.json().catch(() => ({}))) as { id?: string };
          if (kind === 'gameRun' && response.status === 201 && body.id) call.key = body.id;
        } catch {
          // counted as a network error
        }
        calls.push(call);
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: CONNECTIONS }, (_, index) => connection(index)));
    const seconds = (performance.now() - started) / 1000;
    signal(server, 'SIGTERM');
    await server.exited;

    const problems: string[] = [];
    const serverErrors = calls.filter((call) => call.status === 'network' || call.status >= 500);
    if (serverErrors.length > 0) {
      const byKind = [...new Set(serverErrors.map((call) => `${call.kind} ${call.status}`))].join(', ');
      problems.push(`${serverErrors.length} requests answered 5xx or failed (${byKind})`);
    }
    const acknowledged = calls.filter((call) => WRITES.has(call.kind) && call.status === 201);
    const refused = calls.filter((call) => WRITES.has(call.kind) && call.status !== 201);
    if (refused.length > 0) {
      const statuses = [...new Set(refused.map((call) => `${call.kind} ${call.status}`))].join(', ');
      problems.push(`${refused.length} writes were refused (${statuses}): the mix should only send valid ones`);
    }
    const keysOf = (kind: Kind) => acknowledged.filter((call) => call.kind === kind).map((call) => call.key!);
    const like = `'ops ${run} %'`;
    const stored = {
      practice: await queryStore<{ key: string }>(
        store,
        `select notes as key from practice_sessions where notes like ${like}`,
      ),
      goal: await queryStore<{ key: string; milestones: number | string }>(
        store,
        `select g.title as key, (select count(*) from milestones m where m.goal_id = g.id) as milestones
         from goals g where g.title like ${like}`,
      ),
      upload: await queryStore<{ key: string; path: string }>(
        store,
        `select name as key, path from storage_objects where name like 'ops-${run}-%'`,
      ),
      gameRun: await queryStore<{ key: string }>(
        store,
        `select id::text as key from game_runs where id::text = any(array[${keysOf('gameRun')
          .map((id) => `'${id}'`)
          .join(',')}]::text[])`,
      ),
    };
    let found = 0;
    for (const kind of ['practice', 'goal', 'upload', 'gameRun'] as const) {
      const counts = new Map<string, number>();
      for (const row of stored[kind]) counts.set(row.key, (counts.get(row.key) ?? 0) + 1);
      const expected = keysOf(kind);
      const missing = expected.filter((key) => !counts.has(key));
      const doubled = [...counts].filter(([, count]) => count > 1);
      const unacknowledged = [...counts.keys()].filter((key) => !expected.includes(key));
      if (missing.length > 0) problems.push(`${missing.length} acknowledged ${kind} writes are missing`);
      if (doubled.length > 0) problems.push(`${doubled.length} ${kind} writes are stored more than once`);
      if (unacknowledged.length > 0) problems.push(`${unacknowledged.length} ${kind} rows were never acknowledged`);
      found += counts.size;
    }
    const goalsWithoutMilestone = stored.goal.filter((row) => Number(row.milestones) !== 1).length;
    if (goalsWithoutMilestone > 0) problems.push(`${goalsWithoutMilestone} goals lack their milestone`);
    const storageRoot = path.join(store.dataDir, 'storage', 'library-assets');
    const filesMissing = stored.upload.filter((row) => !existsSync(path.join(storageRoot, row.path))).length;
    if (filesMissing > 0) problems.push(`${filesMissing} uploaded files' rows name no file`);
    const halfWritten = await halfWrittenDays(store);
    if (halfWritten > 0) problems.push(`${halfWritten} days' totals disagree with their sessions`);

    const perKind = MIX.map(([kind]) => `${kind} ${calls.filter((call) => call.kind === kind).length}`).join(' ');
    return {
      figures: {
        connections: CONNECTIONS,
        requests: calls.length,
        'req/s': Math.round(calls.length / seconds),
        mix: perKind,
        acknowledged: acknowledged.length,
        found,
        '5xx or network': serverErrors.length,
        'half-written': goalsWithoutMilestone + filesMissing + halfWritten,
      },
      problems,
    };
  } finally {
    if (server.child.exitCode === null) signal(server, 'SIGKILL');
  }
}
