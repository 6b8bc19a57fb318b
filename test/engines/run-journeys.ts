// Runs every journey (./journeys) in one engine at the desktop and the phone size. Each journey
// gets its own demo server and a fresh page (own storage, no service worker), fails on any page
// error, error-level log line or CSP violation, and leaves a screenshot when it fails.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startDemo } from '../../demo/app.mjs';
import type { EngineBrowser, EngineDriver, Viewport } from './engine-page';
import { JOURNEYS } from './journeys';

const SIZES: Array<{ label: string; viewport: Viewport }> = [
  { label: 'desktop', viewport: { width: 1280, height: 800 } },
  { label: 'phone', viewport: { width: 375, height: 667 } },
];

/** Where a failing journey's screenshot goes (test-results/ is what CI keeps; git ignores it). */
export const SCREENSHOTS = join(process.cwd(), 'test-results', 'engines');

export function runJourneys(driver: EngineDriver) {
  describe(driver.engine, () => {
    let browser: EngineBrowser;
    beforeAll(async () => {
      browser = await driver.launch();
    });
    afterAll(() => browser?.close());

    for (const { label, viewport: wanted } of SIZES) {
      for (const journey of JOURNEYS) {
        test(`${journey.name} (${label})`, async () => {
          const demo = await startDemo({
            port: 0,
            adminPort: 0,
            recordErrors: driver.needsErrorRecorder,
          });
          let serving = true;
          /** What the server had been told of CSP violations when it stopped. */
          let cspBeforeStop: string[] = [];
          const page = await browser.newPage(wanted);
          try {
            const viewport = await page.evaluate(() => ({
              width: innerWidth,
              height: innerHeight,
            }));
            await journey.run({
              page,
              engine: driver.engine,
              url: (path) => new URL(path, demo.url).href,
              phone: label === 'phone',
              viewport,
              goOffline: async () => {
                await page.goOffline?.();
                if (page.goOffline && !driver.offlineSparesWorkers) return;
                cspBeforeStop = await cspViolations(demo.url);
                serving = false;
                await demo.close();
              },
            });
            expect(await page.errors(), 'page errors and error-level log lines').toEqual([]);
            const csp = serving ? await cspViolations(demo.url) : cspBeforeStop;
            expect(csp, 'CSP violations').toEqual([]);
          } catch (error) {
            const file = join(SCREENSHOTS, driver.engine, `${slug(journey.name)}-${label}.png`);
            const saved = await mkdir(join(SCREENSHOTS, driver.engine), { recursive: true })
              .then(() => page.screenshot(file))
              .then(() => `screenshot: ${file}`)
              .catch((reason) => `no screenshot: ${String(reason)}`);
            // What the page logged often says why a step never came: keep it with the failure.
            const logged = await page.errors().catch(() => []);
            if (error instanceof Error) {
              error.message += `\n${saved}${logged.length ? `\npage errors and log lines:\n${logged.join('\n')}` : ''}`;
            }
            throw error;
          } finally {
            await page.close().catch(() => {});
            if (serving) await demo.close();
          }
        });
      }
    }
  });
}

async function cspViolations(site: string): Promise<string[]> {
  const response = await fetch(`${site}/csp-report`);
  const { reports } = (await response.json()) as { reports: Array<Record<string, unknown>> };
  return reports.map((report) => `${report['effective-directive']} ${report['blocked-uri']}`);
}

function slug(name: string) {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
