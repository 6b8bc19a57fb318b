import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { watchCsp } from './csp-watch';

// The system Chromium from Debian's package; no test downloads a browser.
const EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** `extraArgs`: Chromium switches for one test file, such as a forced connection type. */
export function launch(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: EXECUTABLE,
    args: [...ARGS, ...extraArgs],
    headless: true,
  });
}

/**
 * A browser with a profile on disk. Contexts of launch() are incognito-like, where Chromium
 * never offers installation ("in-incognito"); installability tests need this one.
 */
export function launchPersistent(userDataDir: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: EXECUTABLE,
    args: ARGS,
    headless: true,
    viewport: { width: 1280, height: 800 },
  });
}

export const baseUrl = () => inject('baseUrl');
export const adminUrl = () => inject('adminUrl');
/** A third origin playing a hostile page (demo/admin/attacker.js). */
export const attackerUrl = () => inject('attackerUrl');

/** Lighthouse's mobile device: 412 px wide at a pixel ratio of 1.75. */
export const LIGHTHOUSE_PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
};

export interface OpenPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors and console errors seen so far. */
  errors: string[];
}

/** A fresh context and page (axe needs a page made by browser.newContext()). */
export async function openPage(
  browser: Browser,
  path: string,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<OpenPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  await watchCsp(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  await page.goto(new URL(path, baseUrl()).href);
  return { context, page, errors };
}

/** A card a widget has drawn with its item, not a loading placeholder of the same shape. */
export const LOADED_CARD = '[data-widget-root] .wgt-card:not(.wgt-card--skeleton)';

/** Waits until every widget on the page whose strategy fired has mounted. */
export async function widgetMounted(page: Page, name: string) {
  await page.waitForSelector(`[data-widget="${name}"][data-widget-state="mounted"]`, {
    state: 'attached',
  });
}

/**
 * Runs axe-core on the page (or only inside `include`, a selector: our part of a page that is
 * someone else's, as WordPress's admin) and fails with a readable list of violations.
 */
export async function expectNoAxeViolations(page: Page, include?: string) {
  await animationsSettled(page);
  const builder = new AxeBuilder({ page });
  const results = await (include ? builder.include(include) : builder).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

/**
 * Waits for the page's finite animations (a fade-in, a slide) to end: axe measures the colours
 * a visitor reads, not a frame of a link still fading in over the header.
 */
async function animationsSettled(page: Page) {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter(
            (animation) =>
              animation.playState === 'running' &&
              Number.isFinite(animation.effect?.getComputedTiming().endTime),
          )
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 5_000)),
    ]),
  );
}
