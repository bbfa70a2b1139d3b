import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import addressBook from './eslint-rules/address-book.js';
import noFeatureCycles from './eslint-rules/no-feature-cycles.js';

const ROOT = import.meta.dirname;
const WEB_SRC = path.join(ROOT, 'apps/web/src');
const FEATURES_DIR = path.join(WEB_SRC, 'features');
const FEATURES = readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * From outside a feature only its public index.ts may be imported (`@/features/<area>`, `@/features/<area>/index`
 * or a relative path to it); inside a feature anything goes (DESIGN §3). `allowed` adds folders of every feature
 * that may be imported too (the route table loads each feature's route modules).
 */
/** The project's own rules (eslint-rules/), one plugin object for every config that uses them. */
const woodshed = { rules: { 'no-feature-cycles': noFeatureCycles, ...addressBook } };

/** Tests may write paths, URLs and keys out: they check what the tables build. */
const WEB_TESTS = ['apps/web/src/**/*.test.{ts,tsx}'];

function featureBoundaryZones(allowed = []) {
  return FEATURES.map((feature) => ({
    target: [
      `${WEB_SRC}/*.{ts,tsx}`,
      `${WEB_SRC}/!(features)/**`,
      `${FEATURES_DIR}/!(${feature})/**`,
      `${FEATURES_DIR}/*.{ts,tsx}`,
    ],
    from: path.join(FEATURES_DIR, feature),
    except: ['./index.ts', ...allowed],
    message: `Import the ${feature} feature through its public index (@/features/${feature}), never its internals (DESIGN §3).`,
  }));
}

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
  // Feature boundaries (DESIGN §3): public index.ts only from outside a feature, and no cycles between features.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, woodshed },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/web/tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: featureBoundaryZones() }],
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
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: featureBoundaryZones(['./routes']) }],
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
  {
    files: ['scripts/**', 'bench/**', 'apps/server/src/scripts/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
