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
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
