import type { IncomingHttpHeaders } from 'node:http';

/**
 * Parameter names that carry a credential, in a route's path (`/api/calendar/feeds/:token`) or in a query string
 * (`?token=`, `?access_token=`). The request logger writes them as REDACTED, in every mode: a calendar app polls its
 * feed URL all day, and whoever reads the log must not be able to subscribe to it. A new route only has to name its
 * secret parameter with one of these names.
 */
export const SECRET_PARAMS: ReadonlySet<string> = new Set(['token', 'access_token', 'code', 'secret']);
export const REDACTED = '[redacted]';

/** A route path with a secret parameter: literal segments (lower case) and the positions of the secrets. */
interface SecretPath {
  segments: readonly (string | null)[];
  secretAt: readonly number[];
}

/** What Fastify passes its `req` serializer (a FastifyRequest; typed as the raw request in Fastify's options). */
interface LoggedRequest {
  method?: string | undefined;
  url?: string | undefined;
  headers?: IncomingHttpHeaders;
  host?: string;
  ip?: string;
  socket?: { remoteAddress?: string | undefined; remotePort?: number | undefined } | null;
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export interface RequestLogRedactor {
  /** An onRoute hook: remembers every route whose path has a secret parameter. */
  onRoute(route: { url: string }): void;
  /** The URL as it may be logged. */
  redactUrl(url: string): string;
  /** Fastify's `req` log serializer (same fields as its default), with the URL redacted. */
  serializeRequest(request: LoggedRequest): Record<string, unknown>;
}

/**
 * Redacts by the route table rather than the matched route, so a URL that matches no route (a 404, an undecodable
 * path) is redacted too: its path is compared with each secret-bearing route, segment by segment, ignoring case,
 * escapes and empty segments, and a matching path loses the secret segments whatever follows them.
 */
export function requestLogRedactor(): RequestLogRedactor {
  const secretPaths = new Map<string, SecretPath>();

  const redactPath = (pathPart: string): string => {
    const parts = pathPart.split('/');
    const filled = parts.flatMap((part, index) => (part === '' ? [] : [index]));
    for (const { segments, secretAt } of secretPaths.values()) {
      if (filled.length < segments.length) continue;
      const matches = segments.every(
        (literal, i) => literal === null || decoded(parts[filled[i]!]!).toLowerCase() === literal,
      );
      if (matches) for (const i of secretAt) parts[filled[i]!] = REDACTED;
    }
    return parts.join('/');
  };

  const redactQuery = (query: string): string =>
    query
      .split('&')
      .map((pair) => {
        const equals = pair.indexOf('=');
        const name = equals === -1 ? pair : pair.slice(0, equals);
        return SECRET_PARAMS.has(decoded(name.replaceAll('+', ' ')).toLowerCase()) ? `${name}=${REDACTED}` : pair;
      })
      .join('&');

  const redactUrl = (url: string): string => {
    const question = url.indexOf('?');
    if (question === -1) return redactPath(url);
    return `${redactPath(url.slice(0, question))}?${redactQuery(url.slice(question + 1))}`;
  };

  return {
    onRoute(route) {
      const segments = route.url.split('/').filter(Boolean);
      const secretAt = segments.flatMap((segment, i) =>
        segment.startsWith(':') && SECRET_PARAMS.has(segment.slice(1).replace(/\(.*$/, '').toLowerCase()) ? [i] : [],
      );
      if (secretAt.length === 0) return;
      secretPaths.set(route.url, {
        segments: segments.map((segment) => (segment.startsWith(':') ? null : segment.toLowerCase())),
        secretAt,
      });
    },
    redactUrl,
    serializeRequest(request) {
      return {
        method: request.method,
        url: request.url === undefined ? undefined : redactUrl(request.url),
        version: request.headers?.['accept-version'],
        host: request.host,
        remoteAddress: request.ip ?? request.socket?.remoteAddress,
        remotePort: request.socket?.remotePort,
      };
    },
  };
}
