import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch } from '../support/browser';

const START = new Date('2026-03-02T08:00:00Z').getTime();

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

interface Watched {
  context: BrowserContext;
  page: Page;
  /** Paths of the tag manager's requests: the stand-in script, its chunk, Google's host. */
  requests: string[];
}

let watched: Watched | null = null;
afterEach(async () => {
  await watched?.context.close();
  watched = null;
});

/**
 * Opens a page with the clock paused at START, so no timer runs unless the test moves time on.
 * Every request the tag manager could make is recorded; Google's host is blocked as well.
 */
async function openPaused(path: string): Promise<Watched> {
  const context = await browser.newContext();
  await context.clock.install({ time: START });
  await context.clock.pauseAt(START);
  await context.route(/googletagmanager\.com/, (route) => route.abort());
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/gtm|googletagmanager|tag-manager/.test(url.href)) requests.push(url.pathname + url.search);
  });
  await page.goto(new URL(path, baseUrl()).href, { waitUntil: 'load' });
  // Boot imports the tag manager's small chunk; it may arrive after the load event (or, on a
  // busy machine, its request be seen after it). With the clock paused both happen at the same
  // fake instant, so its timer starts at START either way; let it arrive and run before time
  // moves on.
  await page.waitForLoadState('networkidle');
  watched = { context, page, requests };
  return watched;
}

const standInRequests = (requests: string[]) =>
  requests.filter((path) => path.startsWith('/demo-assets/gtm-standin.js'));

describe('given a page whose config names a tag manager (?demoTagManager=GTM-TEST1)', () => {
  it('requests the tag manager 3000 ms after the load event, not before, and once', async () => {
    const { page, requests } = await openPaused('/?demoTagManager=GTM-TEST1');
    await page.clock.runFor(2999);
    await page.waitForTimeout(200); // a request would have been sent by now
    expect(standInRequests(requests)).toEqual([]);

    const request = page.waitForRequest(/gtm-standin\.js/);
    await page.clock.runFor(1);
    expect(new URL((await request).url()).search).toBe('?id=GTM-TEST1');
    // Polled from here in real time: the page's own clock is paused.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.demoTagManager))
      .toBe('GTM-TEST1');

    await page.clock.runFor(60_000);
    await page.waitForTimeout(200);
    expect(standInRequests(requests)).toEqual(['/demo-assets/gtm-standin.js?id=GTM-TEST1']);
    expect(await page.locator('script[src*="gtm-standin"]').count()).toBe(1);
    expect(requests.some((path) => path.includes('googletagmanager'))).toBe(false);
  });

  it('loads it on the parents area too, with the same delay', async () => {
    const { page, requests } = await openPaused('/parents?demoTagManager=GTM-TEST1');
    await page.clock.runFor(2999);
    await page.waitForTimeout(200);
    expect(standInRequests(requests)).toEqual([]);
    const request = page.waitForRequest(/gtm-standin\.js/);
    await page.clock.runFor(1);
    await request;
  });
});

describe('given a page without a tag manager id', () => {
  it('makes no tag manager request at all, not even for its code', async () => {
    const { page, requests } = await openPaused('/');
    await page.clock.runFor(60_000);
    await page.waitForTimeout(300);
    expect(requests).toEqual([]);
    expect(await page.locator('script[data-widgets-tag-manager]').count()).toBe(0);
    expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
  });
});
