import path from 'node:path';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { ensureSuperadmin } from './db/seed/accounts.ts';
import { seedDemoActivity } from './db/seed/demo-activity.ts';
import { seedDemoAdministration } from './db/seed/demo-admin.ts';
import { seedDemoEvents } from './db/seed/demo-events.ts';
import { seedDemoPracticeRoom } from './db/seed/demo-practice-room.ts';
import { seedDemoSummaries, summariesAreEmpty } from './db/seed/demo-summaries.ts';
import { DEMO_ADMIN, DEMO_LEARNER, DEMO_TEACHER, seedDemoAccounts, type DemoAccount } from './db/seed/demo.ts';
import { seedDemoPlayers } from './db/seed/demo-players.ts';
import { achievementsAreEmpty } from './db/seed/demo-achievements-state.ts';
import { coursesAreEmpty } from './db/seed/demo-courses-state.ts';
import { libraryIsEmpty } from './db/seed/library-state.ts';
import { seedReferenceData } from './db/seed/reference.ts';

export interface PreparedDatabase {
  database: Database;
  /** What the start-up log should tell the operator about signing in. */
  signInHints: string[];
}

/**
 * Opens the configured database, migrates it, and loads reference data, the superadmin and demo data (accounts,
 * starter library, courses, and the demo school's activity, topped up to today after a pause).
 */
export async function prepareDatabase(config: Config): Promise<PreparedDatabase> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
    onPoolError: (error) => console.error(`Database connection error: ${error.message}`),
  });
  await database.migrate();
  await seedReferenceData(database.db);
  const signInHints: string[] = [];

  if (config.adminEmail && config.adminPassword) {
    const result = await ensureSuperadmin(database.db, config.adminEmail, config.adminPassword);
    signInHints.push(`Superadmin: ${config.adminEmail} (from ADMIN_EMAIL; ${result})`);
  }
  if (config.seedDemo) {
    const accounts: DemoAccount[] = [DEMO_LEARNER, DEMO_TEACHER];
    if (!config.adminEmail && !config.isProduction) accounts.push(DEMO_ADMIN);
    await seedDemoAccounts(database.db, accounts);
    const now = new Date();
    // The media synthesis and the file store are loaded only on a start that fills an empty library, course list or
    // achievement list.
    const [libraryEmpty, noCourses, noAchievements] = await Promise.all([
      libraryIsEmpty(database.db),
      coursesAreEmpty(database.db),
      achievementsAreEmpty(database.db),
    ]);
    if (libraryEmpty || noCourses || noAchievements) {
      const [{ createFileStore }, { seedStarterLibrary }, { seedDemoCourses }, { seedDemoAchievements }] =
        await Promise.all([
          import('./modules/storage/file-store.ts'),
          import('./db/seed/library.ts'),
          import('./db/seed/demo-courses.ts'),
          import('./db/seed/demo-achievements.ts'),
        ]);
      const files = createFileStore(database.db, config);
      try {
        if (libraryEmpty) await seedStarterLibrary(database.db, files);
        // After the library, whose videos the modules play, and the demo learner, who is enrolled in one.
        if (noCourses) await seedDemoCourses(database.db, files, now);
        // Before the activity below, which earns them for the accounts it gives a history.
        if (noAchievements) await seedDemoAchievements(database.db, files, now);
      } finally {
        await files.close();
      }
    }
    // The leaderboard's other students; their practice comes with the activity below.
    await seedDemoPlayers(database.db, now);
    // After the library, which the learner's bookmarks and collections point at. Once, then only top-ups.
    await seedDemoActivity(database.db, now);
    // After the courses: the jam is for the demo learner's course.
    await seedDemoEvents(database.db, now);
    // After the library, whose exercises the learner's tempo log and tempo goal are on.
    await seedDemoPracticeRoom(database.db, now);
    // After the players (one shares the group lesson) and the library (the homework); with a PDF lesson plan.
    if (await summariesAreEmpty(database.db)) {
      const { createFileStore } = await import('./modules/storage/file-store.ts');
      const files = createFileStore(database.db, config);
      try {
        await seedDemoSummaries(database.db, files, now);
      } finally {
        files.close();
      }
    }
    // After the players and the learner's activity: the admin's changes and award come on top of them.
    await seedDemoAdministration(database.db, now);
    for (const account of accounts) {
      signInHints.push(`Demo ${account.role}: ${account.email} / ${account.password}`);
    }
  }
  if (!signInHints.some((hint) => hint.includes('uperadmin'))) {
    signInHints.push('No superadmin configured: set ADMIN_EMAIL and ADMIN_PASSWORD, or run `npm run create-admin`.');
  }
  return { database, signInHints };
}
