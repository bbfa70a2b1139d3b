import type { UploadCategory } from '@woodshed/shared';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/** Metadata of every stored file, for the local-disk and S3 drivers alike (Files). */
export const storageObjects = pgTable(
  'storage_objects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bucket: text('bucket').notNull(),
    category: text('category').$type<UploadCategory>().notNull(),
    /** Key inside the bucket, e.g. images/3f2c….png; never changes. */
    path: text('path').notNull(),
    /** Display name with extension; a rename changes only this. */
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('storage_objects_bucket_path_key').on(t.bucket, t.path),
    index('storage_objects_category_created_idx').on(t.category, t.createdAt),
  ],
);
