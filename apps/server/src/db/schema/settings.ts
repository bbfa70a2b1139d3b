import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Site-wide texts a superadmin can change; a missing key means the shipped default. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
