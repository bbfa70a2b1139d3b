import type { ChordFingering, TriadType } from '@woodshed/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { storageObjects } from './storage.ts';

/**
 * The chord library. `bucket_img_id` points at the uploaded picture's stored file; when that
 * file is deleted the chord falls back to the diagram drawn from `fingering`.
 */
export const chords = pgTable('chords', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  triadType: text('triad_type').$type<TriadType>().notNull(),
  notes: text('notes')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  intervals: text('intervals')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  fingering: jsonb('fingering').$type<ChordFingering>(),
  imgUrl: text('img_url'),
  bucketImgId: uuid('bucket_img_id').references(() => storageObjects.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One rating per user and chord, 0–5. */
export const chordMastery = pgTable(
  'chord_mastery',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chordId: uuid('chord_id')
      .notNull()
      .references(() => chords.id, { onDelete: 'cascade' }),
    masteryRating: integer('mastery_rating').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.chordId] }),
    index('chord_mastery_chord_idx').on(t.chordId),
    check('chord_mastery_rating_range', sql`${t.masteryRating} between 0 and 5`),
  ],
);
