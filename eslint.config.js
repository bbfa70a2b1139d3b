import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import addressBook from './eslint-rules/address-book.js';
import formKit from './eslint-rules/form-kit.js';
import noFeatureCycles from './eslint-rules/no-feature-cycles.js';

const ROOT = import.meta.dirname;

/** The project's own rules (eslint-rules/), one plugin object for every config that uses them. */
const woodshed = { rules: { 'no-feature-cycles': noFeatureCycles, ...addressBook, ...formKit } };

/** Tests may write paths, URLs and keys out: they check what the tables build. */
const WEB_TESTS = ['apps/web/src/**/*.test.{ts,tsx}'];

/**
 * A source tree split into areas, each a folder with a public index.ts: the web app's features, the server's
 * modules and the shared package's features. `folder` is the areas' folder inside `src` ('' when the areas are
 * `src`'s own folders); `message` says how to import an area.
 */
const WEB = {
  src: path.join(ROOT, 'apps/web/src'),
  folder: 'features',
  message: (feature) =>
    `Import the ${feature} feature through its public index (@/features/${feature}), never its internals.`,
};
const SERVER = {
  src: path.join(ROOT, 'apps/server/src'),
  folder: 'modules',
  message: (module) =>
    `Import the ${module} module through its public index (modules/${module}/index.ts), never its internals (docs/decisions.md, Layout and code conventions).`,
};

const SHARED = {
  src: path.join(ROOT, 'packages/shared/src'),
  folder: '',
  message: (feature) =>
    `Import the shared package's ${feature} feature through its index.ts (../${feature}/index.ts), never its files (docs/architecture.md, Layers).`,
};

/** The most lines a file of the shared package may have (issue 27: no feature shares one big file with the others). */
const SHARED_MAX_LINES = 400;

