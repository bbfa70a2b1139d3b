import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TempoItemType } from '@woodshed/shared';
import { users } from './auth.ts';
import { chords } from './chords.ts';

/**
 * The tempo log (issue 19): the user's clean tempo on an item, one entry per item and local day (logging again the
 * same day replaces it). Items are referenced by type and id without a foreign key, like collection materials: an
 * item deleted or unpublished later keeps its history.
 */
export const tempoLogEntries = pgTable(
  'tempo_log_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemType: text('item_type').$type<TempoItemType>().notNull(),
    itemId: uuid('item_id').notNull(),
    /** The user's local day (their time zone when it was logged). */
    date: date('date', { mode: 'string' }).notNull(),
    bpm: integer('bpm').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One entry per item and day; also the index of an item's history by date and of the per-item summary.
    uniqueIndex('tempo_log_entries_item_day_key').on(t.userId, t.itemType, t.itemId, t.date),
    check('tempo_log_entries_bpm_check', sql`${t.bpm} between 20 and 300`),
  ],
);

/**
 * One try of the chord-change trainer: changes between two chords in `duration_seconds`. The pair is stored with
 * chord_a_id < chord_b_id, so A–B and B–A are one history.
 */
export const chordChangeRecords = pgTable(
  'chord_change_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chordAId: uuid('chord_a_id')
      .notNull()
      .references(() => chords.id, { onDelete: 'cascade' }),
    chordBId: uuid('chord_b_id')
      .notNull()
      .references(() => chords.id, { onDelete: 'cascade' }),
    changes: integer('changes').notNull(),
    durationSeconds: integer('duration_seconds').notNull().default(60),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    /** The user's local day of the try. */
    date: date('date', { mode: 'string' }).notNull(),
  },
  (t) => [
    index('chord_change_records_user_pair_idx').on(t.userId, t.chordAId, t.chordBId, t.recordedAt),
    check('chord_change_records_pair_order_check', sql`${t.chordAId} < ${t.chordBId}`),
    check('chord_change_records_changes_check', sql`${t.changes} between 0 and 300`),
    check('chord_change_records_duration_check', sql`${t.durationSeconds} between 10 and 600`),
  ],
);
