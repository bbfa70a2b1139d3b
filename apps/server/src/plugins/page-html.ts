import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Who a page is for (apps/web/vite-route-table.ts writes it from the route table's guards). */
type RouteArea = 'public' | 'guest' | 'signed-in';

/** One page of `.vite/routes.json`: its path pattern and the scripts its first render needs beyond the entry. */
export interface BuiltRoute {
  path: string;
  area: RouteArea;
  files: string[];
}

export type PageEncoding = 'br' | 'gzip' | 'identity';

export interface PageBody {
  body: Buffer;
  etag: string;
}

const ROUTES_FILE = '.vite/routes.json';
/** Where a signed-out visitor to a signed-in page ends up (RequireAuth's redirect). */
const SIGN_IN_PATH = '/login';

const segmentsOf = (pathname: string) => pathname.split('/').filter((segment) => segment !== '');

/**
 * React Router's ranking, simplified to what the route table uses: more segments first, then a static segment
 * over a parameter, and a splat last. So `/library/videos/:id` beats `/library/:x`, and `/*` loses to anything.
 */
function score(pattern: string[]): number {
  let total = pattern.length;
  for (const segment of pattern) {
    if (segment === '*') total -= 2;
    else if (segment.startsWith(':')) total += 3;
    else total += 10;
  }
  return total;
}

function matches(pattern: string[], segments: string[]): boolean {
  for (const [index, part] of pattern.entries()) {
    if (part === '*') return true;
    const segment = segments[index];
    if (segment === undefined) return false;
    if (!part.startsWith(':') && part.toLowerCase() !== segment.toLowerCase()) return false;
  }
  return pattern.length === segments.length;
}

/** The page of the route table the client's router will render for this path, or null. */
export function matchRoute<Route extends { path: string }>(routes: Route[], pathname: string): Route | null {
  const segments = segmentsOf(pathname);
  let best: { route: Route; score: number } | null = null;
  for (const route of routes) {
    const pattern = segmentsOf(route.path);
    if (!matches(pattern, segments)) continue;
    const routeScore = score(pattern);
    if (!best || routeScore > best.score) best = { route, score: routeScore };
  }
  return best?.route ?? null;
}

/** The scripts to preload for a page: a signed-out visitor of a signed-in page gets the sign-in page's. */
export function preloadsFor(routes: BuiltRoute[], pathname: string, hasSession: boolean): string[] {
  const route = matchRoute(routes, pathname);
  if (!route) return [];
  if (route.area === 'signed-in' && !hasSession) return matchRoute(routes, SIGN_IN_PATH)?.files ?? [];
  return route.files;
}

/** index.html with `<link rel="modulepreload">` for each file, before `</head>`. */
export function withPreloads(html: string, files: string[]): string {
  if (files.length === 0) return html;
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('\n    ');
  return html.replace('</head>', `  ${links}\n  </head>`);
}

function encode(html: string, encoding: PageEncoding): Buffer {
  const data = Buffer.from(html);
  if (encoding === 'br') {
    return brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    });
  }
  if (encoding === 'gzip') return gzipSync(data, { level: 9 });
  return data;
}

/**
 * The page the server sends for a client-side route: the build's index.html naming the route's chunks as
 * modulepreloads, so the browser fetches them with the entry instead of once the router has run (one round
 * trip less before the first render). Built and compressed once per page and encoding, and rebuilt when a new
 * build replaces index.html, so a rebuild is served without a restart, as the static files are.
 */
export class PageHtml {
  private readonly indexFile: string;
  private readonly routesFile: string;
  private loadedAt = -1;
  private html = '';
  private routes: BuiltRoute[] = [];
  private readonly bodies = new Map<string, PageBody>();

  constructor(distRoot: string) {
    this.indexFile = path.join(distRoot, 'index.html');
    this.routesFile = path.join(distRoot, ROUTES_FILE);
  }

  private refresh() {
    const modified = statSync(this.indexFile).mtimeMs;
    if (modified === this.loadedAt) return;
    this.html = readFileSync(this.indexFile, 'utf8');
    try {
      this.routes = (JSON.parse(readFileSync(this.routesFile, 'utf8')) as { routes: BuiltRoute[] }).routes;
    } catch {
      // A build without the route table (or a hand-made dist) still serves its page, without preloads.
      this.routes = [];
    }
    this.bodies.clear();
    this.loadedAt = modified;
  }

  page(pathname: string, hasSession: boolean, encoding: PageEncoding): PageBody {
    this.refresh();
    const files = preloadsFor(this.routes, pathname, hasSession);
    const key = `${encoding} ${files.join(' ')}`;
    let page = this.bodies.get(key);
    if (!page) {
      const html = withPreloads(this.html, files);
      const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`;
      page = {
        body: encode(html, encoding),
        etag: encoding === 'identity' ? etag : `${etag.slice(0, -1)}-${encoding}"`,
      };
      this.bodies.set(key, page);
    }
    return page;
  }
}
