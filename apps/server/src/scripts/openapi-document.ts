import { writeFile } from 'node:fs/promises';
import { createTestContext } from '../test/harness.ts';

/**
 * `tsx apps/server/src/scripts/openapi-document.ts <file>` writes the OpenAPI document of the app as built for the
 * tests (in-memory PGlite, nothing listening) to `<file>`; scripts/openapi.mjs lints it and types the web with it.
 */
async function main() {
  const file = process.argv[2];
  if (!file) throw new Error('usage: openapi-document.ts <output.json>');
  // The embedded database: the document does not depend on the store, and no PostgreSQL database is created.
  delete process.env.DATABASE_URL;
  const ctx = await createTestContext();
  try {
    await writeFile(file, `${JSON.stringify(ctx.app.swagger(), null, 2)}\n`);
  } finally {
    await ctx.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
