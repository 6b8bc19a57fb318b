import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, devices, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  expectNoAxeViolations,
  launch,
  launchPersistent,
  type OpenPage,
  openPage,
  widgetMounted,
} from '../support/browser';
import { type LayoutShift, layoutShifts, recordLayoutShifts } from '../support/layout-shifts';

const TITLE = 'Add the Parents area to your home screen';
const START = new Date('2026-03-02T08:00:00Z').getTime();
const MINUTE = 60_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const prompt = (page: Page) => page.getByRole('region', { name: TITLE });

/**
 * Dispatches a synthetic `beforeinstallprompt`, as Chromium fires it, with a prompt() that
 * records whether it ran inside the visitor's click (user activation). Returns whether the
 * widget prevented the event's default (the browser's own mini-infobar).
 */
/** Until the page has drawn a frame and run the task after it: what the prompt would show, it has. */
const nextFrame = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));

function fireInstallPrompt(page: Page) {
  return page.evaluate(() => {
    const calls: boolean[] = [];
    (window as unknown as { promptCalls: boolean[] }).promptCalls = calls;
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        calls.push(navigator.userActivation.isActive);
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
    });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
}

/** Shows counted so far in the widget's localStorage history (0 without one). */
const storedShows = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('wgt-home-screen-prompt:v1') ?? '{"shows":0}').shows,
  );

const promptCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { promptCalls: boolean[] }).promptCalls);

describe('given the parents area in Chromium', () => {
  let open: OpenPage;
  beforeAll(async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await recordLayoutShifts(page);
    open = { context, page, errors: [] };
    page.on('pageerror', (error) => open.errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') open.errors.push(`console: ${message.text()}`);
    });
    // Settled first (the widgets in view: its news and calendar), so later shifts are the
    // prompt's.
    await page.goto(new URL('/parents', baseUrl()).href, { waitUntil: 'networkidle' });
    await widgetMounted(page, 'home-screen-prompt');
    await widgetMounted(page, 'media-hub');
    await widgetMounted(page, 'calendar');
  });
  afterAll(() => open.context.close());

  it('shows nothing until the browser offers installation', async () => {
    await expect(prompt(open.page).count()).resolves.toBe(0);
  });

  let shiftsBefore: LayoutShift[] = [];

  it('shows the prompt on beforeinstallprompt, having prevented the browser’s own', async () => {
    shiftsBefore = await layoutShifts(open.page);
    expect(await fireInstallPrompt(open.page)).toBe(true);
    await prompt(open.page).waitFor();
    expect(await prompt(open.page).getByRole('button').allTextContents()).toEqual([
      'Install',
      'Not now',
    ]);
  });

  it('appears fixed at the bottom of the viewport without shifting the page', async () => {
    // Its short slide-in (a transform: it moves nothing else) ends first.
    await prompt(open.page).evaluate((region) =>
      Promise.all(region.getAnimations().map((animation) => animation.finished)),
    );
    const box = await prompt(open.page).boundingBox();
    expect(box && box.y + box.height).toBeGreaterThan(700);
    expect(box && box.y + box.height).toBeLessThanOrEqual(800);
    // (Other parts of the page may shift while loading; the prompt must add no shift.)
    expect(await layoutShifts(open.page)).toEqual(shiftsBefore);
  });

  it('does not take the focus', async () => {
    expect(await open.page.evaluate(() => document.activeElement === document.body)).toBe(true);
  });

  it('axe-core finds no violation with the prompt shown', async () => {
    await expectNoAxeViolations(open.page);
  });

  it('Install calls prompt() inside the click, then the prompt closes', async () => {
    await prompt(open.page).getByRole('button', { name: 'Install' }).click();
    expect(await promptCalls(open.page)).toEqual([true]);
    await prompt(open.page).waitFor({ state: 'detached' });
  });

  it('raised no page or console error', () => {
    expect(open.errors).toEqual([]);
  });
});

describe('given pages outside the parents area', () => {
  it.each([
    ['the landing page', '/'],
    ['a second-level page', '/about/schools/riverside'],
    ['the calendar', '/calendar'],
  ])('%s neither loads the prompt’s code nor shows it', async (_, path) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
    await page.goto(new URL(path, baseUrl()).href, { waitUntil: 'networkidle' });
    expect(await page.locator('[data-widget="home-screen-prompt"]').count()).toBe(0);
    expect(await fireInstallPrompt(page)).toBe(false);
    await nextFrame(page);
    expect(await prompt(page).count()).toBe(0);
    expect(scripts.filter((script) => script.includes('HomeScreenPrompt'))).toEqual([]);
    await context.close();
  });
});

