import type { MaterialType } from '@woodshed/shared';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { storageObjects } from './storage.ts';

export const faculty = pgTable('faculty', {
  id: uuid('id').primaryKey().defaultRandom(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  title: text('title'),
  bio: text('bio'),
  avatarUrl: text('avatar_url'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessionSummaries = pgTable(
  'session_summaries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    facultyId: uuid('faculty_id').references(() => faculty.id, { onDelete: 'set null' }),
    shortDescription: text('short_description').notNull(),
    longDescription: text('long_description'),
    isGroupSession: boolean('is_group_session').notNull().default(false),
    sessionDate: timestamp('session_date', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('session_summaries_date_idx').on(t.sessionDate)],
);

export const sessionSummaryMembers = pgTable(
  'session_summary_members',
  {
    summaryId: uuid('summary_id')
      .notNull()
      .references(() => sessionSummaries.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    isPrimary: boolean('is_primary').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.summaryId, t.userId] }), index('session_summary_members_user_idx').on(t.userId)],
);

/**
 * A summary's files. The blob and its metadata are a storage object in the private session-attachments folder
 * (never served from /files); `file_url` is the members-only address the viewer opens.
 */
export const sessionAttachments = pgTable(
  'session_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    summaryId: uuid('summary_id')
      .notNull()
      .references(() => sessionSummaries.id, { onDelete: 'cascade' }),
    storageObjectId: uuid('storage_object_id')
      .notNull()
      .references(() => storageObjects.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    fileUrl: text('file_url').notNull(),
    fileType: text('file_type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('session_attachments_summary_idx').on(t.summaryId),
    // One summary claims an uploaded file.
    uniqueIndex('session_attachments_storage_object_key').on(t.storageObjectId),
  ],
);

/** Homework of a summary: library items and chords to work on, in order (copied to each member's collection). */
export const sessionSummaryHomework = pgTable(
  'session_summary_homework',
  {
    summaryId: uuid('summary_id')
      .notNull()
      .references(() => sessionSummaries.id, { onDelete: 'cascade' }),
    materialType: text('material_type').$type<MaterialType>().notNull(),
    /** A chord or library item by id (no foreign key, as in collections: it may be deleted later). */
    materialId: uuid('material_id').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.summaryId, t.materialType, t.materialId] })],
);
