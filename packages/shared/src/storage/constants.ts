export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_CATEGORIES = ['image', 'document', 'audio', 'video'] as const;
export type UploadCategory = (typeof UPLOAD_CATEGORIES)[number];
export const UPLOAD_ALLOWED_TYPES = {
  image: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
  document: ['application/pdf', 'text/plain'],
  audio: ['audio/mpeg', 'audio/wav'],
  video: ['video/mp4', 'video/webm'],
} as const satisfies Record<UploadCategory, readonly string[]>;
/** Storage folder of each category: files live at /files/{folder}/{key}. */
export const UPLOAD_FOLDERS = {
  image: 'images',
  document: 'documents',
  audio: 'audios',
  video: 'videos',
} as const satisfies Record<UploadCategory, string>;
export const FILE_CACHE_MAX_AGE_SECONDS = 3600;
export const COPY_CONFIRMATION_MS = 2000;
