import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

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

export const sessionAttachments = pgTable('session_attachments', {
  id: uuid('id').primaryKey().defaultRandom(),
  summaryId: uuid('summary_id')
    .notNull()
    .references(() => sessionSummaries.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  fileUrl: text('file_url').notNull(),
  fileType: text('file_type').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
