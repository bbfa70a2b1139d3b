import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const levels = pgTable('levels', {
  level: integer('level').primaryKey(),
  xpRequired: integer('xp_required').notNull().unique(),
});

export const focusAreas = pgTable('focus_areas', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
});
