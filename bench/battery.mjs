// The reliability battery's figures for `npm run bench`. The battery's end-to-end tests
// measure and record (test/e2e/support/battery-report.ts writes bench/battery-results/<part>.json);
// this runs those test files (BATTERY_FILES below) and reads what they recorded, so each figure
// has one implementation and the bench shows the same run's pass/fail count.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

// Outside dist/: a build empties dist, and the figures must outlive one.
const BATTERY_DIR = join('bench', 'battery-results');

/**
 * The battery files: end-to-end test files whose tests measure a reliability figure and record it
 * with `recordBattery(part, figures)` (test/e2e/support/battery-report.ts). The bench runs exactly
 * these, in this order, and prints what they recorded. To add one: write the test so it calls
 * recordBattery, then add its path here (relative to the repository root). A listed file that does
 * not exist stops the bench at its start (a moved or renamed file must be listed again).
 */
export const BATTERY_FILES = [
  'test/e2e/reliability/concurrency.test.ts',
  'test/e2e/security/csp.test.ts',
  'test/e2e/failing-service/failing-service-client.test.ts',
  'test/e2e/failing-service/failing-service-more.test.ts',
  'test/e2e/failing-service/failing-service.test.ts',
  'test/e2e/security/hostile-data.test.ts',
  'test/e2e/reliability/leaks.test.ts',
];

/** BATTERY_FILES, checked: throws, naming them, if any of them is missing. */
export function batteryFiles() {
  const missing = BATTERY_FILES.filter((file) => !existsSync(file));
  if (missing.length) {
    throw new Error(
      `bench/battery.mjs lists battery files that do not exist (run from the repository root; ` +
        `moved or renamed? update BATTERY_FILES):\n  ${missing.join('\n  ')}`,
    );
  }
  return [...BATTERY_FILES];
}

/**
 * Runs the battery and returns { files, passed, failed, parts: { part: figures } }.
 * The e2e project's global setup starts its own demo server.
 */
export function runBattery() {
  rmSync(BATTERY_DIR, { recursive: true, force: true });
  const files = batteryFiles();
  const run = spawnSync('npx', ['vitest', 'run', '--project', 'e2e', ...files], {
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  const output = `${run.stdout}\n${run.stderr}`;
  const tests = /Tests\s+(.*)/.exec(output)?.[1] ?? '';
  const count = (word) => Number(new RegExp(`(\\d+) ${word}`).exec(tests)?.[1] ?? 0);
  // A file that fails to load runs no test, so it shows only in the files' line: it counts as
  // a failure (the failing-service files once failed to import in Node and the bench said 0).
  const fileLine = /Test Files\s+(.*)/.exec(output)?.[1] ?? '';
  const failedFiles = Number(/(\d+) failed/.exec(fileLine)?.[1] ?? 0);
  const parts = {};
  let recorded = [];
  try {
    recorded = readdirSync(BATTERY_DIR).filter((file) => file.endsWith('.json'));
  } catch {
    // nothing recorded: every battery file failed before recording
  }
  for (const file of recorded.sort()) {
    parts[file.replace(/\.json$/, '')] = JSON.parse(readFileSync(join(BATTERY_DIR, file), 'utf8'));
  }
  return {
    files,
    passed: count('passed'),
    failed: Math.max(count('failed'), failedFiles),
    parts,
  };
}
