import { z } from 'zod';
import { messages } from './messages.ts';

/**
 * POST /api/reminders/off: the signed token from the reminder e-mail's one-click link
 * (`/reminders/off#<token>`). It travels in the body, never in a URL, so it reaches no access log.
 */
export const reminderOffRequestSchema = z.object({
  token: z
    .string({ error: messages.reminders.linkInvalid })
    .min(1, messages.reminders.linkInvalid)
    .max(200, messages.reminders.linkInvalid),
});
export type ReminderOffRequest = z.infer<typeof reminderOffRequestSchema>;

/**
 * POST and GET /api/reminders/unsubscribe?token=: the List-Unsubscribe address of a reminder e-mail (RFC 8058).
 * Its token is the same signed token, here in the URL because the standard puts it there; base64url only, so it
 * can go into the redirect's Location unchanged.
 */
export const reminderUnsubscribeQuerySchema = z.object({
  token: z
    .string({ error: messages.reminders.linkInvalid })
    .regex(/^[A-Za-z0-9_-]{1,200}$/, messages.reminders.linkInvalid),
});

/** The one-click POST's form body: exactly `List-Unsubscribe=One-Click` (RFC 8058 §3.2). */
export const reminderOneClickBodySchema = z.object({
  'List-Unsubscribe': z.literal('One-Click', { error: messages.reminders.oneClickBody }),
});
