import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE } from '@woodshed/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { matchRoute, preloadsFor, withPreloads, type BuiltRoute } from './page-html.ts';

/** A stand-in for apps/web/dist as the build leaves it: hashed assets and index.html with .br and .gz copies. */
const INDEX_HTML = `<!doctype html><html lang="en"><head><title>Woodshed</title>\n  </head><body>${'<div id="root"></div>'.repeat(60)}</body></html>`;
const APP_JS = `export const greeting = ${JSON.stringify('woodshed '.repeat(300))};\n`;
const SMALL_JS = 'export default 1;\n';
const ASSET = '/assets/index-Ab12Cd34.js';
const SMALL_ASSET = '/assets/tiny-Ef56Gh78.js';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A stand-in for the build's route table (apps/web/vite-route-table.ts). */
const ROUTES: BuiltRoute[] = [
  { path: '/login', area: 'guest', files: ['assets/LoginRoute-1.js', 'assets/form-kit-1.js'] },
  { path: '/', area: 'signed-in', files: ['assets/AppShell-1.js', 'assets/DashboardRoute-1.js'] },
  { path: '/library/videos/:id', area: 'signed-in', files: ['assets/AppShell-1.js', 'assets/VideoRoute-1.js'] },
  { path: '/library/videos', area: 'signed-in', files: ['assets/AppShell-1.js', 'assets/VideosRoute-1.js'] },
  { path: '/privacy-policy', area: 'public', files: ['assets/PrivacyPolicyRoute-1.js'] },
  { path: '/admin/*', area: 'signed-in', files: ['assets/AppShell-1.js', 'assets/AdminNotFoundRoute-1.js'] },
  { path: '/*', area: 'public', files: ['assets/NotFoundRoute-1.js'] },
];

let dist: string;
let ctx: TestContext;

function writeWithCopies(file: string, content: string) {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
}

beforeAll(async () => {
  dist = path.join('/tmp', `woodshed-spa-${randomUUID()}`);
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  writeWithCopies(path.join(dist, 'index.html'), INDEX_HTML);
  writeWithCopies(path.join(dist, ASSET), APP_JS);
  // Too small to be worth compressing: the build leaves it without copies.
  writeFileSync(path.join(dist, SMALL_ASSET), SMALL_JS);
  writeFileSync(path.join(dist, '.vite/manifest.json'), '{}');
  writeFileSync(path.join(dist, '.vite/routes.json'), JSON.stringify({ routes: ROUTES }));
  ctx = await createTestContext({ WEB_DIST: dist });
});

afterAll(async () => {
  await ctx.close();
  rmSync(dist, { recursive: true, force: true });
});