describe('given visits over several days (the clock moved forward between reloads)', () => {
  it('shows at most once per 1440 minutes and twice in all, dismissals included', async () => {
    const context = await browser.newContext();
    await context.clock.install({ time: START });
    const page = await context.newPage();
    const shownAt: string[] = [];

    const visitAt = async (label: string, time: number, { dismiss = false } = {}) => {
      await page.clock.setSystemTime(time);
      await page.goto(new URL('/parents', baseUrl()).href);
      await widgetMounted(page, 'home-screen-prompt');
      const before = await storedShows(page);
      await fireInstallPrompt(page);
      // The decision is taken, and a show counted, while the event is dispatched.
      const shown = (await storedShows(page)) > before;
      if (shown) await prompt(page).waitFor();
      else await nextFrame(page);
      expect(await prompt(page).count()).toBe(shown ? 1 : 0);
      if (shown) shownAt.push(label);
      if (shown && dismiss) {
        await prompt(page).getByRole('button', { name: 'Not now' }).click();
        await prompt(page).waitFor({ state: 'detached' });
      }
    };

    await visitAt('day 1', START, { dismiss: true });
    await visitAt('day 1, a minute later', START + MINUTE);
    await visitAt('day 1, 23:59 later', START + 1439 * MINUTE);
    await visitAt('day 2', START + 1441 * MINUTE);
    await visitAt('day 3', START + 2 * 1441 * MINUTE);
    await visitAt('a month later', START + 30 * 1440 * MINUTE);
    expect(shownAt).toEqual(['day 1', 'day 2']);

    // The testing aid forgets the history: the prompt can be seen again.
    await page.clock.setSystemTime(START + 31 * 1440 * MINUTE);
    await page.goto(new URL('/parents?resetHomeScreenPrompt', baseUrl()).href);
    await widgetMounted(page, 'home-screen-prompt');
    await fireInstallPrompt(page);
    await prompt(page).waitFor();
    await context.close();
  });
});

describe('given iOS Safari on an iPhone', () => {
  it('shows the Share, then Add to Home Screen steps, and axe finds no violation', async () => {
    const open = await openPage(browser, '/parents', devices['iPhone 13']);
    await prompt(open.page).waitFor();
    const steps = await prompt(open.page).getByRole('listitem').allTextContents();
    expect(steps.map((step) => step.trim())).toEqual([
      'Tap the Share button in Safari’s toolbar.',
      'Choose “Add to Home Screen”.',
    ]);
    expect(await prompt(open.page).getByRole('button').allTextContents()).toEqual(['Not now']);
    await expectNoAxeViolations(open.page);
    await prompt(open.page).getByRole('button', { name: 'Not now' }).click();
    await prompt(open.page).waitFor({ state: 'detached' });
    expect(open.errors).toEqual([]);
    await open.context.close();
  });
});

describe('given a Chromium profile on disk (installation possible)', () => {
  let userDataDir: string;
  beforeAll(async () => {
    userDataDir = await mkdtemp(join(tmpdir(), 'parents-install-'));
  });
  afterAll(() => rm(userDataDir, { recursive: true, force: true }));

  it('finds the parents area installable and the real install event shows the prompt', async () => {
    const context = await launchPersistent(userDataDir);
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(new URL('/parents', baseUrl()).href);
    // Chromium's own beforeinstallprompt, not a synthetic one.
    await prompt(page).waitFor({ timeout: 15_000 });
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toMatch(/\/demo-assets\/parents-manifest\.webmanifest$/);
    await context.close();
  });
});

describe('given the parents area’s web app manifest', () => {
  it('names the app, starts and scopes it in the parents area, standalone, with PNG icons', async () => {
    const context = await browser.newContext();
    const response = await context.request.get(
      new URL('/demo-assets/parents-manifest.webmanifest', baseUrl()).href,
    );
    expect(response.headers()['content-type']).toBe('application/manifest+json');
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      short_name: 'Parents',
      start_url: '/parents',
      scope: '/parents',
      display: 'standalone',
    });
    expect(manifest.name).toContain('Parents area');
    const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      '192x192 any',
      '192x192 maskable',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) {
      const png = await (await context.request.get(new URL(icon.src, baseUrl()).href)).body();
      // PNG signature, then the IHDR chunk's width and height.
      expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
    }
    await context.close();
  });
});
