import { defineConfig } from 'vitest/config';

// One test run for the whole workspace: node-side code here, the web app with its own config.
export default defineConfig({
  test: {
    // Every core: Vitest's default keeps one back, which on a 2-core machine is one worker for
    // the whole suite; much of it waits on sockets, child processes and scrypt, not the CPU
    // (docs/decisions/045-test-workers.md).
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          // Files share a worker's loaded modules (Fastify, drizzle, zod, the services) instead of
          // loading them again for each file: 40 % less CPU for this project. None of these tests
          // mocks modules or changes process-wide state; one that must, restores it
          // (docs/decisions/048-suite-speed.md).
          isolate: false,
          include: [
            'packages/*/src/**/*.test.ts',
            // service-kit's test support has its own tests (the fuzz kit's answer checks).
            'packages/*/testing/**/*.test.ts',
            'services/*/src/**/*.test.ts',
            'services/*/test/**/*.test.ts',
            'apps/gateway/src/**/*.test.ts',
            // apps/web's renderer runs in Node; the app's own tests run in jsdom (apps/web).
            'apps/web/server/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      'apps/web',
      {
        // The web app's plain modules: rules, formatting, i18n resources. No DOM, no React
        // Testing Library: a jsdom and that set-up cost about a second a file and served none of
        // them (docs/decisions/048-suite-speed.md). A test that needs the browser's storage,
        // cookies or fetch is named *.browser.test.ts and runs with the components (apps/web).
        test: {
          name: 'web-logic',
          root: 'apps/web',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.browser.test.ts'],
          setupFiles: ['./src/testing/i18n.ts'],
        },
      },
    ],
  },
});
