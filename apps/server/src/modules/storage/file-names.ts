import { UPLOAD_TYPE_INFO } from '@woodshed/shared';
import { extensionOf, type AllowedMimeType } from './file-types.ts';

export const MAX_FILE_NAME_LENGTH = 200;

/**
 * Extensions that a typed name may end in and that we replace by the real one ("photo.exe" holding a
 * PNG becomes "photo.png"). Anything else after a dot is part of the name ("Take 1.2" → "Take 1.2.mp3").
 */
const KNOWN_EXTENSIONS = new Set([
  ...Object.values(UPLOAD_TYPE_INFO).flatMap((info) => info.extensions),
  ...['bmp', 'tif', 'tiff', 'svg', 'svgz', 'ico', 'heic', 'heif', 'avif', 'apng', 'jfif', 'psd', 'raw'],
  ...['md', 'rtf', 'doc', 'docx', 'odt', 'xls', 'xlsx', 'ods', 'ppt', 'pptx', 'odp', 'csv', 'epub'],
  ...['html', 'htm', 'xhtml', 'xml', 'json', 'js', 'mjs', 'cjs', 'css', 'php', 'py', 'rb', 'pl'],
  ...[
    'exe',
    'dll',
    'msi',
    'bat',
    'cmd',
    'com',
    'scr',
    'ps1',
    'vbs',
    'sh',
    'bin',
    'elf',
    'so',
    'jar',
    'apk',
    'app',
    'dmg',
    'deb',
    'rpm',
  ],
  ...['zip', 'rar', '7z', 'gz', 'tgz', 'tar', 'bz2', 'xz', 'iso'],
  ...['ogg', 'oga', 'opus', 'flac', 'aac', 'm4a', 'wma', 'aif', 'aiff', 'mid', 'midi', 'mp2', 'gp', 'gp5', 'gpx'],
  ...['mov', 'mkv', 'avi', 'wmv', 'flv', '3gp', 'mpeg', 'mpg', 'ogv'],
]);

/** Control characters and invisible format characters (bidi overrides, zero-width joiners). */
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;

/** The last path segment (either slash), without control or format characters, "..", or outer spaces. */
function lastSegment(raw: string): string {
  const withoutInvisible = raw.normalize('NFC').replace(/\s/g, ' ').replace(INVISIBLE, '');
  const segments = withoutInvisible.split(/[/\\]+/).filter((segment) => segment.trim() !== '');
  return (segments.at(-1) ?? '')
    .replace(/\s+/g, ' ')
    .replace(/\.{2,}/g, '.')
    .replace(/[.\s]+$/, '')
    .trimStart();
}

/** No leading or trailing dots or spaces: a display name is never hidden ("File lookup"). */
const stripDots = (name: string) => name.replace(/^[.\s]+/, '').replace(/[.\s]+$/, '');

/**
 * The basename of whatever the client sent: no directories (either slash), no control or format
 * characters, no "..", no leading or trailing dots or spaces, whitespace collapsed.
 */
export const cleanFileName = (raw: string): string => stripDots(lastSegment(raw));

/** ".txt" is all extension; "notes" has none. */
function splitExtension(name: string): { base: string; extension: string } {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return { base: name, extension: '' };
  return { base: name.slice(0, dot), extension: name.slice(dot + 1) };
}

/** Cuts by code points (never half a surrogate pair) and tidies the end. */
function clip(base: string, max: number): string {
  return Array.from(base)
    .slice(0, Math.max(1, max))
    .join('')
    .replace(/[.\s]+$/, '');
}

function withExtension(base: string, extension: string): string {
  return `${clip(base, MAX_FILE_NAME_LENGTH - extension.length - 1)}.${extension}`;
}

/**
 * The display name of a new file: the typed name made safe, ending in an extension of the type the
 * content really has. A matching extension the user typed is kept (".jpeg" stays); another known
 * extension is replaced; none is appended. An empty result falls back to `fallback`.
 */
export function displayNameForUpload(raw: string, mimeType: AllowedMimeType, fallback = 'file'): string {
  const segment = lastSegment(raw);
  const { base, extension } = splitExtension(segment);
  const lower = extension.toLowerCase();
  if (UPLOAD_TYPE_INFO[mimeType].extensions.includes(lower)) return withExtension(stripDots(base) || fallback, lower);
  const kept = stripDots(KNOWN_EXTENSIONS.has(lower) ? base : segment);
  return withExtension(kept || fallback, extensionOf(mimeType));
}

/**
 * A new display name for a stored file: the extension of the current name is kept whatever the user
 * typed ("photo" → "photo.png", "photo.jpg" on a PNG → "photo.png", "photo.png.png" → "photo.png"). Null when
 * nothing is left of it.
 */
export function displayNameForRename(raw: string, currentName: string, mimeType: string): string | null {
  const info = Object.hasOwn(UPLOAD_TYPE_INFO, mimeType) ? UPLOAD_TYPE_INFO[mimeType as AllowedMimeType] : undefined;
  const current = splitExtension(currentName).extension.toLowerCase();
  const storedExtension =
    info && !info.extensions.includes(current) ? extensionOf(mimeType as AllowedMimeType) : current;
  const segment = lastSegment(raw);
  const { base, extension } = splitExtension(segment);
  let kept = stripDots(KNOWN_EXTENSIONS.has(extension.toLowerCase()) ? base : segment);
  // A name typed with the extension the form shows after it ("thumb.png" + ".png") keeps it once.
  const equivalent = new Set([storedExtension, ...(info?.extensions ?? [])].filter(Boolean));
  for (let inner = splitExtension(kept); equivalent.has(inner.extension.toLowerCase()); inner = splitExtension(kept)) {
    kept = stripDots(inner.base);
  }
  if (!kept) return null;
  return storedExtension ? withExtension(kept, storedExtension) : clip(kept, MAX_FILE_NAME_LENGTH);
}
