import { z } from 'zod';
import {
  pageNumberSchema,
  pageSizeSchema,
  htmlText,
  isSingleLine,
  optionalLine,
  requiredLine,
  requiredLines,
  singleLineText,
} from '../common/index.ts';
import { UPLOAD_FOLDERS } from '../storage/index.ts';
import { CONTENT_TYPES, DIFFICULTIES, LIBRARY_PAGE_SIZE } from './constants.ts';
import { messages } from './messages.ts';

const m = messages.library;

export const contentTypeSchema = z.enum(CONTENT_TYPES);
export const difficultySchema = z.enum(DIFFICULTIES);

/** The public path of a file stored by Woodshed: /files/{folder}/{uuid}.{ext}. */
const storedFilePath = new RegExp(
  `^/files/(${Object.values(UPLOAD_FOLDERS).join('|')})/[0-9a-f-]{36}\\.[a-z0-9]{2,5}$`,
);

/** An http(s) URL, or a link to a file stored by Woodshed (/files/...). */
export const mediaUrlSchema = z
  .string()
  .trim()
  .max(2048, m.urlInvalid)
  .refine((value) => {
    if (storedFilePath.test(value)) return true;
    // new URL() silently drops tabs and line breaks, which would be stored with the link.
    if (!isSingleLine(value)) return false;
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, m.urlInvalid);

/** An optional URL: blank means none. */
export const optionalMediaUrl = z
  .union([z.literal('').transform(() => null), mediaUrlSchema, z.null()])
  .optional()
  .transform((value) => value ?? null);

/** A video's or jam track's length: "m:ss" (minutes any number) or "h:mm:ss"; empty means not given. */
export const DURATION_PATTERN = /^(?:\d{1,2}:[0-5]\d:[0-5]\d|\d{1,3}:[0-5]\d)$/;
const optionalDuration = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || DURATION_PATTERN.test(value), { error: m.durationInvalid });

// ── Responses ──────────────────────────────────────────────────────────────

export const libraryItemSchema = z.object({
  id: z.uuid(),
  contentType: contentTypeSchema,
  title: z.string(),
  description: z.string(),
  thumbnailUrl: z.string().nullable(),
  difficulty: difficultySchema,
  category: z.string(),
  published: z.boolean(),
  createdAt: z.iso.datetime(),
  /** The signed-in user's bookmark of this item, if any. */
  bookmarkId: z.uuid().nullable(),
});
export type LibraryItem = z.infer<typeof libraryItemSchema>;

export const articleDetailsSchema = z.object({ readTime: z.string(), content: z.string() });
export const videoDetailsSchema = z.object({
  instructor: z.string().nullable(),
  duration: z.string().nullable(),
  videoUrl: z.string(),
});
export const exerciseDetailsSchema = z.object({
  duration: z.string().nullable(),
  focusAreas: z.array(z.string()),
  instructions: z.string(),
});
export const repertoireDetailsSchema = z.object({
  genre: z.string().nullable(),
  key: z.string().nullable(),
  tempo: z.number().int().nullable(),
  composer: z.string().nullable(),
  sheetMusicUrl: z.string().nullable(),
  tabUrl: z.string().nullable(),
  backingTrackUrl: z.string().nullable(),
});
export const jamTrackDetailsSchema = z.object({
  genre: z.string().nullable(),
  key: z.string().nullable(),
  tempo: z.number().int().nullable(),
  duration: z.string().nullable(),
  chordProgression: z.array(z.string()),
  backingTrackUrl: z.string().nullable(),
});

export const libraryDetailSchema = z.discriminatedUnion('contentType', [
  libraryItemSchema.extend({ contentType: z.literal('article'), details: articleDetailsSchema }),
  libraryItemSchema.extend({ contentType: z.literal('video'), details: videoDetailsSchema }),
  libraryItemSchema.extend({ contentType: z.literal('exercise'), details: exerciseDetailsSchema }),
  libraryItemSchema.extend({ contentType: z.literal('repertoire'), details: repertoireDetailsSchema }),
  libraryItemSchema.extend({ contentType: z.literal('jam_track'), details: jamTrackDetailsSchema }),
]);
export type LibraryDetail = z.infer<typeof libraryDetailSchema>;

export const libraryListQuerySchema = z.object({
  type: contentTypeSchema.optional(),
  difficulty: difficultySchema.optional(),
  category: singleLineText('Category').max(80).optional(),
  /** Words matched against title, description and category (prefixes count: "strum" finds "strumming"). */
  q: singleLineText('Search').max(100).optional(),
  /** Superadmins only (ignored for others): list unpublished items too, so they can be published again. */
  includeUnpublished: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
  page: pageNumberSchema,
  pageSize: pageSizeSchema(LIBRARY_PAGE_SIZE, 60),
});
export type LibraryListQuery = z.input<typeof libraryListQuerySchema>;

