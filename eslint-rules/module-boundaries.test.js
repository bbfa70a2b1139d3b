import { describe, expect, it } from 'vitest';
import { projectLint, rulesOf } from './project-lint.js';

/**
 * The server's module rules as `npm run lint` applies them (the web's feature rules pointed at
 * apps/server/src/modules): the project's own eslint.config.js on in-memory code placed at real paths.
 */
const MODULES = 'apps/server/src/modules';

const lint = projectLint();

describe("another module's internals", () => {
  it('are refused from another module', async () => {
    const messages = await lint(
      `${MODULES}/bookmarks/probe.ts`,
      "import { getUserXp } from '../xp/service.ts';\nexport const x = getUserXp;\n",
    );
    expect(rulesOf(messages)).toEqual(['import-x/no-restricted-paths']);
    expect(messages[0].message).toContain('Import the xp module through its public index');
  });

  it('are refused from outside every module too (plugins, lib, seeding, scripts, the app)', async () => {
    for (const [file, specifier] of [
      ['apps/server/src/plugins/probe.ts', '../modules/auth/sessions.ts'],
      ['apps/server/src/lib/probe.ts', '../modules/auth/sessions.ts'],
      ['apps/server/src/seed/probe.ts', '../modules/auth/sessions.ts'],
      ['apps/server/src/scripts/probe.ts', '../modules/auth/sessions.ts'],
      ['apps/server/src/probe.ts', './modules/auth/sessions.ts'],
    ]) {
      const messages = await lint(
        file,
        `import { validateSession } from '${specifier}';\nexport const x = validateSession;\n`,
      );
      expect(rulesOf(messages)).toEqual(['import-x/no-restricted-paths']);
    }
  });

  it('leave the public index.ts, and a module its own files', async () => {
    const code = [
      "import { getUserXp } from '../xp/index.ts';",
      "import { listBookmarks } from './service.ts';",
      'export const x = [getUserXp, listBookmarks];',
      '',
    ].join('\n');
    expect(await lint(`${MODULES}/bookmarks/probe.ts`, code)).toEqual([]);
  });

  it("leave tests another module's test-fixtures.ts, and nothing else of its internals", async () => {
    const fixtures = "import { createItem } from '../library/test-fixtures.ts';\nexport const x = createItem;\n";
    expect(await lint(`${MODULES}/bookmarks/probe.test.ts`, fixtures)).toEqual([]);
    expect(rulesOf(await lint(`${MODULES}/bookmarks/probe.ts`, fixtures))).toEqual(['import-x/no-restricted-paths']);
    const internal = "import { getUserXp } from '../xp/service.ts';\nexport const x = getUserXp;\n";
    expect(rulesOf(await lint(`${MODULES}/bookmarks/probe.test.ts`, internal))).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });
});

describe('cycles between modules', () => {
  // On disk practice imports achievements (through its index.ts).
  it('are refused when the imported module already reaches the importing one', async () => {
    const messages = await lint(
      `${MODULES}/achievements/probe.ts`,
      "import { createPracticeSession } from '../practice/index.ts';\nexport const x = createPracticeSession;\n",
    );
    expect(rulesOf(messages)).toEqual(['woodshed/no-feature-cycles']);
    expect(messages[0].message).toContain('Modules form a cycle: achievements → practice → achievements');
  });

  it('are not looked for in tests, which may use any module', async () => {
    const code =
      "import { createPracticeSession } from '../practice/index.ts';\nexport const x = createPracticeSession;\n";
    expect(await lint(`${MODULES}/achievements/probe.test.ts`, code)).toEqual([]);
  });
});
