import type { Db } from '../client.ts';
import { hashPassword } from '../../modules/auth/passwords.ts';
import { findUserByEmail, insertUserWithProfile } from '../../modules/auth/users.ts';

export interface DemoAccount {
  email: string;
  password: string;
  username: string;
  role: string;
  isSuperadmin?: boolean;
  eventCreator?: boolean;
}

export const DEMO_LEARNER: DemoAccount = {
  email: 'learner@woodshed.local',
  password: 'practice-every-day',
  username: 'sam_strummer',
  role: 'learner',
};
export const DEMO_TEACHER: DemoAccount = {
  email: 'teacher@woodshed.local',
  password: 'teach-the-blues',
  username: 'alex_teacher',
  role: 'teacher (event creator)',
  eventCreator: true,
};
/** Only created when no ADMIN_EMAIL is configured and not in production. */
export const DEMO_ADMIN: DemoAccount = {
  email: 'admin@woodshed.local',
  password: 'run-the-school',
  username: 'admin',
  role: 'superadmin',
  isSuperadmin: true,
};

/** Demo accounts, created once; later starts leave them (and any changes to them) alone. */
export async function seedDemoAccounts(db: Db, accounts: DemoAccount[]): Promise<DemoAccount[]> {
  const created: DemoAccount[] = [];
  for (const account of accounts) {
    if (await findUserByEmail(db, account.email)) continue;
    await insertUserWithProfile(db, {
      email: account.email,
      passwordHash: await hashPassword(account.password),
      username: account.username,
      isSuperadmin: account.isSuperadmin ?? false,
      eventCreator: account.eventCreator ?? false,
    });
    created.push(account);
  }
  return created;
}
