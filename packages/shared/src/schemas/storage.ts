import { z } from 'zod';
import { CONTENT_TYPES, UPLOAD_CATEGORIES } from '../constants.ts';
import { messages } from '../messages.ts';
import { requiredLine } from './text.ts';

export const uploadCategorySchema = z.enum(UPLOAD_CATEGORIES);

export const storedFileSchema = z.object({
  id: z.uuid(),
  category: uploadCategorySchema,
  /** Display name, with its extension; renaming changes only this. */
  name: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  tags: z.array(z.string()),
  createdAt: z.iso.datetime(),
  /** Stable public address, e.g. /files/images/3f2c….png (a rename does not change it). */
  url: z.string(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

export const fileListQuerySchema = z.object({ category: z.enum(['all', ...UPLOAD_CATEGORIES]).default('all') });
export const fileListResponseSchema = z.object({ items: z.array(storedFileSchema) });
export type FileListResponse = z.infer<typeof fileListResponseSchema>;

export const renameFileRequestSchema = z.object({
  name: requiredLine('Name', 200, messages.storage.nameEmpty, messages.errors.textTooLong('Name', 200)),
});
export const addTagRequestSchema = z.object({
  tag: requiredLine('Tag', 40, messages.storage.tagEmpty, messages.storage.tagTooLong),
});

/** Where a stored file's URL appears (the delete confirmation names each place, so the admin sees what breaks). */
export const FILE_USAGE_FIELDS = [
  'thumbnail',
  'body',
  'video',
  'sheetMusic',
  'tab',
  'backingTrack',
  'picture',
] as const;
export type FileUsageField = (typeof FILE_USAGE_FIELDS)[number];
export const fileUsageSchema = z.object({
  /** The library item's or the chord's id. */
  id: z.uuid(),
  /** The item's title, or the chord's name. */
  title: z.string(),
  contentType: z.enum([...CONTENT_TYPES, 'chord']),
  field: z.enum(FILE_USAGE_FIELDS),
});
export type FileUsage = z.infer<typeof fileUsageSchema>;
export const fileUsagesResponseSchema = z.object({ items: z.array(fileUsageSchema) });
export type FileUsagesResponse = z.infer<typeof fileUsagesResponseSchema>;
