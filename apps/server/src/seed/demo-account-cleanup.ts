import type { Db } from '../db/client.ts';
import { AppError } from '../lib/errors.ts';
import { deleteAccount } from '../modules/account/index.ts';
import type { FileStore } from '../modules/storage/index.ts';
import { giveRandomPassword } from './accounts.ts';
import type { ExposedDemoAccount } from './demo.ts';

/**
 * What `npm run demo-accounts` does to the demo accounts that still have their published passwords (scripts/
 * demo-accounts.ts), so that a production start accepts the database.
 */

export interface Log {
  warn(details: object, message: string): void;
}

export interface RemovedDemoAccounts {
  removed: string[];
  /** The only superadmin, which account deletion refuses to remove. */
  keptLastSuperadmin: string[];
}

/** Deletes them through the app's own account deletion (everything they did goes too), authorised by that password. */
export async function removeDemoAccounts(
  db: Db,
  deps: { files: FileStore; log: Log },
  exposed: readonly ExposedDemoAccount[],
): Promise<RemovedDemoAccounts> {
  const result: RemovedDemoAccounts = { removed: [], keptLastSuperadmin: [] };
  for (const { account, userId } of exposed) {
    try {
      await deleteAccount(db, userId, account.password, deps);
      result.removed.push(account.email);
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'conflict') throw error;
      result.keptLastSuperadmin.push(account.email);
    }
  }
  return result;
}

/** Gives each a random password (ending its sessions); the passwords are for showing once. */
export async function resetDemoPasswords(
  db: Db,
  exposed: readonly ExposedDemoAccount[],
): Promise<{ email: string; password: string }[]> {
  const result: { email: string; password: string }[] = [];
  for (const { account, userId } of exposed) {
    result.push({ email: account.email, password: await giveRandomPassword(db, userId) });
  }
  return result;
}