const LOGIN_PRELOADS = ['assets/LoginRoute-1.js', 'assets/form-kit-1.js'];
/** index.html as the server sends it for a page whose scripts are these. */
const pageWith = (files: string[]) =>
  files.length === 0
    ? INDEX_HTML
    : INDEX_HTML.replace(
        '\n  </head>',
        `\n${files.map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">`).join('\n')}\n  </head>`,
      );

const get = (url: string, headers: Record<string, string> = {}) => ctx.request('GET', url, { headers });

/** The body as the browser sees it after undoing Content-Encoding. */
function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  expect(encoding).toBeUndefined();
  return response.rawPayload.toString();
}

const varyTokens = (response: LightMyRequestResponse) =>
  String(response.headers.vary ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase());

describe('precompressed static files', () => {
  it('sends brotli to a browser that accepts it, cached for a year', async () => {
    const response = await get(ASSET, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(varyTokens(response)).toContain('accept-encoding');
    expect(response.headers['content-type']).toMatch(/^(?:text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(Number(response.headers['content-length'])).toBeLessThan(APP_JS.length);
    expect(decoded(response)).toBe(APP_JS);
    // The security headers still apply.
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends gzip when brotli is not accepted (or refused with q=0)', async () => {
    for (const acceptEncoding of ['gzip, deflate', 'br;q=0, gzip']) {
      const response = await get(ASSET, { 'accept-encoding': acceptEncoding });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(varyTokens(response)).toContain('accept-encoding');
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(decoded(response)).toBe(APP_JS);
    }
  });

  it('sends the plain file to a client without Accept-Encoding, still varying on it', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Array<Record<string, string>>) {
      const response = await get(ASSET, headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(varyTokens(response)).toContain('accept-encoding');
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(response.body).toBe(APP_JS);
    }
  });

  it('falls back to the plain file when a file has no compressed copy', async () => {
    const response = await get(SMALL_ASSET, { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.body).toBe(SMALL_JS);
  });

  it('serves index.html at / compressed and never cached, whatever the client accepts', async () => {
    for (const accept of ['text/html', '*/*']) {
      const response = await get('/', { accept, 'accept-encoding': 'gzip, deflate, br' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(varyTokens(response)).toContain('accept-encoding');
      expect(decoded(response)).toBe(pageWith(LOGIN_PRELOADS));
    }
    const plain = await get('/', { accept: '*/*' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(pageWith(LOGIN_PRELOADS));
  });
});

describe('history fallback', () => {
  it('answers a client-side route with the compressed index.html, never cached', async () => {
    for (const [acceptEncoding, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const response = await get('/practice/history?page=2', {
        accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
        'accept-encoding': acceptEncoding,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(varyTokens(response)).toContain('accept-encoding');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(decoded(response)).toBe(pageWith(['assets/NotFoundRoute-1.js']));
    }
  });

  it('answers a client-side route with the plain index.html when nothing is accepted', async () => {
    const response = await get('/library/articles', { accept: 'text/html' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(pageWith(['assets/NotFoundRoute-1.js']));
  });

  it('keeps API paths, missing assets and build metadata out of it', async () => {
    const browser = { accept: 'text/html', 'accept-encoding': 'br, gzip' };
    const api = await get('/api/nothing-here', browser);
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: { code: 'not_found' } });
    expect(api.headers['cache-control']).toBe('no-store');

    const asset = await get('/assets/missing-00000000.js', { accept: '*/*', 'accept-encoding': 'br, gzip' });
    expect(asset.statusCode).toBe(404);
    expect(asset.headers['content-encoding']).toBeUndefined();
    expect(asset.headers['cache-control']).toBe('no-store');

    const manifest = await get('/.vite/manifest.json', { accept: 'application/json' });
    expect(manifest.statusCode).toBe(404);
  });
});

describe('the page names its scripts as modulepreloads', () => {
  const browser = { accept: 'text/html', 'accept-encoding': 'br, gzip' };
  const session = { ...browser, cookie: `${SESSION_COOKIE}=any-token` };

  it('preloads what the signed-in page needs when a session cookie is sent', async () => {
    for (const [url, files] of [
      ['/', ['assets/AppShell-1.js', 'assets/DashboardRoute-1.js']],
      ['/library/videos/7f3a', ['assets/AppShell-1.js', 'assets/VideoRoute-1.js']],
      ['/Library/Videos?sort=new', ['assets/AppShell-1.js', 'assets/VideosRoute-1.js']],
      ['/admin/no-such-page', ['assets/AppShell-1.js', 'assets/AdminNotFoundRoute-1.js']],
    ] as const) {
      const response = await get(url, session);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(varyTokens(response)).toEqual(expect.arrayContaining(['accept-encoding', 'cookie']));
      expect(decoded(response), url).toBe(pageWith([...files]));
    }
  });

  it("preloads the sign-in page for a signed-out visitor of a signed-in page, and a public page's own", async () => {
    expect(decoded(await get('/library/videos/7f3a', browser))).toBe(pageWith(LOGIN_PRELOADS));
    expect(decoded(await get('/privacy-policy', browser))).toBe(pageWith(['assets/PrivacyPolicyRoute-1.js']));
    expect(decoded(await get('/login', session))).toBe(pageWith(LOGIN_PRELOADS));
  });

  it('answers a revalidation with 304 while the page is the same, per encoding', async () => {
    const first = await get('/', session);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/', { ...session, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const gzip = await get('/', { ...session, 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers.etag).not.toBe(etag);
    const signedOut = await get('/', { ...browser, 'if-none-match': etag });
    expect(signedOut.statusCode).toBe(200);
  });
});

describe('matching a path to the route table', () => {
  it('ranks a static segment over a parameter and anything over a splat', () => {
    const routes = [{ path: '/courses/:courseId' }, { path: '/courses/new' }, { path: '/*' }, { path: '/courses' }];
    expect(matchRoute(routes, '/courses/new')?.path).toBe('/courses/new');
    expect(matchRoute(routes, '/courses/42/')?.path).toBe('/courses/:courseId');
    expect(matchRoute(routes, '/courses')?.path).toBe('/courses');
    expect(matchRoute(routes, '/courses/42/modules')?.path).toBe('/*');
    expect(matchRoute([{ path: '/courses' }], '/elsewhere')).toBeNull();
  });

  it('has nothing to preload for a page without a match or a build without a route table', () => {
    expect(preloadsFor([], '/', true)).toEqual([]);
    expect(preloadsFor(ROUTES.slice(0, 2), '/unknown', true)).toEqual([]);
    expect(withPreloads(INDEX_HTML, [])).toBe(INDEX_HTML);
  });
});
