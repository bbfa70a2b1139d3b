// Runs the API suite on PostgreSQL when DATABASE_URL is set, otherwise on the embedded PGlite (a fresh one per file).
// CI runs it on both: PostgreSQL inside `npm test`, PGlite in the second Node's step (.ci/run), so neither store is
// tested twice and `npm test` stays within its time.
import { spawnSync } from 'node:child_process';

const label = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
console.log(`\nAPI tests on ${label}`);
const result = spawnSync('npx', ['vitest', 'run', '--project', 'api', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
