import { messages } from '@woodshed/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sendError } from '../../plugins/errors.ts';
import type { OpenedFile } from './file-store.ts';
import { etagMatches, inlineDisposition, parseRange } from './http.ts';

const fileBytes = z.string().meta({ format: 'binary', description: "The file's bytes, in its own content type." });

/**
 * What sendStoredFile answers, for a route's schema (which produces any type): the file, a Range of it, or no body
 * for a Range outside it. Streams are never serialised, so these only document.
 */
export const storedFileResponses = { 200: fileBytes, 206: fileBytes, 416: z.null() };

/** storedFileResponses of a file served with a cache policy: also 304 for an If-None-Match that matches. */
export const cachedFileResponses = { ...storedFileResponses, 304: z.null() };

/**
 * Streams a stored file shown inline under its display name, honouring a single Range and, with a cache policy,
 * If-None-Match. Without `cacheControl` the answer keeps the API's `no-store` (files only some users may read).
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: OpenedFile,
  options: { cacheControl?: string } = {},
) {
  const headers: Record<string, string> = {
    'content-type': file.mimeType === 'text/plain' ? 'text/plain; charset=utf-8' : file.mimeType,
    'x-content-type-options': 'nosniff',
    'content-disposition': inlineDisposition(file.name),
    'accept-ranges': 'bytes',
    etag: file.etag,
  };
  if (options.cacheControl) headers['cache-control'] = options.cacheControl;
  // A PDF or text file opened from our origin must never run script in it.
  if (file.category === 'document') headers['content-security-policy'] = "default-src 'none'; sandbox";

  if (options.cacheControl && etagMatches(request.headers['if-none-match'], file.etag)) {
    return reply.status(304).headers({ etag: file.etag, 'cache-control': options.cacheControl }).send();
  }

  // A Range is honoured only while the copy the client holds is still current.
  const ifRange = request.headers['if-range'];
  const rangeValid = ifRange === undefined || (typeof ifRange === 'string' && ifRange.trim() === file.etag);
  const wanted = rangeValid ? parseRange(request.headers.range, file.size) : ({ kind: 'full' } as const);
  if (wanted.kind === 'unsatisfiable') {
    return reply
      .status(416)
      .headers({ 'accept-ranges': 'bytes', 'content-range': `bytes */${file.size}` })
      .send();
  }

  const blob = await file.read(wanted.kind === 'partial' ? wanted.range : undefined);
  if (!blob) {
    request.log.warn({ fileId: file.id }, 'stored file has no blob');
    return sendError(reply, 404, 'not_found', messages.storage.fileNotFound);
  }
  reply.headers(headers);
  if (wanted.kind === 'partial') {
    const { start, end } = wanted.range;
    return reply
      .status(206)
      .headers({ 'content-range': `bytes ${start}-${end}/${blob.size}`, 'content-length': String(end - start + 1) })
      .send(blob.body);
  }
  return reply.header('content-length', String(blob.size)).send(blob.body);
}
