import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Where the reliability battery leaves its figures for `npm run bench`, which runs the
 * battery's test files and prints what they recorded. The tests measure; the bench only reports,
 * so each figure has one implementation.
 */
export const BATTERY_DIR = join(process.cwd(), 'bench', 'battery-results');

export type BatteryFigures = Record<string, number | string>;

/** Merges figures into `bench/battery-results/<part>.json`; later keys overwrite earlier ones. */
export function recordBattery(part: string, figures: BatteryFigures): void {
  mkdirSync(BATTERY_DIR, { recursive: true });
  const file = join(BATTERY_DIR, `${part}.json`);
  let previous: BatteryFigures = {};
  try {
    previous = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // first figures of this part
  }
  writeFileSync(file, `${JSON.stringify({ ...previous, ...figures }, null, 2)}\n`);
}
