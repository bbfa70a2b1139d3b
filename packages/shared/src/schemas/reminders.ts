import { z } from 'zod';
import { messages } from '../messages.ts';

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
