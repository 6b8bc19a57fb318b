// After "Scroll to the latest news" at 375px the heading sat under the 64px sticky
// header. Every in-page scroll (the hint, a link to an anchor, a focus move to something behind
// the header) leaves its target below the header's bar.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launch, type OpenPage, openPage, widgetMounted } from '../support/browser';

let browser: Browser;
let open: OpenPage | undefined;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());
afterEach(async () => {
  await open?.context.close();
  open = undefined;
});

const PHONE = { viewport: { width: 375, height: 667 }, reducedMotion: 'reduce' } as const;

/**
 * The header bar's bottom edge and the target's top edge, once the scrolling has settled (the
 * comparisons allow 1px: a scroll position may round to half a pixel).
 */
async function edges(page: Page, target: string) {
  let last = -1;
  await expect
    .poll(async () => {
      const now = await page.evaluate(() => window.scrollY);
      const settled = now === last;
      last = now;
      return settled;
    })
    .toBe(true);
  return page.evaluate((selector) => {
    const bar = document.querySelector('[data-widget-root] .wgt-header__bar') as Element;
    const node = document.querySelector(selector) as Element;
    return {
      barBottom: bar.getBoundingClientRect().bottom,
      barPosition: getComputedStyle(bar).position,
      top: node.getBoundingClientRect().top,
    };
  }, target);
}

describe('given a phone of 375x667', () => {
  it('"Scroll to the latest news" leaves the heading below the sticky header', async () => {
    open = await openPage(browser, '/', PHONE);
    const { page } = open;
    await widgetMounted(page, 'landing-intro');
    await widgetMounted(page, 'header');
    await page.locator('[data-widget-root] .wgt-intro__scroll').click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('latest');
    const { barBottom, barPosition, top } = await edges(page, '#latest h2');
    expect(barPosition).toBe('fixed');
    expect(top).toBeGreaterThanOrEqual(barBottom - 1);
  });

  it('a focus move to a card behind the header brings it out from under the header', async () => {
    open = await openPage(browser, '/media', PHONE);
    const { page } = open;
    await widgetMounted(page, 'media-hub');
    const first = page.locator('[data-widget-root] .wgt-card__link').first();
    await first.waitFor();
    // The card's top edge just under the bar: in the viewport, but behind the header.
    await first.evaluate((node) => {
      window.scrollBy(0, node.getBoundingClientRect().top - 20);
    });
    // As the pop-up host does when a pop-up closes: focus goes back to the card that opened it.
    await first.focus();
    const { barBottom, top } = await edges(page, '[data-widget-root] .wgt-card__link');
    expect(top).toBeGreaterThanOrEqual(barBottom - 1);
  });

  it('the skip link, a plain in-page link, leaves the start of the content below the header', async () => {
    open = await openPage(browser, '/media', PHONE);
    const { page } = open;
    await widgetMounted(page, 'header');
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.evaluate(() => {
      location.hash = '#main';
    });
    const { barBottom, top } = await edges(page, '#main');
    expect(top).toBeGreaterThanOrEqual(barBottom - 1);
  });
});
