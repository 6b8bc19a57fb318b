import { defineConfig } from 'vitest/config';

// Two projects: unit tests in happy-dom, end-to-end tests in Node driving real Chromium
// against the demo server (started once by the global setup).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          restoreMocks: true,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/e2e/support/global-setup.ts'],
          // Fails any test that leaves a Content-Security-Policy violation behind.
          setupFiles: ['test/e2e/support/setup-csp.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          // CI runs on two busy cores: a poll waits for what a visitor would see happen, and
          // 1 s (the default) is sometimes too short for a chunk, a debounce and a call.
          expect: { poll: { timeout: 3_000 } },
          hookTimeout: 60_000,
        },
      },
      {
        // The main journeys in three engines (test/engines): Chromium, Firefox ESR over WebDriver
        // BiDi, WebKitGTK over classic WebDriver. One file an engine; each journey starts its own
        // demo server, so two engines can run at once.
        test: {
          name: 'engines',
          include: ['test/engines/*.test.ts'],
          environment: 'node',
          maxWorkers: 2,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The WordPress plugin against a real WordPress and MariaDB (integrations/wordpress),
        // started once by its own global setup; `npm run test:wordpress`.
        test: {
          name: 'wordpress',
          include: ['test/wordpress/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/wordpress/support/global-setup.ts'],
          // Fails any test file that makes PHP log a notice, warning or error.
          setupFiles: ['test/wordpress/support/setup-php-log.ts'],
          fileParallelism: false,
          // The block editor's first load is some 10 s of PHP and JavaScript on two busy cores.
          testTimeout: 120_000,
          expect: { poll: { timeout: 5_000 } },
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
