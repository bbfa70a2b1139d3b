import type { ByteRange } from './drivers.ts';

export type RangeRequest = { kind: 'full' } | { kind: 'partial'; range: ByteRange } | { kind: 'unsatisfiable' };

const FULL: RangeRequest = { kind: 'full' };

/**
 * A single byte range of a `Range` header (RFC 9110 §14): `bytes=a-b`, `bytes=a-`, `bytes=-n`.
 * Anything we do not serve as a range (other units, several ranges, bad syntax) is ignored, which
 * the RFC allows: the whole file is sent.
 */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  if (!header) return FULL;
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header.trim());
  if (!match) return FULL;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return FULL;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(first);
  if (!Number.isSafeInteger(start)) return { kind: 'unsatisfiable' };
  if (last !== '' && Number(last) < start) return FULL;
  if (start >= size) return { kind: 'unsatisfiable' };
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return { kind: 'partial', range: { start, end } };
}

/** `If-None-Match` / `If-Range` comparison: a list of entity tags or `*`. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/** `inline; filename*=UTF-8''…` (RFC 6266 / RFC 8187), so any display name is safe in the header. */
export function inlineDisposition(name: string): string {
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `inline; filename*=UTF-8''${encoded}`;
}
