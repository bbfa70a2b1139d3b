import { describe, expect, it } from 'vitest';
import { projectLint, rulesOf } from './project-lint.js';

/** The web's feature rules (docs/architecture.md) as `npm run lint` applies them. */
const FEATURES = 'apps/web/src/features';

const lint = projectLint();

describe("another feature's internals", () => {
  it.each([
    [
      'the @/ alias',
      "import { fetchLibraryList } from '@/features/library/api/list';\nexport const x = fetchLibraryList;\n",
    ],
    [
      'a relative path',
      "import { fetchLibraryList } from '../../library/api/list';\nexport const x = fetchLibraryList;\n",
    ],
    ['a dynamic import', "export const load = () => import('@/features/library/components/LibraryCard');\n"],
    ['a re-export', "export { libraryKeys } from '@/features/library/api/keys';\n"],
  ])('are refused through %s', async (_how, code) => {
    const messages = await lint(`${FEATURES}/dashboard/components/Probe.tsx`, code);
    expect(rulesOf(messages)).toEqual(['import-x/no-restricted-paths']);
    expect(messages[0].message).toContain('Import the library feature through its public index');
  });

  it('are refused from outside every feature too (lib, components, app)', async () => {
    const code = "import { useAuth } from '@/features/auth/use-auth';\nexport const x = useAuth;\n";
    for (const file of [
      'apps/web/src/lib/probe.ts',
      'apps/web/src/components/ui/Probe.tsx',
      'apps/web/src/app/probe.ts',
    ]) {
      expect(rulesOf(await lint(file, code))).toEqual(['import-x/no-restricted-paths']);
    }
  });

  it('leave the public index.ts in every spelling, and a feature its own files', async () => {
    const code = [
      "import { libraryKeys } from '@/features/library';",
      "import { libraryListQueryOptions } from '@/features/library/index';",
      "import { DifficultyBadge } from '../../library/index.ts';",
      "import { dashboardKeys } from '../api/keys';",
      "import { BookmarkCard } from '@/features/dashboard/components/BookmarkCard';",
      'export const x = [libraryKeys, libraryListQueryOptions, DifficultyBadge, dashboardKeys, BookmarkCard];',
      '',
    ].join('\n');
    expect(await lint(`${FEATURES}/dashboard/components/Probe.tsx`, code)).toEqual([]);
  });

  it("leave the route table its lazy route modules, and nothing else of a feature's", async () => {
    const code = [
      "export const route = () => import('@/features/auth/routes/LoginRoute');",
      "export const internal = () => import('@/features/auth/use-auth');",
      '',
    ].join('\n');
    const messages = await lint('apps/web/src/app/router.tsx', code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ rule: 'import-x/no-restricted-paths' });
    expect(messages[0].message).toContain('@/features/auth/use-auth');
  });
});

describe('cycles between features', () => {
  // On disk the library imports bookmarks and collections; practice-materials imports the library.
  it('are refused when the imported feature already reaches the importing one (through index.ts files)', async () => {
    const messages = await lint(
      `${FEATURES}/bookmarks/components/Probe.tsx`,
      "import { libraryKeys } from '@/features/library';\nexport const x = libraryKeys;\n",
    );
    expect(rulesOf(messages)).toEqual(['woodshed/no-feature-cycles']);
    expect(messages[0].message).toContain('Features form a cycle: bookmarks → library → bookmarks');
  });

  it('are found over several features and through relative paths', async () => {
    const messages = await lint(
      `${FEATURES}/collections/components/Probe.tsx`,
      "import { useAuth } from '@/features/auth';\nexport const load = () => import('../../practice-materials/index');\nexport const x = useAuth;\n",
    );
    expect(messages.map((message) => message.message)).toEqual([
      expect.stringContaining('Features form a cycle: collections → practice-materials → collections'),
    ]);
  });

  it('are not reported for an import that closes no cycle', async () => {
    const messages = await lint(
      `${FEATURES}/library/components/Probe.tsx`,
      "import { bookmarkKeys } from '@/features/bookmarks';\nexport const x = bookmarkKeys;\n",
    );
    expect(messages).toEqual([]);
  });
});
