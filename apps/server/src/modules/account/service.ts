import { localDateTimeOf, messages, toCsv, type AccountExport } from '@woodshed/shared';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { mailOutbox, practiceSessions, profiles, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { verifyPassword } from '../auth/index.ts';
import { focusAreaNamesById, sessionFocusAreaNames } from '../focus-areas/index.ts';
import type { FileStore } from '../storage/index.ts';
import { deleteSummariesOfLeavingMember } from '../summaries/index.ts';
import { USER_DATA_TABLES } from './user-data.ts';

/** JSON-safe values: dates as ISO text (the export is read by people and programs, not this app). */
function plain(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );
}

/**
 * A practice session row with `focusAreas` listing every focus area by name (chosen and custom), so the export
 * reads without the focus-area table; `focusAreaIds` stays beside it.
 */
function namingFocusAreas(row: Record<string, unknown>, names: ReadonlyMap<number, string>): Record<string, unknown> {
  const session = row as typeof practiceSessions.$inferSelect;
  return { ...row, focusAreas: sessionFocusAreaNames(names, session.focusAreaIds, session.focusAreas) };
}

/** Everything Woodshed holds about the user (the password hash and sign-in tokens left out), by table. */
export async function exportUserData(db: DbOrTx, userId: string, now: Date): Promise<AccountExport> {
  const [account] = await db
    .select({ id: users.id, email: users.email, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!account) throw notFound();
  const focusAreaNames = await focusAreaNamesById(db);
  const tables = await Promise.all(
    USER_DATA_TABLES.map(async ({ name, table, rowsOf }) => {
      const rows = (await db.select().from(table).where(rowsOf(userId))) as Record<string, unknown>[];
      const readable = table === practiceSessions ? rows.map((row) => namingFocusAreas(row, focusAreaNames)) : rows;
      return [name, readable.map(plain)] as const;
    }),
  );
  return {
    exportedAt: now.toISOString(),
    account: { ...account, createdAt: account.createdAt.toISOString() },
    tables: Object.fromEntries(tables),
  };
}

const CSV_HEADER = ['date', 'duration_minutes', 'focus_areas', 'notes', 'logged_at', 'status'] as const;

/**
 * The practice log as CSV, a row per session in date order, every focus area by name, the time logged on the
 * user's clock.
 */
export async function practiceSessionsCsv(db: DbOrTx, userId: string, timeZone: string): Promise<string> {
  const focusAreaNames = await focusAreaNamesById(db);
  const rows = await db
    .select({
      date: practiceSessions.date,
      duration: practiceSessions.duration,
      focusAreaIds: practiceSessions.focusAreaIds,
      focusAreas: practiceSessions.focusAreas,
      notes: practiceSessions.notes,
      createdAt: practiceSessions.createdAt,
      scheduledRemoval: practiceSessions.scheduledRemoval,
    })
    .from(practiceSessions)
    .where(eq(practiceSessions.userId, userId))
    .orderBy(asc(practiceSessions.date), asc(practiceSessions.createdAt));
  return toCsv(
    CSV_HEADER,
    rows.map((row) => [
      row.date,
      row.duration,
      sessionFocusAreaNames(focusAreaNames, row.focusAreaIds, row.focusAreas).join('; '),
      row.notes,
      localDateTimeOf(row.createdAt, timeZone),
      row.scheduledRemoval ? 'pending deletion' : 'active',
    ]),
  );
}

/**
 * Deletes the account after the password is typed again: every row of the user goes with it (the foreign keys
 * cascade; rows that only mention them, such as an award they gave, keep the row without the name), and so do
 * mail waiting for their address and the lesson summaries that would be left without a member, with their
 * attachments (the files after the commit). The last superadmin cannot delete themself; superadmin rows are locked
 * so two superadmins deleting at once cannot both pass.
 */
export async function deleteAccount(
  db: Db,
  userId: string,
  password: string,
  { files, log }: { files: FileStore; log: { warn(details: object, message: string): void } },
): Promise<void> {
  const [account] = await db
    .select({ email: users.email, passwordHash: users.passwordHash, isSuperadmin: profiles.isSuperadmin })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  if (!account) throw notFound();
  if (!(await verifyPassword(account.passwordHash, password))) {
    throw new AppError('validation', messages.account.passwordWrong, 'password');
  }
  const deleteAttachmentFiles = await db.transaction(async (tx) => {
    if (account.isSuperadmin) {
      await tx.execute(sql`select 1 from ${profiles} where ${profiles.isSuperadmin} for update`);
      const [superadmins] = await tx.select({ total: count() }).from(profiles).where(eq(profiles.isSuperadmin, true));
      if ((superadmins?.total ?? 0) <= 1) throw new AppError('conflict', messages.account.lastSuperadmin);
    }
    const afterCommit = await deleteSummariesOfLeavingMember(tx, files, userId);
    await tx.delete(mailOutbox).where(eq(mailOutbox.to, account.email));
    await tx.delete(users).where(eq(users.id, userId));
    return afterCommit;
  });
  // The account is gone either way: a storage object that could not be deleted now is claimed by no summary, so the
  // pending-attachments housekeeping deletes it (row and file) like any unclaimed upload.
  await deleteAttachmentFiles().catch((error: unknown) => {
    log.warn({ err: error }, 'could not delete the attachments of a deleted account; housekeeping will');
  });
}
