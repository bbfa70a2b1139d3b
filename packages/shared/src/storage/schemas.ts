import { z } from 'zod';
import { requiredLine, messages as commonMessages } from '../common/index.ts';
import { UPLOAD_CATEGORIES } from './constants.ts';
import { messages } from './messages.ts';

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
  name: requiredLine('Name', 200, messages.storage.nameEmpty, commonMessages.errors.textTooLong('Name', 200)),
});
export const addTagRequestSchema = z.object({
  tag: requiredLine('Tag', 40, messages.storage.tagEmpty, messages.storage.tagTooLong),
});

/**
 * What can use a stored file (issue 26): a library item (by its type), a chord, a course, a course module, a lesson
 * summary (its notes or an attachment), a faculty member (the avatar), an achievement or a site setting. Each owner
 * module registers where it keeps file references with the server's file-usage registry. The library's five content
 * types come first, spelled out so storage imports nothing of the library (file-usages.test.ts checks they match).
 */
export const FILE_USAGE_KINDS = [
  'article',
  'video',
  'exercise',
  'jam_track',
  'repertoire',
  'chord',
  'course',
  'module',
  'summary',
  'faculty',
  'achievement',
  'setting',
] as const;
export type FileUsageKind = (typeof FILE_USAGE_KINDS)[number];

/** Where a stored file's URL appears (the delete confirmation names each place, so the admin sees what breaks). */
export const FILE_USAGE_FIELDS = [
  'thumbnail',
  'hero',
  'icon',
  'body',
  'video',
  'sheetMusic',
  'tab',
  'backingTrack',
  'picture',
  'attachment',
  'avatar',
  'text',
] as const;
export type FileUsageField = (typeof FILE_USAGE_FIELDS)[number];
export const fileUsageSchema = z.object({
  /** The owner's id: a row's uuid, or a site setting's key. */
  id: z.string(),
  /** What a person knows the owner by: the item's title, the chord's name, the setting's label, … */
  title: z.string(),
  kind: z.enum(FILE_USAGE_KINDS),
  field: z.enum(FILE_USAGE_FIELDS),
});
export type FileUsage = z.infer<typeof fileUsageSchema>;
export const fileUsagesResponseSchema = z.object({ items: z.array(fileUsageSchema) });
export type FileUsagesResponse = z.infer<typeof fileUsagesResponseSchema>;
