import {
  UPLOAD_ALLOWED_TYPES,
  UPLOAD_CATEGORIES,
  UPLOAD_TYPE_INFO,
  normaliseMimeType,
  type AllowedMimeType,
  type UploadCategory,
} from '@woodshed/shared';
import { fileTypeFromBuffer } from 'file-type';

export type { AllowedMimeType };

/** The storage-key extension of an accepted type. */
export const extensionOf = (mimeType: AllowedMimeType): string => UPLOAD_TYPE_INFO[mimeType].extensions[0] ?? 'bin';

function isPlainText(data: Buffer): boolean {
  if (data.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
    return true;
  } catch {
    return false;
  }
}

/**
 * The type of the content, judged by its bytes alone (never by the client's declared type or the
 * name). Plain text has no magic number: it is text when nothing binary is recognised and the
 * bytes are valid UTF-8 without NUL. Undefined when the content is of no type we accept.
 */
export async function detectMimeType(data: Buffer): Promise<AllowedMimeType | undefined> {
  const detected = await fileTypeFromBuffer(data);
  if (!detected) return isPlainText(data) ? 'text/plain' : undefined;
  return normaliseMimeType(detected.mime) ?? undefined;
}

export const isAllowedFor = (category: UploadCategory, mime: AllowedMimeType): boolean =>
  (UPLOAD_ALLOWED_TYPES[category] as readonly string[]).includes(mime);

/** The upload category an accepted type belongs to. */
export function categoryOf(mime: AllowedMimeType): UploadCategory {
  return UPLOAD_CATEGORIES.find((category) => isAllowedFor(category, mime)) ?? 'document';
}
