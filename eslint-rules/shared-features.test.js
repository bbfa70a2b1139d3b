import { describe, expect, it } from 'vitest';
import { projectLint, rulesOf } from './project-lint.js';

/**
 * The shared package by feature (docs/architecture.md, Layers) as `npm run lint` applies it: the project's own
 * eslint.config.js on in-memory code placed at real paths in packages/shared/src.
 */
const SRC = 'packages/shared/src';

const lint = projectLint();

/** A module of `count` lines (the last one ends with a line break, as Prettier writes files). */
const linesOf = (count) => Array.from({ length: count }, (_, i) => `export const line${i} = ${i};\n`).join('');

describe('a file of the shared package', () => {
  it('is refused beyond 400 lines, tests included', async () => {
    for (const file of [`${SRC}/common/probe.ts`, `${SRC}/practice/probe.test.ts`, `${SRC}/index.ts`]) {
      const messages = await lint(file, linesOf(401));
      expect(rulesOf(messages)).toEqual(['max-lines']);
      expect(messages[0].message).toContain('Maximum allowed is 400');
    }
  });

  it('may have 400 lines', async () => {
    expect(await lint(`${SRC}/common/probe.ts`, linesOf(400))).toEqual([]);
  });

  it('elsewhere is not held to that', async () => {
    expect(await lint('apps/server/src/lib/probe.ts', linesOf(401))).toEqual([]);
  });
});

describe("another feature's files", () => {
  it('are refused from another feature', async () => {
    const messages = await lint(
      `${SRC}/profile/probe.ts`,
      "import { passwordProblem } from '../auth/password.ts';\nexport const x = passwordProblem;\n",
    );
    expect(rulesOf(messages)).toEqual(['import-x/no-restricted-paths']);
    expect(messages[0].message).toContain("Import the shared package's auth feature through its index.ts");
  });

  it('are refused from the root index.ts too, and through a re-export', async () => {
    const messages = await lint(`${SRC}/probe.ts`, "export * from './auth/password.ts';\n");
    expect(rulesOf(messages)).toEqual(['import-x/no-restricted-paths']);
  });

  it("leave a feature's index.ts, and a feature its own files", async () => {
    const code = [
      "import { passwordProblem } from '../auth/index.ts';",
      "import { messages } from './messages.ts';",
      "import { profileUpdateSchema } from './schemas.ts';",
      'export const x = [passwordProblem, messages, profileUpdateSchema];',
      '',
    ].join('\n');
    expect(await lint(`${SRC}/profile/probe.ts`, code)).toEqual([]);
  });

  it("leave tests another feature's test helpers, and nothing else of its files", async () => {
    const helper =
      "import { nearZoneChangeArb } from '../common/zone-arbitraries.test-support.ts';\nexport const x = nearZoneChangeArb;\n";
    expect(await lint(`${SRC}/courses/probe.test.ts`, helper)).toEqual([]);
    expect(rulesOf(await lint(`${SRC}/courses/probe.ts`, helper))).toEqual(['import-x/no-restricted-paths']);
    const internal = "import { addDaysToDate } from '../common/dates.ts';\nexport const x = addDaysToDate;\n";
    expect(rulesOf(await lint(`${SRC}/courses/probe.test.ts`, internal))).toEqual(['import-x/no-restricted-paths']);
  });
});

describe('cycles between features', () => {
  // On disk the dashboard imports goals (through its index.ts).
  it('are refused when the imported feature already reaches the importing one', async () => {
    const messages = await lint(
      `${SRC}/goals/probe.ts`,
      "import { dashboardResponseSchema } from '../dashboard/index.ts';\nexport const x = dashboardResponseSchema;\n",
    );
    expect(rulesOf(messages)).toEqual(['woodshed/no-feature-cycles']);
    expect(messages[0].message).toContain('Features of the shared package form a cycle: goals → dashboard → goals');
  });

  it("are refused through the package's root index.ts, which imports every feature", async () => {
    const messages = await lint(
      `${SRC}/goals/probe.ts`,
      "import { messages } from '../index.ts';\nexport const x = messages;\n",
    );
    expect(rulesOf(messages)).toEqual(['woodshed/no-feature-cycles']);
    expect(messages[0].message).toContain('goals → index.ts → goals');
  });

  it('are not looked for in tests, which may use any feature', async () => {
    const code =
      "import { dashboardResponseSchema } from '../dashboard/index.ts';\nexport const x = dashboardResponseSchema;\n";
    expect(await lint(`${SRC}/goals/probe.test.ts`, code)).toEqual([]);
  });
});
