import type { CollectionColor, CollectionIcon, MaterialType } from '@woodshed/shared';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/** The one store of collections: the Add to Collection dialog and Practice Materials share it. */
export const practiceCollections = pgTable(
  'practice_collections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    shortDescription: text('short_description'),
    icon: text('icon').$type<CollectionIcon>().notNull(),
    color: text('color').$type<CollectionColor>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('practice_collections_user_created_idx').on(t.userId, t.createdAt.desc(), t.id)],
);

/**
 * A material in a collection: a chord or a library item, by id (no foreign key: the item may be deleted or
 * unpublished later, and then shows as unavailable). One entry per item and collection.
 */
export const materialCollectionAssoc = pgTable(
  'material_collection_assoc',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => practiceCollections.id, { onDelete: 'cascade' }),
    materialId: uuid('material_id').notNull(),
    materialType: text('material_type').$type<MaterialType>().notNull(),
    notes: text('notes'),
    order: integer('order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('material_collection_assoc_item_key').on(t.collectionId, t.materialType, t.materialId),
    index('material_collection_assoc_order_idx').on(t.collectionId, t.order),
    index('material_collection_assoc_user_idx').on(t.userId),
  ],
);
