// Runs the API suite on the embedded PGlite and then, when DATABASE_URL is set, on PostgreSQL too.
import { spawnSync } from 'node:child_process';

const vitest = ['vitest', 'run', '--project', 'api', ...process.argv.slice(2)];
const runs = [{ label: 'PGlite', env: { ...process.env, DATABASE_URL: '' } }];
if (process.env.DATABASE_URL) runs.push({ label: 'PostgreSQL', env: process.env });

for (const run of runs) {
  console.log(`\nAPI tests on ${run.label}`);
  const result = spawnSync('npx', vitest, { stdio: 'inherit', env: run.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
