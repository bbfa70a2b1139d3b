import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Outgoing mail, written in the transaction of the work that causes it (Mail). With SMTP_URL the
 * background sender (plugins/mail-sender.ts) delivers due rows and sets sentAt; without it rows stay here.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Extra header fields of this message (a reminder's List-Unsubscribe and List-Unsubscribe-Post), by name. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Delivery attempts started so far (a claim counts, so a crash mid-send still uses one up). */
    attempts: integer('attempts').notNull().default(0),
    /** When the sender may next try; a claim pushes it forward by the back-off, which doubles as a lease. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A short, safe description of the last failure (error code, SMTP reply code): never the message. */
    lastError: text('last_error'),
  },
  (t) => [
    index('mail_outbox_to_idx').on(t.to, t.createdAt),
    // The sender's query: unsent rows in next_attempt_at order.
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
  ],
);
