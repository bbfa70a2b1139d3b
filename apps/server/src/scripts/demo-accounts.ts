import { parseArgs } from 'node:util';
import { openMigratedDatabase } from '../bootstrap.ts';
import { loadConfig } from '../config.ts';
import { removeDemoAccounts, resetDemoPasswords } from '../seed/demo-account-cleanup.ts';
import { demoAccountsWithPublishedPasswords } from '../seed/demo.ts';
import { createFileStore } from '../modules/storage/index.ts';

/**
 * `npm run demo-accounts` lists the demo accounts that can still be signed in to with their published passwords (a
 * production start refuses such a database); `-- --remove` deletes them as "Delete account" does, with everything
 * they did; `-- --reset-passwords` gives each a random password, shown once. A demo account whose password was changed
 * belongs to someone now and is left alone.
 */
async function main() {
  const { values } = parseArgs({ options: { remove: { type: 'boolean' }, 'reset-passwords': { type: 'boolean' } } });
  if (values.remove && values['reset-passwords']) throw new Error('Give --remove or --reset-passwords, not both.');
  const config = loadConfig();
  const database = await openMigratedDatabase(config);
  try {
    const exposed = await demoAccountsWithPublishedPasswords(database.db);
    if (exposed.length === 0) {
      console.log('No demo account can be signed in to with a published password.');
    } else if (values.remove) {
      const log = { warn: (_details: object, message: string) => console.warn(message) };
      const files = createFileStore(database.db, config, { log });
      try {
        const { removed, keptLastSuperadmin } = await removeDemoAccounts(database.db, { files, log }, exposed);
        for (const email of removed) console.log(`Removed ${email}.`);
        for (const email of keptLastSuperadmin) {
          console.error(
            `Kept ${email}: it is the only superadmin. Make your own first ` +
              '(npm run create-admin -- --email you@example.org), then run this again; or use --reset-passwords.',
          );
          process.exitCode = 1;
        }
      } finally {
        files.close();
      }
    } else if (values['reset-passwords']) {
      console.log('New passwords (shown only now; their sessions have ended):');
      for (const { email, password } of await resetDemoPasswords(database.db, exposed)) {
        console.log(`  ${email}  ${password}`);
      }
    } else {
      console.log('These demo accounts can be signed in to with the passwords in the README:');
      for (const { account } of exposed) console.log(`  ${account.email}, demo ${account.role}`);
      console.log('Remove them:                    npm run demo-accounts -- --remove');
      console.log('Or give them random passwords:  npm run demo-accounts -- --reset-passwords');
    }
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
