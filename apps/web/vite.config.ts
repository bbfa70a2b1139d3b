import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
// The API's port: `npm run dev` (scripts/dev.mjs) passes its PORT.
const apiTarget = `http://localhost:${process.env.WOODSHED_API_PORT ?? 3000}`;

export default defineConfig({
  root,
  plugins: [react(), tailwindcss(), precompress()],
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
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
      },
    },
  },
});
