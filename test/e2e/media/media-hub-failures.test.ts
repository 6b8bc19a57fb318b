import type { Browser, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, LOADED_CARD, launch, widgetMounted } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const ITEMS_CALL = '**/media-service/GetMediaItems?*';

// The ways a media service lets the hub down, played by the browser's request interception.
const FAILURES: [string, (route: Route) => Promise<void>][] = [
  ['answers 500', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' })],
  [
    'answers garbage',
    (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/javascript',
        body: '<html><body>Temporarily unavailable</body></html>',
      }),
  ],
  [
    'answers JSON of the wrong shape',
    (route) => {
      const callback = new URL(route.request().url()).searchParams.get('callback');
      return route.fulfill({
        status: 200,
        contentType: 'application/javascript',
        body: `${callback}({"error":"maintenance"});`,
      });
    },
  ],
  ['drops the connection', (route) => route.abort('connectionreset')],
];

describe('given a media service that fails', () => {
  for (const [how, fail] of FAILURES) {
    it(`${how}: a Retry button, and Retry works once it recovers`, async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.route(ITEMS_CALL, fail);
      const page = await context.newPage();
      await page.goto(new URL('/media/filter/news', baseUrl()).href);
      await widgetMounted(page, 'media-hub');
      const retry = page.getByRole('button', { name: 'Retry' });
      await retry.waitFor();
      expect(await page.locator('.wgt-load-failed').textContent()).toContain(
        'The items could not be loaded.',
      );
      // The rest of the page goes on: no widget (the hub included) gave up on the page.
      expect(await page.locator('[data-widget-state="failed"]').count()).toBe(0);
      expect(await page.getByRole('heading', { level: 1, name: 'News' }).isVisible()).toBe(true);

      await context.unroute(ITEMS_CALL);
      await retry.click();
      await page.waitForFunction(
        (selector) => document.querySelectorAll(selector).length === 12,
        LOADED_CARD,
      );
      expect(await retry.count()).toBe(0);
      // Focus moves from the Retry button (gone) to the first card, once the cards are drawn.
      await expect
        .poll(() =>
          page.evaluate(() => document.activeElement?.classList.contains('wgt-card__link')),
        )
        .toBe(true);
      await context.close();
    });
  }

  it('answers nothing at all: after the time limit, a Retry button instead of an endless skeleton', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    // Never answered: the request hangs until the hub's time limit (8 s).
    await context.route(ITEMS_CALL, () => {});
    const page = await context.newPage();
    await page.goto(new URL('/media/filter/news', baseUrl()).href);
    await widgetMounted(page, 'media-hub');
    const retry = page.getByRole('button', { name: 'Retry' });
    await retry.waitFor({ timeout: 12_000 });
    await context.unroute(ITEMS_CALL);
    await retry.click();
    await page.waitForFunction(
      (selector) => document.querySelectorAll(selector).length === 12,
      LOADED_CARD,
    );
    await context.close();
  });

  it("fails on Load more: the cards stay, Retry in the button's place fetches that page", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(new URL('/media/filter/news', baseUrl()).href);
    await widgetMounted(page, 'media-hub');
    await page.waitForFunction(
      (selector) => document.querySelectorAll(selector).length === 12,
      LOADED_CARD,
    );
    await context.route(ITEMS_CALL, (route) => route.fulfill({ status: 500, body: '' }));
    await page.getByRole('button', { name: 'More items' }).click();
    const retry = page.getByRole('button', { name: 'Retry' });
    await retry.waitFor();
    expect(await page.locator('.wgt-load-failed').textContent()).toContain(
      'More items could not be loaded.',
    );
    expect(await page.locator(LOADED_CARD).count()).toBe(12);
    await context.unroute(ITEMS_CALL);
    await retry.click();
    await page.waitForFunction(
      (selector) => document.querySelectorAll(selector).length === 24,
      LOADED_CARD,
    );
    await context.close();
  });
});
