import type { ContentType, Difficulty } from '@woodshed/shared';
import { sql, type SQL } from 'drizzle-orm';
import { boolean, customType, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One row per library item, whatever its type; the detail tables share its id (so the library id, the
 * content id and the detail id are one value). Search runs on a generated tsvector with a GIN index.
 */
export const libraryContent = pgTable(
  'library_content',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contentType: text('content_type').$type<ContentType>().notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    thumbnailUrl: text('thumbnail_url'),
    difficulty: text('difficulty').$type<Difficulty>().notNull().default('beginner'),
    category: text('category').notNull(),
    published: boolean('published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    search: tsvector('search').generatedAlwaysAs(
      (): SQL =>
        sql`to_tsvector('simple', coalesce(${libraryContent.title}, '') || ' ' || coalesce(${libraryContent.description}, '') || ' ' || coalesce(${libraryContent.category}, ''))`,
    ),
  },
  (t) => [
    index('library_content_listing_idx').on(t.published, t.contentType, t.createdAt),
    index('library_content_search_idx').using('gin', t.search),
  ],
);

const detailId = () =>
  uuid('id')
    .primaryKey()
    .references(() => libraryContent.id, { onDelete: 'cascade' });

export const articles = pgTable('articles', {
  id: detailId(),
  readTime: text('read_time').notNull(),
  content: text('content').notNull().default(''),
});

export const videos = pgTable('videos', {
  id: detailId(),
  instructor: text('instructor'),
  duration: text('duration'),
  videoUrl: text('video_url').notNull(),
});

export const exercises = pgTable('exercises', {
  id: detailId(),
  duration: text('duration'),
  focusAreas: text('focus_areas')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  instructions: text('instructions').notNull().default(''),
});

export const repertoire = pgTable('repertoire', {
  id: detailId(),
  genre: text('genre'),
  key: text('key'),
  tempo: integer('tempo'),
  composer: text('composer'),
  sheetMusicUrl: text('sheet_music_url'),
  tabUrl: text('tab_url'),
  backingTrackUrl: text('backing_track_url'),
});

export const jamTracks = pgTable('jam_tracks', {
  id: detailId(),
  genre: text('genre'),
  key: text('key'),
  tempo: integer('tempo'),
  duration: text('duration'),
  chordProgression: text('chord_progression')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  backingTrackUrl: text('backing_track_url'),
});

export const bookmarks = pgTable(
  'bookmarks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentId: uuid('content_id')
      .notNull()
      .references(() => libraryContent.id, { onDelete: 'cascade' }),
    contentType: text('content_type').$type<ContentType>().notNull(),
    order: integer('order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bookmarks_user_content_key').on(t.userId, t.contentId),
    index('bookmarks_user_order_idx').on(t.userId, t.order),
  ],
);
