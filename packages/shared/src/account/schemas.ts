import { z } from 'zod';
import { messages } from './messages.ts';

/** DELETE /api/account: the account's password, typed again. */
export const deleteAccountRequestSchema = z.object({
  password: z.string({ error: messages.account.passwordRequired }).min(1, messages.account.passwordRequired).max(1000),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/** GET /api/account/export: everything Woodshed holds about the user, by table. */
export const accountExportSchema = z.object({
  exportedAt: z.iso.datetime(),
  account: z.object({ id: z.uuid(), email: z.string(), createdAt: z.iso.datetime() }),
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
