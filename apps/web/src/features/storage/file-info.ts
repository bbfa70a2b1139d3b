import {
  CONTENT_TYPE_LABELS,
  UPLOAD_ALLOWED_TYPES,
  UPLOAD_CATEGORIES,
  UPLOAD_MAX_BYTES,
  UPLOAD_TYPE_INFO,
  invalidUploadTypeMessage,
  messages,
  uploadLooksAllowed,
  type ContentType,
  type FileUsage,
  type FileUsageField,
  type FileUsageKind,
  type StoredFile,
  type UploadCategory,
} from '@woodshed/shared';
import type { FileFilter } from './api/files';

export const CATEGORY_LABELS: Record<UploadCategory, string> = {
  image: 'Image',
  document: 'Document',
  audio: 'Audio',
  video: 'Video',
};

const USAGE_FIELD_LABELS: Record<FileUsageField, string> = {
  thumbnail: 'thumbnail',
  hero: 'hero image',
  icon: 'icon',
  body: 'content',
  video: 'video',
  sheetMusic: 'sheet music',
  tab: 'tab',
  backingTrack: 'backing track',
  picture: 'picture',
  attachment: 'attachment',
  avatar: 'photo',
  text: 'text',
};

const OWNER_LABELS: Record<Exclude<FileUsageKind, ContentType>, string> = {
  chord: 'chord',
  course: 'course',
  module: 'course module',
  summary: 'lesson summary',
  faculty: 'faculty member',
  achievement: 'achievement',
  setting: 'site setting',
};

const isContentType = (kind: FileUsageKind): kind is ContentType => kind in CONTENT_TYPE_LABELS;

/** What the rich text of an owner is called on its form. */
const bodyName = (kind: FileUsageKind) =>
  kind === 'exercise' ? 'instructions' : kind === 'summary' ? 'notes' : USAGE_FIELD_LABELS.body;

/**
 * One use of a file, as the delete confirmation lists it: '"Barre Chords 101" (article thumbnail)', '"Blues Basics"
 * (course hero image)', '"Instructor bio" (site setting)'.
 */
export function describeUsage({ title, kind, field }: FileUsage): string {
  const owner = isContentType(kind) ? CONTENT_TYPE_LABELS[kind].singular.toLowerCase() : OWNER_LABELS[kind];
  if (kind === 'setting') return `"${title}" (${owner})`;
  const place = field === 'body' ? bodyName(kind) : USAGE_FIELD_LABELS[field];
  return `"${title}" (${owner} ${place})`;
}

/** The file manager's type filter, in order. */
export const FILE_FILTERS: ReadonlyArray<{ value: FileFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'image', label: 'Images' },
  { value: 'document', label: 'Documents' },
  { value: 'audio', label: 'Audio' },
  { value: 'video', label: 'Video' },
];

/** The allowed formats by name ("JPEG, PNG, GIF, WEBP"), as in the invalid-type message. */
export const allowedTypeNames = (category: UploadCategory): string =>
  UPLOAD_ALLOWED_TYPES[category].map((mime) => UPLOAD_TYPE_INFO[mime].label).join(', ');

export const isUploadCategory = (value: string): value is UploadCategory =>
  (UPLOAD_CATEGORIES as readonly string[]).includes(value);

/** The `accept` attribute of the file input: the allowed MIME types and their file extensions. */
export const acceptFor = (category: UploadCategory): string =>
  UPLOAD_ALLOWED_TYPES[category]
    .flatMap((mime) => [mime, ...UPLOAD_TYPE_INFO[mime].extensions.map((extension) => `.${extension}`)])
    .join(',');

/**
 * The checks made before sending: a file, of an allowed type ('Invalid file type. Allowed
 * types: JPEG, PNG, GIF, WEBP'), under 10MB. The server checks the content again.
 */
export function uploadProblem(category: UploadCategory, file: File | null): string | null {
  if (!file) return messages.storage.fileRequired;
  if (!uploadLooksAllowed(category, file.type, file.name)) return invalidUploadTypeMessage(category);
  if (file.size > UPLOAD_MAX_BYTES) return messages.storage.tooLarge;
  return null;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
export const formatDate = (iso: string): string => dateFormat.format(new Date(iso));

/** "riff.final.mp3" → { base: "riff.final", extension: ".mp3" }; no extension → "". */
export function splitExtension(name: string): { base: string; extension: string } {
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return { base: name, extension: '' };
  return { base: name.slice(0, dot), extension: name.slice(dot) };
}

/** The address to share: absolute, on this site. */
export const absoluteUrl = (url: string): string => new URL(url, window.location.origin).href;

/** The File Lookup shows only real files: a visible name, a type and some content. */
export const isListable = (file: StoredFile): boolean =>
  file.name.trim() !== '' && !file.name.startsWith('.') && file.mimeType !== '' && file.size > 0;
