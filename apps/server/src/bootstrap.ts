import path from 'node:path';
import type { LoadedConfig } from './config.ts';
import { openDatabase, type Database, type Db } from './db/client.ts';
import { ensureSuperadmin } from './seed/accounts.ts';
import { seedDemoActivity } from './seed/demo-activity.ts';
import { seedDemoAdministration } from './seed/demo-admin.ts';
import { seedDemoEvents } from './seed/demo-events.ts';
import { seedDemoPracticeRoom } from './seed/demo-practice-room.ts';
import { seedDemoSummaries, summariesAreEmpty } from './seed/demo-summaries.ts';
import {
  DEMO_ADMIN,
  DEMO_LEARNER,
  DEMO_TEACHER,
  demoAccountsWithPublishedPasswords,
  seedDemoAccounts,
  type DemoAccount,
  type ExposedDemoAccount,
} from './seed/demo.ts';
import { seedDemoPlayers } from './seed/demo-players.ts';
import { achievementsAreEmpty } from './seed/demo-achievements-state.ts';
import { coursesAreEmpty } from './seed/demo-courses-state.ts';
import { libraryIsEmpty } from './seed/library-state.ts';
import { seedReferenceData } from './seed/reference.ts';
import { lockDataDir, type DataDirLock } from './lib/data-dir-lock.ts';
import { claimStoredNames } from './modules/profile/index.ts';

export interface PreparedDatabase {
  database: Database;
  /** What the start-up log should tell the operator about signing in. */
  signInHints: string[];
}

/**
 * Opens the configured database, migrates it and loads the reference data (under the start-up lock, like the
 * seeding in prepareDatabase). The embedded one is locked to this process first (lib/data-dir-lock.ts), unless the
 * caller holds the lock already: a second server or script on the same DATA_DIR stops here, naming the first.
 * Closing the database releases the lock.
 */
export async function openMigratedDatabase(config: LoadedConfig, held?: DataDirLock): Promise<Database> {
  const lock = held ?? (config.databaseUrl ? undefined : lockDataDir(config.dataDir));
  let database: Database | undefined;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: path.join(config.dataDir, 'db'),
      onPoolError: (error) => console.error(`Database connection error: ${error.message}`),
    });
    await database.migrate();
    const opening = database;
    await opening.exclusively(() => seedReferenceData(opening.db));
  } catch (error) {
    await database?.close().catch(() => undefined);
    lock?.release();
    throw error;
  }
  const opened = database;
  return {
    ...opened,
    async close() {
      try {
        await opened.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/** Why a production start stops on a database with demo accounts that still have their published passwords. */
function demoAccountsRefusal(exposed: ExposedDemoAccount[]): string {
  return [
    'Refusing to start in production: anyone can sign in to these demo accounts with the passwords in the README:',
    ...exposed.map(({ account }) => `  ${account.email}, demo ${account.role}`),
    'To remove them and everything they did:  npm run demo-accounts -- --remove',
    'To give them new random passwords:       npm run demo-accounts -- --reset-passwords',
    'Run it with the same DATA_DIR or DATABASE_URL as `npm start`, then start again.',
  ].join('\n');
}

/** Opens and migrates the database (above), then checks and seeds it for the start (below). */
export async function prepareDatabase(config: LoadedConfig, held?: DataDirLock): Promise<PreparedDatabase> {
  const database = await openMigratedDatabase(config, held);
  try {
    // Under the start-up lock: instances starting together on one PostgreSQL database seed it one at a time.
    return { database, signInHints: await database.exclusively(() => seedForStart(database.db, config)) };
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}

/**
 * Loads the superadmin and, outside production, demo data (accounts, starter library, courses, and the demo school's
 * activity, topped up to today after a pause); returns the sign-in hints. In production no demo data is made whatever
 * SEED_DEMO says, no hint shows a password, and a database holding demo accounts with published passwords is refused.
 */
export async function seedForStart(db: Db, config: LoadedConfig): Promise<string[]> {
  if (config.isProduction) {
    const exposed = await demoAccountsWithPublishedPasswords(db);
    if (exposed.length > 0) throw new Error(demoAccountsRefusal(exposed));
  }
  const signInHints: string[] = [];

  if (config.adminEmail && config.adminPassword) {
    const result = await ensureSuperadmin(db, config.adminEmail, config.adminPassword);
    signInHints.push(`Superadmin: ${config.adminEmail} (from ADMIN_EMAIL; ${result})`);
  }
  // The demo school's activity needs the demo accounts, so production gets none of it.
  if (config.seedDemo && !config.isProduction) {
    const accounts: DemoAccount[] = [DEMO_LEARNER, DEMO_TEACHER];
    if (!config.adminEmail) accounts.push(DEMO_ADMIN);
    await seedDemoAccounts(db, accounts);
    const now = new Date();
    // The media synthesis and the file store are loaded only on a start that fills an empty library, course list or
    // achievement list.
    const [libraryEmpty, noCourses, noAchievements] = await Promise.all([
      libraryIsEmpty(db),
      coursesAreEmpty(db),
      achievementsAreEmpty(db),
    ]);
    if (libraryEmpty || noCourses || noAchievements) {
      const [{ createFileStore }, { seedStarterLibrary }, { seedDemoCourses }, { seedDemoAchievements }] =
        await Promise.all([
          import('./modules/storage/index.ts'),
          import('./seed/library.ts'),
          import('./seed/demo-courses.ts'),
          import('./seed/demo-achievements.ts'),
        ]);
      const files = createFileStore(db, config);
      try {
        if (libraryEmpty) await seedStarterLibrary(db, files);
        // After the library, whose videos the modules play, and the demo learner, who is enrolled in one.
        if (noCourses) await seedDemoCourses(db, files, now);
        // Before the activity below, which earns them for the accounts it gives a history.
        if (noAchievements) await seedDemoAchievements(db, files, now);
      } finally {
        await files.close();
      }
    }
    // The leaderboard's other students; their practice comes with the activity below.
    await seedDemoPlayers(db, now);
    // After the library, which the learner's bookmarks and collections point at. Once, then only top-ups.
    await seedDemoActivity(db, now);
    // After the courses: the jam is for the demo learner's course.
    await seedDemoEvents(db, now);
    // After the library, whose exercises the learner's tempo log and tempo goal are on.
    await seedDemoPracticeRoom(db, now);
    // After the players (one shares the group lesson) and the library (the homework); with a PDF lesson plan.
    if (await summariesAreEmpty(db)) {
      const { createFileStore } = await import('./modules/storage/index.ts');
      const files = createFileStore(db, config);
      try {
        await seedDemoSummaries(db, files, now);
      } finally {
        files.close();
      }
    }
    // After the players and the learner's activity: the admin's changes and award come on top of them.
    await seedDemoAdministration(db, now);
    for (const account of accounts) {
      signInHints.push(`Demo ${account.role}: ${account.email} / ${account.password}`);
    }
  }
  // After the seeds: names stored without a claim (before claims existed, or by a seed) are claimed.
  await claimStoredNames(db);
  if (!signInHints.some((hint) => hint.includes('uperadmin'))) {
    signInHints.push('No superadmin configured: set ADMIN_EMAIL and ADMIN_PASSWORD, or run `npm run create-admin`.');
  }
  return signInHints;
}
