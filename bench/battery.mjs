// The reliability battery's figures (issue 9) for `npm run bench`. The battery's end-to-end tests
// measure and record (test/e2e/battery-report.ts writes bench/battery-results/<part>.json); this runs
// those test files (any e2e test that calls recordBattery) and reads what they recorded, so
// each figure has one implementation and the bench shows the same run's pass/fail count.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const E2E = 'test/e2e';
// Outside dist/: a build empties dist, and the figures must outlive one.
const BATTERY_DIR = join('bench', 'battery-results');

/** The e2e test files that record battery figures. */
function batteryFiles() {
  return readdirSync(E2E)
    .filter((file) => file.endsWith('.test.ts'))
    .filter((file) => readFileSync(join(E2E, file), 'utf8').includes('recordBattery('))
    .map((file) => join(E2E, file));
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
  return { files, passed: count('passed'), failed: count('failed'), parts };
}
