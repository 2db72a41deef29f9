/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

import { chunkGroups } from './build/chunks.ts';
import { precompress } from './build/precompress.ts';

const DEFAULT_DEV_PORT = 5173;

function readDevPort(): number {
  const raw = process.env.WEB_DEV_PORT;
  if (raw === undefined || raw === '') return DEFAULT_DEV_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`WEB_DEV_PORT must be a port number (1-65535), got "${raw}"`);
  }
  return port;
}

/**
 * React Router's production build, for the browser's bundle: its package exports only its
 * development build, whose warnings (ENABLE_DEV_WARNINGS) stay in every page's scripts
 * (docs/decisions/067). The same code without them; the renderer keeps the package's own.
 */
function reactRouterProductionBuild() {
  const fromWeb = createRequire(import.meta.url);
  const fromDom = createRequire(fromWeb.resolve('react-router-dom/package.json'));
  const dist = path.join(path.dirname(fromDom.resolve('react-router/package.json')), 'dist');
  return [
    { find: /^react-router$/, replacement: path.join(dist, 'production/index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(dist, 'production/dom-export.mjs') },
  ];
}

export default defineConfig(({ command, isSsrBuild }) => ({
  // The renderer's bundle (`vite build --ssr server/main.ts`) runs in Node: nothing to compress.
  plugins: isSsrBuild ? [react(), tailwindcss()] : [react(), tailwindcss(), precompress()],
  resolve: { alias: command === 'build' && !isSsrBuild ? reactRouterProductionBuild() : [] },
  server: {
    host: '127.0.0.1',
    port: readDevPort(),
    strictPort: true,
  },
  preview: {
    host: '127.0.0.1',
    strictPort: true,
  },
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        assetsDir: 'assets',
        emptyOutDir: true,
        // The renderer reads which files the document links from it (server/assets.ts).
        manifest: true,
        rolldownOptions: { output: { advancedChunks: { groups: chunkGroups } } },
        // Every browser the build targets preloads modules itself (Baseline since 2023); one
        // without would fetch them as imported, only later: not worth 0.6 KB on every page.
        modulePreload: { polyfill: false },
      },
  // Components and what needs the browser (*.browser.test.ts: storage, cookies, fetch) in jsdom;
  // the app's plain modules run in Node, in the root vitest.config.ts's project web-logic
  // (docs/decisions/048-suite-speed.md).
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.tsx', 'src/**/*.browser.test.ts'],
    setupFiles: ['./src/testing/setup-tests.ts'],
    // One jsdom per worker, a fresh VM context per file: the isolation of a new process at about
    // half the CPU (docs/decisions/048-suite-speed.md). A VM context loads no CommonJS file that
    // requires an ES module, as react-router-dom's Node entry does; the browser's build and these
    // tests take its ES module.
    pool: 'vmForks',
    alias: {
      'react-router-dom': fileURLToPath(
        new URL('./node_modules/react-router-dom/dist/index.mjs', import.meta.url),
      ),
    },
    // As the node project's: a busy machine can make a component test several times slower.
    testTimeout: 20_000,
  },
}));