export const libraryListResponseSchema = z.object({
  items: z.array(libraryItemSchema),
  total: z.number().int(),
  /** Categories present among the listed type (for the filter), sorted. */
  categories: z.array(z.string()),
});
export type LibraryListResponse = z.infer<typeof libraryListResponseSchema>;

export const libraryExistsResponseSchema = z.object({ id: z.uuid(), contentType: contentTypeSchema });

// ── Admin input ────────────────────────────────────────────────────────────

const commonInput = {
  title: requiredLine('Title', 200, m.titleRequired, m.titleTooLong),
  description: requiredLines('Description', 2000, m.descriptionRequired, m.descriptionTooLong),
  category: requiredLine('Category', 80, m.categoryRequired, m.categoryTooLong),
  difficulty: difficultySchema.default('beginner'),
  thumbnailUrl: optionalMediaUrl,
  /** New items are published unless this says otherwise; an update without it leaves the state alone. */
  published: z.boolean().optional(),
};

const tempoSchema = z
  .union(
    [
      z.literal('').transform(() => null),
      // Input typed as a number (what the document says a client sends); a numeric string is still read.
      z.coerce
        .number<number>({ error: m.tempoInvalid })
        .int(m.tempoInvalid)
        .min(20, m.tempoInvalid)
        .max(400, m.tempoInvalid),
      z.null(),
    ],
    { error: m.tempoInvalid },
  )
  .optional()
  .transform((value) => value ?? null);

const listOfNames = (label: string) =>
  z
    .array(singleLineText(label).max(40))
    .max(64)
    .default([])
    .transform((values) => values.filter(Boolean));

export const libraryContentInputSchema = z.discriminatedUnion('contentType', [
  z.object({
    ...commonInput,
    contentType: z.literal('article'),
    // The article form requires a thumbnail.
    thumbnailUrl: z.string({ error: m.thumbnailRequired }).trim().min(1, m.thumbnailRequired).pipe(mediaUrlSchema),
    details: z.object({
      readTime: requiredLine('Read time', 40, m.readTimeRequired, m.readTimeTooLong),
      content: htmlText('Content'),
    }),
  }),
  z.object({
    ...commonInput,
    contentType: z.literal('video'),
    details: z.object({
      instructor: optionalLine('Instructor', 120),
      duration: optionalDuration,
      videoUrl: z.string({ error: m.videoUrlRequired }).trim().min(1, m.videoUrlRequired).pipe(mediaUrlSchema),
    }),
  }),
  z.object({
    ...commonInput,
    contentType: z.literal('exercise'),
    details: z.object({
      duration: optionalLine('Duration', 40),
      focusAreas: listOfNames('Focus area'),
      instructions: htmlText('Instructions'),
    }),
  }),
  z.object({
    ...commonInput,
    contentType: z.literal('repertoire'),
    details: z.object({
      genre: optionalLine('Genre', 80),
      key: optionalLine('Key', 40),
      tempo: tempoSchema,
      composer: optionalLine('Composer', 120),
      sheetMusicUrl: optionalMediaUrl,
      tabUrl: optionalMediaUrl,
      backingTrackUrl: optionalMediaUrl,
    }),
  }),
  z.object({
    ...commonInput,
    contentType: z.literal('jam_track'),
    details: z.object({
      genre: optionalLine('Genre', 80),
      key: optionalLine('Key', 40),
      tempo: tempoSchema,
      duration: optionalDuration,
      chordProgression: listOfNames('Chord'),
      backingTrackUrl: optionalMediaUrl,
    }),
  }),
]);
export type LibraryContentInput = z.input<typeof libraryContentInputSchema>;
export type LibraryContentParsed = z.output<typeof libraryContentInputSchema>;

export const publishRequestSchema = z.object({ published: z.boolean() });

// ── Bookmarks ──────────────────────────────────────────────────────────────

export const bookmarkSchema = z.object({
  id: z.uuid(),
  contentId: z.uuid(),
  contentType: contentTypeSchema,
  order: z.number().int(),
});
export type Bookmark = z.infer<typeof bookmarkSchema>;
export const createBookmarkRequestSchema = z.object({ contentId: z.uuid() });
/** Move the dragged bookmark to the target's place (reorder_bookmarks). */
export const reorderBookmarksRequestSchema = z.object({ bookmarkId: z.uuid(), targetBookmarkId: z.uuid() });
export type ReorderBookmarksRequest = z.infer<typeof reorderBookmarksRequestSchema>;
export const bookmarkListResponseSchema = z.object({
  items: z.array(bookmarkSchema.extend({ item: libraryItemSchema })),
});
export type BookmarkListResponse = z.infer<typeof bookmarkListResponseSchema>;
