// The OpenAPI document, checked (`npm run lint:openapi`; part of `npm run lint`, so of `npm test`):
//   1. the server builds it as the tests do (apps/server/src/scripts/openapi-document.ts: in-memory PGlite, nothing
//      listening);
//   2. `redocly lint` with the recommended rules must find nothing at all: no error, no warning;
//   3. the web's typed client, apps/web/src/lib/api-schema.d.ts (openapi-typescript), must be exactly what the
//      document generates now; `tsc -p apps/web` then checks the web's API calls against it (apps/web/src/lib/api.ts).
//
// Usage: node scripts/openapi.mjs [--write]   (--write regenerates api-schema.d.ts instead of comparing it)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import * as prettier from 'prettier';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const typesFile = path.join(repo, 'apps/web/src/lib/api-schema.d.ts');
const write = process.argv.includes('--write');

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: repo, encoding: 'utf8', ...options });
  if (result.error) throw result.error;
  return result;
}

const dir = mkdtempSync(path.join(tmpdir(), 'woodshed-openapi-'));
try {
  const documentFile = path.join(dir, 'openapi.json');
  const built = run('npx', ['tsx', 'apps/server/src/scripts/openapi-document.ts', documentFile], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);

  // Telemetry off: a test run sends nothing anywhere.
  const linted = run(
    'npx',
    ['redocly', 'lint', '--extends', 'recommended', '--format', 'json', '--max-problems', '1000', documentFile],
    { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
  );
  let report;
  try {
    report = JSON.parse(linted.stdout);
  } catch {
    console.error(linted.stdout, linted.stderr);
    throw new Error('redocly lint gave no JSON report');
  }
  for (const problem of report.problems) {
    const where = problem.location?.map((location) => location.pointer).join(', ');
    console.error(`${problem.severity} ${problem.ruleId}: ${problem.message} (${where})`);
  }
  const { errors, warnings } = report.totals;
  const operations = Object.values(JSON.parse(readFileSync(documentFile, 'utf8')).paths).reduce(
    (count, item) => count + Object.keys(item).length,
    0,
  );
  console.log(`redocly lint (recommended), ${operations} operations: ${errors} errors, ${warnings} warnings`);
  if (errors + warnings > 0) process.exit(1);

  const header =
    "// Generated from the server's OpenAPI document by `npm run openapi:types` (scripts/openapi.mjs). Do not edit:\n" +
    '// `npm run lint:openapi` fails when it differs from what the document generates.\n\n';
  const generated = header + astToString(await openapiTS(pathToFileURL(documentFile)));
  const options = await prettier.resolveConfig(typesFile);
  const types = await prettier.format(generated, { ...options, filepath: typesFile });
  if (write) {
    writeFileSync(typesFile, types);
    console.log(`wrote ${path.relative(repo, typesFile)}`);
  } else if (readFileSync(typesFile, 'utf8') !== types) {
    console.error(
      `${path.relative(repo, typesFile)} does not match the OpenAPI document: run \`npm run openapi:types\` and ` +
        'fix the web calls `tsc -p apps/web` then reports.',
    );
    process.exit(1);
  } else {
    console.log(`${path.relative(repo, typesFile)} matches the document`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
