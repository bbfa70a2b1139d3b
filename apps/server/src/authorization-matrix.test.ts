import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CSRF_HEADER, CSRF_HEADER_VALUE, SESSION_COOKIE } from '@woodshed/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from './test/harness.ts';
import {
  ROLES,
  ROUTE_CATALOGUE,
  cookieFor,
  createWorld,
  impliedAccess,
  type PreparedRequest,
  type Role,
} from './test/route-catalogue.ts';
import { multipartForm } from './test/sample-files.ts';

/**
 * The authorization matrix: every route × every role × several spellings of its path, sent over a
 * real socket so the path reaches the server exactly as written. Router-matched spellings must meet the same
 * access check as the canonical path; the others must reach no route (or the same answer).
 */

interface Spelling {
  name: string;
  /** True when the router matches it to the same route as the canonical path. */
  routed: boolean;
  apply(pathAndQuery: string): string;
}

const percent = (char: string) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;

/** Rewrites the first path segment (`api` in `/api/goals`). */
function firstSegment(rewrite: (segment: string) => string) {
  return (pathAndQuery: string) => {
    const [, segment = '', rest = ''] = /^\/([^/?]*)(.*)$/.exec(pathAndQuery) ?? [];
    return `/${rewrite(segment)}${rest}`;
  };
}

const SPELLINGS: Spelling[] = [
  { name: 'canonical', routed: true, apply: (p) => p },
  { name: 'first letter encoded (/%61pi)', routed: true, apply: firstSegment((s) => percent(s[0]!) + s.slice(1)) },
  {
    name: 'last letter encoded (/ap%69)',
    routed: true,
    apply: firstSegment((s) => s.slice(0, -1) + percent(s.at(-1)!)),
  },
  { name: 'every letter encoded (/%61%70%69)', routed: true, apply: firstSegment((s) => [...s].map(percent).join('')) },
  {
    name: 'trailing slash',
    routed: true,
    apply: (p) => {
      const [pathPart, query] = p.split('?');
      return `${pathPart}/${query === undefined ? '' : `?${query}`}`;
    },
  },
  { name: 'double slash', routed: false, apply: (p) => `/${p}` },
  { name: 'dot segment (/./)', routed: false, apply: (p) => `/.${p}` },
];

let ctx: TestContext;
let world: Awaited<ReturnType<typeof createWorld>>;
let port: number;
const agent = new http.Agent({ keepAlive: true });
let requestsSent = 0;

beforeAll(async () => {
  world = await createWorld();
  ctx = world.ctx;
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  port = (ctx.app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  agent.destroy();
  process.stdout.write(`authorization matrix: ${requestsSent} requests\n`);
  await world.close();
});

/** One raw HTTP request; the path is sent byte for byte. */
function send(method: string, rawPath: string, prepared: PreparedRequest, cookie: string | undefined): Promise<number> {
  const headers: Record<string, string> = {};
  let payload: Buffer | undefined;
  if (method !== 'GET' && method !== 'HEAD') headers[CSRF_HEADER] = CSRF_HEADER_VALUE;
  if (cookie) headers.cookie = `${SESSION_COOKIE}=${cookie}`;
  if (prepared.form) {
    const form = multipartForm(prepared.form);
    Object.assign(headers, form.headers);
    payload = form.body;
  } else if (prepared.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = Buffer.from(JSON.stringify(prepared.body));
  }
  if (payload) headers['content-length'] = String(payload.length);
  requestsSent += 1;
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: rawPath, headers, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

const succeeds = (status: number) => status >= 200 && status < 300;

interface MatrixEntry {
  key: string;
  method: string;
  caseKey: string;
}

/** Catalogue entries, plus a HEAD twin of every GET (Fastify adds those routes; they answer as the GET does). */
const ENTRIES: MatrixEntry[] = Object.keys(ROUTE_CATALOGUE).flatMap((caseKey) => {
  const [method = '', url] = caseKey.split(' ');
  const entry = { key: caseKey, method, caseKey };
  return method === 'GET' ? [entry, { key: `HEAD ${url}`, method: 'HEAD', caseKey }] : [entry];
});

describe('the route catalogue', () => {
  it('has an entry for every route of the app, and every entry matches a route', () => {
    const routes = ctx.app.routeAccessTable.map((route) => `${route.method} ${route.url}`);
    expect([...new Set(routes)].sort()).toEqual(ENTRIES.map((entry) => entry.key).sort());
  });

  it("expects what each route's declared access level allows", () => {
    const declared = Object.fromEntries(
      ctx.app.routeAccessTable.map((route) => [`${route.method} ${route.url}`, route.access]),
    );
    const implied = Object.fromEntries(
      Object.entries(ROUTE_CATALOGUE).map(([key, routeCase]) => [key, impliedAccess(routeCase.expect)]),
    );
    expect(implied).toEqual(Object.fromEntries(Object.keys(ROUTE_CATALOGUE).map((key) => [key, declared[key]])));
  });
});

describe('authorization matrix', () => {
  it.each(ENTRIES.map((entry) => [entry.key, entry] as const))('%s', async (_key, entry) => {
    const routeCase = ROUTE_CATALOGUE[entry.caseKey]!;
    const mismatches: string[] = [];
    for (const spelling of SPELLINGS) {
      // Refused roles first, on one set of rows; each role that may succeed then gets fresh rows of its own.
      const order: Role[] = [
        ...ROLES.filter((r) => !succeeds(routeCase.expect[r])),
        ...ROLES.filter((r) => succeeds(routeCase.expect[r])),
      ];
      let prepared = await routeCase.prepare(world);
      let used = false;
      for (const role of order) {
        if (succeeds(routeCase.expect[role]) && used) prepared = await routeCase.prepare(world);
        used = succeeds(routeCase.expect[role]);
        const rawPath = spelling.apply(prepared.path);
        const status = await send(entry.method, rawPath, prepared, await cookieFor(world, role, prepared));
        const expected = routeCase.expect[role];
        const acceptable =
          spelling.routed && (!routeCase.filesByRawPath || spelling.name === 'canonical')
            ? [expected]
            : [404, expected];
        if (!acceptable.includes(status))
          mismatches.push(`${role} ${entry.method} ${rawPath}: ${status}, expected ${acceptable.join(' or ')}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
