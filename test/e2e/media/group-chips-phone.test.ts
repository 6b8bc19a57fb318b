// On a phone the media groups are one scrolling row of chips, and on
// /media/filter/pinterest the highlighted chip was ~1,500px to the side (in Arabic at -1052px).
// The current group's chip is in view on load, left to right and right to left.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, openPage } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe('given a phone of 375x667', () => {
  for (const path of ['/media/filter/pinterest', '/ar/media/filter/pinterest']) {
    it(`on ${path} the current group's chip is in view on load, the page not scrolled`, async () => {
      const { page, context } = await openPage(browser, path, {
        viewport: { width: 375, height: 667 },
      });
      const chip = page.locator('.wgt-media-groups__link[aria-current="page"]');
      await chip.waitFor();
      await expect
        .poll(() =>
          chip.evaluate((node) => {
            const list = node.closest('.wgt-media-groups__list') as Element;
            const rect = node.getBoundingClientRect();
            const frame = list.getBoundingClientRect();
            return (
              rect.left >= Math.max(0, frame.left) - 0.5 &&
              rect.right <= Math.min(window.innerWidth, frame.right) + 0.5
            );
          }),
        )
        .toBe(true);
      // The row scrolled, not the page.
      expect(await page.evaluate(() => window.scrollX)).toBe(0);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await context.close();
    });
  }

  // Firefox and Safari have no scroll-initial-target yet: the hub's code scrolls the row there.
  for (const path of ['/media/filter/pinterest', '/ar/media/filter/pinterest']) {
    it(`in a browser without scroll-initial-target, on ${path} the hub scrolls the row to the chip`, async () => {
      const context = await browser.newContext({ viewport: { width: 375, height: 667 } });
      await context.addInitScript(() => {
        const supports = CSS.supports.bind(CSS) as (property: string, value?: string) => boolean;
        CSS.supports = ((property: string, value?: string) =>
          !property.includes('scroll-initial-target') &&
          (value === undefined
            ? supports(property)
            : supports(property, value))) as typeof CSS.supports;
      });
      // The stylesheet as such a browser reads it: the unknown declaration dropped.
      await context.route('**/widgets.css', async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(/scroll-initial-target:\s*nearest;?/g, '');
        await route.fulfill({ response, body });
      });
      const page = await context.newPage();
      await page.goto(new URL(path, baseUrl()).href);
      const chip = page.locator('.wgt-media-groups__link[aria-current="page"]');
      await chip.waitFor();
      await expect
        .poll(() =>
          chip.evaluate((node) => {
            const list = node.closest('.wgt-media-groups__list') as Element;
            const rect = node.getBoundingClientRect();
            const frame = list.getBoundingClientRect();
            return (
              rect.left >= Math.max(0, frame.left) - 0.5 &&
              rect.right <= Math.min(window.innerWidth, frame.right) + 0.5
            );
          }),
        )
        .toBe(true);
      expect(await page.evaluate(() => window.scrollX)).toBe(0);
      await context.close();
    });
  }

  it('on /media (the first chip current) the row is not scrolled at all', async () => {
    const { page, context } = await openPage(browser, '/media', {
      viewport: { width: 375, height: 667 },
    });
    const list = page.locator('.wgt-media-groups__list');
    await list.waitFor();
    await page.waitForTimeout(300);
    expect(await list.evaluate((node) => node.scrollLeft)).toBe(0);
    await context.close();
  });
});