const areasOf = (layout) =>
  readdirSync(path.join(layout.src, layout.folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * From outside an area only its public index.ts may be imported (for a web feature `@/features/<area>`,
 * `@/features/<area>/index` or a relative path to it); inside an area anything goes. `allowed` adds
 * files or folders of every area that may be imported too (the route table loads each feature's route modules;
 * the server's tests use each module's test-fixtures.ts).
 */
function boundaryZones(layout, allowed = []) {
  const areasDir = path.join(layout.src, layout.folder);
  const outsideAreas = layout.folder ? [`${layout.src}/*.{ts,tsx}`, `${layout.src}/!(${layout.folder})/**`] : [];
  return areasOf(layout).map((area) => ({
    target: [...outsideAreas, `${areasDir}/!(${area})/**`, `${areasDir}/*.{ts,tsx}`],
    from: path.join(areasDir, area),
    except: ['./index.ts', ...allowed],
    message: layout.message(area),
  }));
}

/** The shared package's tests and their helpers (`*.test-support.ts`, e.g. common's fast-check zone arbitraries). */
const SHARED_TESTS = ['packages/shared/src/**/*.test.ts', 'packages/shared/src/**/*.test-support.ts'];

/** The server's tests and their helpers (src/test). */
const SERVER_TESTS = ['apps/server/src/**/*.test.ts', 'apps/server/src/test/**'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'apps/server/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // Feature boundaries: public index.ts only from outside a feature, and no cycles between features.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, woodshed },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/web/tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: boundaryZones(WEB) }],
      'woodshed/no-feature-cycles': [
        'error',
        { featuresDir: 'apps/web/src/features', srcDir: 'apps/web/src', alias: '@/' },
      ],
    },
  },
  {
    // The one route table loads every feature's route modules lazily.
    files: ['apps/web/src/app/router.tsx'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: boundaryZones(WEB, ['./routes']) }],
    },
  },
  // Module boundaries on the server, the same rules: a module's public index.ts only from outside it (the app,
  // plugins, seeding, scripts, other modules), and no cycles between modules.
  {
    files: ['apps/server/src/**/*.ts'],
    plugins: { 'import-x': importX, woodshed },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/server/tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: boundaryZones(SERVER) }],
      'woodshed/no-feature-cycles': [
        'error',
        {
          featuresDir: 'apps/server/src/modules',
          srcDir: 'apps/server/src',
          alias: '',
          label: 'Modules',
          hint: 'Move the shared piece to the module that owns it, or to lib or packages/shared (docs/decisions.md, Layout and code conventions).',
          // Tests may reach any module (through its index.ts); the graph is the production code's.
          ignore: String.raw`(\.test\.ts|[\/]test-fixtures\.ts)$`,
        },
      ],
    },
  },
  {
    // Tests, wherever they are, may also use another module's test-fixtures.ts.
    files: SERVER_TESTS,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: ROOT, zones: boundaryZones(SERVER, ['./test-fixtures.ts']) },
      ],
    },
  },
  // The shared package by feature (docs/architecture.md, Layers): packages/shared/src/<feature>/ is reached from
  // another feature and from the root index.ts only through its index.ts, features form no cycle, and no file of the
  // package is longer than SHARED_MAX_LINES.
  {
    files: ['packages/shared/**/*.{ts,js,mjs}'],
    plugins: { 'import-x': importX, woodshed },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'packages/shared/tsconfig.json' })],
    },
    rules: {
      'max-lines': ['error', { max: SHARED_MAX_LINES, skipBlankLines: false, skipComments: false }],
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: boundaryZones(SHARED) }],
      'woodshed/no-feature-cycles': [
        'error',
        {
          featuresDir: 'packages/shared/src',
          srcDir: 'packages/shared/src',
          alias: '',
          label: 'Features of the shared package',
          hint: 'Move the piece to the feature that owns it, or to common (docs/architecture.md, Layers).',
          // Tests may use any feature (through its index.ts); the graph is the package's own code.
          ignore: String.raw`\.test(-support)?\.ts$`,
        },
      ],
    },
  },
  {
    // Tests may also use another feature's test helpers.
    files: SHARED_TESTS,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: ROOT, zones: boundaryZones(SHARED, ['./zone-arbitraries.test-support.ts']) },
      ],
    },
  },
  // One address book (docs/decisions.md, "Web app"): in-app paths from lib/paths.ts, API URLs from lib/api-url.ts,
  // query keys from each feature's key factory.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [...WEB_TESTS, 'apps/web/src/lib/paths.ts'],
    plugins: { woodshed },
    rules: { 'woodshed/no-hand-written-paths': 'error' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [...WEB_TESTS, 'apps/web/src/lib/paths.ts', 'apps/web/src/lib/api-url.ts'],
    plugins: { woodshed },
    rules: { 'woodshed/no-inline-api-urls': 'error' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      ...WEB_TESTS,
      'apps/web/src/features/*/api/keys.ts',
      'apps/web/src/features/*/api/admin-keys.ts',
      'apps/web/src/lib/query-keys.ts',
    ],
    plugins: { woodshed },
    rules: { 'woodshed/no-inline-query-keys': 'error' },
  },
  // One form kit (eslint-rules/form-kit.js): a raw <form> or react-hook-form's useForm only inside it.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [...WEB_TESTS, 'apps/web/src/components/ui/form/**'],
    plugins: { woodshed },
    rules: { 'woodshed/no-raw-form': 'error', 'woodshed/no-use-form-outside-kit': 'error' },
  },
  // One row-actions component and one route notice (docs/architecture.md, "The one way"): an Edit/Delete button
  // named for its row comes from components/ui/RowActions.tsx, a notice for the next page from routeNoticeState.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      ...WEB_TESTS,
      'apps/web/src/components/ui/RowActions.tsx',
      'apps/web/src/components/ui/route-notice.ts',
      // An icon in the chord card's header beside View larger and Add to collection, not a row's actions.
      'apps/web/src/features/chords/components/ChordCard.tsx',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='aria-label'] TemplateElement[value.raw=/^(Edit|Delete) /]",
          message: 'Use EditAction / DeleteAction / RowAction from components/ui/RowActions.tsx for a row action.',
        },
        {
          selector: "JSXAttribute[name.name='aria-label'] Literal[value=/^(Edit|Delete) /]",
          message: 'Use EditAction / DeleteAction / RowAction from components/ui/RowActions.tsx for a row action.',
        },
        {
          selector: "Property[key.name='notice'][value.type='ObjectExpression']",
          message: 'Hand a notice to the next page with routeNoticeState (components/ui/route-notice.ts).',
        },
      ],
    },
  },
  // No component (nor hook) of the web app over 150 lines: past that, it is several things that want names.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [...WEB_TESTS],
    rules: { 'max-lines-per-function': ['error', { max: 150 }] },
  },
  {
    files: ['scripts/**', 'bench/**', 'ops/**', 'apps/server/src/scripts/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
