import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline/promises';
import { openMigratedDatabase } from '../bootstrap.ts';
import { loadConfig } from '../config.ts';
import { ensureSuperadmin } from '../seed/accounts.ts';

/** `npm run create-admin -- --email you@example.org [--password ...]` creates or promotes a superadmin. */
async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const email = values.email ?? process.env.ADMIN_EMAIL ?? (await rl.question('Superadmin e-mail: '));
  const password =
    values.password ?? process.env.ADMIN_PASSWORD ?? (await rl.question('Password (at least 8 characters): '));
  rl.close();
  // Not the full start (prepareDatabase): making a superadmin must work while a production start is refused for
  // demo accounts, since removing the demo superadmin needs another one first.
  const database = await openMigratedDatabase(loadConfig());
  try {
    const result = await ensureSuperadmin(database.db, email.trim(), password);
    console.log(`Superadmin ${email.trim()}: ${result}.`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
