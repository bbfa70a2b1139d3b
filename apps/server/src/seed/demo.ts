import type { ProfileTimeZone } from '@woodshed/shared';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { profiles } from '../db/schema/index.ts';
import { hashPassword, verifyPassword } from '../modules/auth/index.ts';
import { findUserByEmail, insertUserWithProfile } from '../modules/auth/index.ts';

export interface DemoAccount {
  email: string;
  password: string;
  username: string;
  role: string;
  isSuperadmin?: boolean;
  eventCreator?: boolean;
  /** The profile's zone when not the default (UTC); the demo activity is dated in it. */
  timezone?: ProfileTimeZone;
  /** The rest of the profile page, filled in as a real student would. */
  profile?: Partial<typeof profiles.$inferInsert>;
}

export const DEMO_LEARNER: DemoAccount = {
  email: 'learner@woodshed.local',
  password: 'practice-every-day',
  username: 'sam_strummer',
  role: 'learner',
  timezone: 'America/Chicago',
  profile: {
    bio: 'Learning blues and fingerstyle after work. Working on clean barre chords and my first solo.',
    gear: ['Fender Telecaster', 'Yamaha FG800', 'Boss Katana 50'],
    genres: ['Blues', 'Folk', 'Classic rock'],
    influences: ['B.B. King', 'Joni Mitchell', 'Mark Knopfler'],
    weeklyGoalHours: 5,
    membershipLevel: 2,
    dailyPracticeReminder: true,
    practiceReminderTime: '18:30',
    leaderboardNickname: 'SamStrums',
  },
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

/** Every account whose password is published (README, start-up hints); never created in production. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [DEMO_LEARNER, DEMO_TEACHER, DEMO_ADMIN];

export interface ExposedDemoAccount {
  account: DemoAccount;
  userId: string;
}

/**
 * The demo accounts that anyone can still sign in to with the published password. One whose password was changed
 * belongs to someone now and is not listed.
 */
export async function demoAccountsWithPublishedPasswords(db: DbOrTx): Promise<ExposedDemoAccount[]> {
  const exposed: ExposedDemoAccount[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const row = await findUserByEmail(db, account.email);
    if (row && (await verifyPassword(row.user.passwordHash, account.password))) {
      exposed.push({ account, userId: row.user.id });
    }
  }
  return exposed;
}

/** Demo accounts, created once; later starts leave them (and any changes to them) alone. */
export async function seedDemoAccounts(db: Db, accounts: DemoAccount[]): Promise<DemoAccount[]> {
  const created: DemoAccount[] = [];
  for (const account of accounts) {
    if (await findUserByEmail(db, account.email)) continue;
    const passwordHash = await hashPassword(account.password);
    await db.transaction(async (tx) => {
      const { user } = await insertUserWithProfile(tx, {
        email: account.email,
        passwordHash,
        username: account.username,
        isSuperadmin: account.isSuperadmin ?? false,
        eventCreator: account.eventCreator ?? false,
      });
      if (account.timezone || account.profile) {
        await tx
          .update(profiles)
          .set({ ...account.profile, ...(account.timezone ? { timezone: account.timezone } : {}) })
          .where(eq(profiles.id, user.id));
      }
    });
    created.push(account);
  }
  return created;
}
