import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          // Property tests over time zones and audio schedules are CPU-bound: seconds each on a busy 2-core machine.
          testTimeout: 20_000,
        },
      },
      {
        // The web app's pure parts (form models, cache updaters, formatting, the paths table) and the lint rules
        // that guard its feature boundaries. Node, not a DOM: a test that needs one sets its own environment.
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/*.test.ts', 'eslint-rules/**/*.test.js'],
          environment: 'node',
          // The lint-rule test loads the whole ESLint config once (the import resolver takes a few seconds).
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite instances are memory-hungry; two workers fit the 2-core machine.
          maxWorkers: 2,
        },
      },
    ],
  },
});
