import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * The customer's quote page: its own entry, served by the server under /q/. The design system's
 * components are React; here they run on Preact's compatible API, so a customer on a phone loads
 * a few kilobytes of framework instead of React's.
 */
// Absolute files, so the design system's imports of React (resolved from its own folder) and the
// page's land on the same Preact modules.
const preactDir = dirname(createRequire(import.meta.url).resolve('preact/package.json'));
const preactFile = (file: string) => join(preactDir, file);
const preact = [
  { find: /^react-dom\/client$/, replacement: preactFile('compat/client.mjs') },
  { find: /^react-dom$/, replacement: preactFile('compat/dist/compat.mjs') },
  { find: /^react\/jsx-runtime$/, replacement: preactFile('jsx-runtime/dist/jsxRuntime.mjs') },
  { find: /^react\/jsx-dev-runtime$/, replacement: preactFile('jsx-runtime/dist/jsxRuntime.mjs') },
  { find: /^react$/, replacement: preactFile('compat/dist/compat.mjs') },
];

const apiProxy = {
  '/api': { target: process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000', changeOrigin: false },
};

export default defineConfig({
  base: '/q/',
  plugins: [react(), tailwindcss()],
  resolve: { alias: preact },
  server: { port: 5174, proxy: apiProxy },
  build: { outDir: 'dist', emptyOutDir: true },
});
