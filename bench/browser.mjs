// The page measurements each start a demo server in this process and a Chromium of their own,
// so that one measurement's caches and leftovers never flatter the next.
import { chromium } from 'playwright-core';
import { startDemo } from '../demo/app.mjs';

/** Chromium with nothing of its own running: no QUIC, no updates, no sync, no first-run work. */
export const QUIET_CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Starts the demo on free ports and Chromium with `args`, runs `measure`, closes both.
 * @template T
 * @param {string[]} args Chromium's flags (each measurement keeps the ones it was tuned with).
 * @param {(run: { demo: Awaited<ReturnType<typeof startDemo>>, browser: import('playwright-core').Browser }) => Promise<T>} measure
 * @param {{ volume?: number }} [options] volume: the demo's media data at that factor of the
 *   seed (demo/README.md, "Volume test mode"; the growth figures, bench/growth.mjs).
 * @returns {Promise<T>}
 */
export async function withDemoAndChromium(args, measure, { volume = 1 } = {}) {
  const demo = await startDemo({ port: 0, adminPort: 0, volume });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args,
  });
  try {
    return await measure({ demo, browser });
  } finally {
    await browser.close();
    await demo.close();
  }
}
