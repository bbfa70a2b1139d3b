import { UPLOAD_ALLOWED_TYPES, type UploadCategory } from './constants.ts';
import { messages } from './messages.ts';

export type AllowedMimeType = (typeof UPLOAD_ALLOWED_TYPES)[UploadCategory][number];

interface UploadTypeInfo {
  /** Shown in the "Allowed types" message. */
  label: string;
  /** Extensions a file name may carry for this type; the first is used for storage keys. */
  extensions: readonly string[];
}

export const UPLOAD_TYPE_INFO: Record<AllowedMimeType, UploadTypeInfo> = {
  'image/jpeg': { label: 'JPEG', extensions: ['jpg', 'jpeg', 'jpe'] },
  'image/png': { label: 'PNG', extensions: ['png'] },
  'image/gif': { label: 'GIF', extensions: ['gif'] },
  'image/webp': { label: 'WEBP', extensions: ['webp'] },
  'application/pdf': { label: 'PDF', extensions: ['pdf'] },
  'text/plain': { label: 'TXT', extensions: ['txt', 'text'] },
  'audio/mpeg': { label: 'MP3', extensions: ['mp3'] },
  'audio/wav': { label: 'WAV', extensions: ['wav', 'wave'] },
  'video/mp4': { label: 'MP4', extensions: ['mp4', 'm4v'] },
  'video/webm': { label: 'WEBM', extensions: ['webm'] },
};

/** Other names browsers, systems or detectors use for a type we accept. */
export const UPLOAD_MIME_ALIASES: Record<string, AllowedMimeType> = {
  'audio/x-wav': 'audio/wav',
  'audio/vnd.wave': 'audio/wav',
  'audio/wave': 'audio/wav',
  'audio/mp3': 'audio/mpeg',
  // An animated PNG is a valid PNG; an M4V is an MP4 container.
  'image/apng': 'image/png',
  'video/x-m4v': 'video/mp4',
};

export const isAllowedMimeType = (mime: string): mime is AllowedMimeType => Object.hasOwn(UPLOAD_TYPE_INFO, mime);

/** The accepted type a MIME name stands for, aliases included, or null. */
export function normaliseMimeType(mime: string): AllowedMimeType | null {
  const lower = mime.toLowerCase();
  if (isAllowedMimeType(lower)) return lower;
  return UPLOAD_MIME_ALIASES[lower] ?? null;
}

/** e.g. "Invalid file type. Allowed types: JPEG, PNG, GIF, WEBP". */
export function invalidUploadTypeMessage(category: UploadCategory): string {
  return (
    messages.storage.invalidType + UPLOAD_ALLOWED_TYPES[category].map((mime) => UPLOAD_TYPE_INFO[mime].label).join(', ')
  );
}

const CATEGORY_KINDS: Record<UploadCategory, string> = {
  image: 'an image',
  document: 'a document',
  audio: 'an audio file',
  video: 'a video',
};

/**
 * Why an upload whose content is not of an allowed type is refused. When its name ends in an extension the
 * category allows ("notes.txt renamed x.png"), the name misled the user: say the content is not of that kind
 * rather than listing the types as if the name were wrong.
 */
export function refusedUploadContentMessage(category: UploadCategory, fileName: string): string {
  const allowed: readonly AllowedMimeType[] = UPLOAD_ALLOWED_TYPES[category];
  const lastSegment = fileName.split(/[/\\]/).pop() ?? '';
  const dot = lastSegment.lastIndexOf('.');
  const extension =
    dot < 0
      ? ''
      : lastSegment
          .slice(dot + 1)
          .trim()
          .toLowerCase();
  if (!extension || !allowed.some((mime) => UPLOAD_TYPE_INFO[mime].extensions.includes(extension))) {
    return invalidUploadTypeMessage(category);
  }
  const labels = allowed.map((mime) => UPLOAD_TYPE_INFO[mime].label);
  const types = labels.length > 1 ? `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}` : labels.join('');
  return messages.storage.contentNotOfNamedType(CATEGORY_KINDS[category], types, extension);
}

/**
 * The browser's first check before sending (the server checks the content itself): the declared type,
 * or, when the browser declares none or an odd one, the file name's extension.
 */
export function uploadLooksAllowed(category: UploadCategory, declaredType: string, fileName: string): boolean {
  const allowed: readonly string[] = UPLOAD_ALLOWED_TYPES[category];
  const normalised = normaliseMimeType(declaredType);
  if (normalised && allowed.includes(normalised)) return true;
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  return allowed.some((mime) => UPLOAD_TYPE_INFO[mime as AllowedMimeType].extensions.includes(extension));
}
