import { messages, uploadCategorySchema, type UploadCategory } from '@woodshed/shared';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/errors.ts';

export interface ReceivedUpload {
  category: UploadCategory;
  name: string;
  data: Buffer;
}

const tooLarge = () => new AppError('payload_too_large', messages.storage.tooLarge, 'file');
const badCategory = () => badRequest(messages.storage.categoryInvalid, 'category');

/** @fastify/multipart's and busboy's errors turned into answers the upload form can show. */
function multipartError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge();
    case 'FST_FILES_LIMIT':
      return badRequest(messages.storage.oneFileOnly, 'file');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return badRequest(messages.storage.tooManyFields);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return badRequest(messages.storage.fileRequired, 'file');
    default:
      // Malformed or cut-off form data (no boundary, unexpected end, client gone).
      return badRequest(messages.storage.unreadable, 'file');
  }
}

/** The form's first `file` part and its fields; every part is read to the end, or the form never finishes. */
async function readForm(
  request: FastifyRequest,
): Promise<{ fields: Map<string, unknown>; file?: { name: string; data: Buffer } }> {
  if (!request.isMultipart()) throw badRequest(messages.storage.fileRequired, 'file');
  const fields = new Map<string, unknown>();
  let file: { name: string; data: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (!fields.has(part.fieldname)) fields.set(part.fieldname, part.value);
        continue;
      }
      const data = await part.toBuffer();
      if (part.file.truncated) throw tooLarge();
      if (part.fieldname === 'file' && !file) file = { name: part.filename, data };
    }
  } catch (error) {
    throw multipartError(error);
  }
  return { fields, file };
}

/**
 * Reads the upload form: a `category` field and one file in `file`, in either order. The file is
 * held in memory (the multipart limits cap it at 10 MB) because its type is judged from its bytes.
 */
export async function readUpload(request: FastifyRequest): Promise<ReceivedUpload> {
  const { fields, file } = await readForm(request);
  const parsedCategory = uploadCategorySchema.safeParse(fields.get('category'));
  if (!parsedCategory.success) throw badCategory();
  if (!file || file.data.length === 0) throw badRequest(messages.storage.fileRequired, 'file');
  return { category: parsedCategory.data, name: file.name, data: file.data };
}

/** Reads a form that carries just one file in `file` (its kind is fixed by the route). */
export async function readSingleFile(
  request: FastifyRequest,
  missingMessage: string,
): Promise<{ name: string; data: Buffer }> {
  const { file } = await readForm(request);
  if (!file || file.data.length === 0) throw badRequest(missingMessage, 'file');
  return file;
}
