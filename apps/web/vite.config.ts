import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress.ts';
import { routeTable } from './vite-route-table.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/** A path test that holds on Windows too. */
const under = (...parts: string[]) => new RegExp(parts.map((part) => `[\\\\/]${part}`).join('') + '[\\\\/]');

/** The form kit and its fields: react-hook-form and the resolver, without zod (forms load their rules). */
const FORM_KIT = [
  under('node_modules', '(?:react-hook-form|@hookform[\\\\/]resolvers)'),
  under('src', 'components', 'ui', 'form'),
  /[\\/]components[\\/]ui[\\/](?:Field|TextField|SelectField|TextAreaField|CheckboxField|ProblemBanner|unsaved-changes)\.tsx$/,
];
/**
 * Small modules many pages share: UI primitives, helpers, the features' API hooks, icons, messages and constants.
 * Not zod nor what imports it (schemas, the time-zone list, the shared index), nor what few pages need (the
 * rich-text editor, drag and drop, music theory, chord data).
 */
const COMMON = [
  under('node_modules', 'lucide-react'),
  under('src', '(?:lib|components[\\\\/]ui)'),
  under('src', 'features', '[^\\\\/]+', 'api'),
  under('packages', 'shared', 'src', '(?:common|auth|practice|dashboard|goals|bookmarks|library|xp|achievements)'),
];
const NOT_COMMON =
  /RichText|rich-text|[Ss]ortable|DragHandle|TimeZoneField|time-zone|schemas\.ts$|[\\/]common[\\/]text\.ts$|chord|music|metronome/;
const matches = (tests: RegExp[]) => (id: string) => tests.some((test) => test.test(id)) && !NOT_COMMON.test(id);
// The API's port: `npm run dev` (scripts/dev.mjs) passes its PORT.
const apiTarget = `http://localhost:${process.env.WOODSHED_API_PORT ?? 3000}`;

export default defineConfig({
  root,
  plugins: [react(), tailwindcss(), routeTable(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/healthz': { target: apiTarget, changeOrigin: false },
      '/files': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // No inlined data: URLs for scripts or workers, so a strict CSP (default-src 'self') holds.
    assetsInlineLimit: 0,
    sourcemap: false,
    // .vite/manifest.json: which chunks each module needs, read by scripts/check-bundle-budgets.mjs.
    manifest: true,
    rolldownOptions: {
      output: {
        // What the entry imports statically goes into the entry chunk itself, instead of a dozen small shared
        // chunks: fewer requests before the first render, and they compress better together.
        // Then what many pages share goes into two chunks (the form kit, and the rest), instead of a tiny chunk for
        // each combination of pages sharing a module: the dashboard's first render took ~40 requests, many only
        // after others had arrived. scripts/check-bundle-budgets.mjs measures the result.
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'], priority: 3 },
            { name: 'form-kit', test: matches(FORM_KIT), minShareCount: 2, priority: 2 },
            { name: 'common', test: matches(COMMON), minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
});
