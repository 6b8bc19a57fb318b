import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launch } from '../e2e/support/browser';
import { adminPage, resetSettings, wpUrl } from './support/wordpress';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());
afterEach(() => resetSettings());

/** A visitor whose browser runs no JavaScript. */
async function visitWithoutScripts(path: string) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  const response = await page.goto(wpUrl(path));
  return { context, page, status: response?.status() };
}

describe('JavaScript off: the server cards of the blocks', () => {
  it('the media hub lists its first page of cards from the media service, with links and images', async () => {
    const { context, page } = await visitWithoutScripts('/media/');
    const cards = page.locator('[data-widget="media-hub"] .wgt-card');
    expect(await cards.count()).toBe(12);
    const first = cards.first();
    expect(await first.locator('.wgt-card__title').textContent()).not.toBe('');
    expect(await first.locator('a.wgt-card__link').getAttribute('href')).toMatch(/^(\/|https?:)/);
    expect(await first.locator('img').getAttribute('src')).toMatch(/\/image-service\/image\?/);
    expect(await page.locator('[data-widget="media-hub"] .wgt-media-hub__empty').count()).toBe(0);
    // The news block of the front page: news cards only, four of them.
    await page.goto(wpUrl('/'));
    expect(await page.locator('[data-widget="media-hub"] .wgt-card.wgt-group--news').count()).toBe(
      4,
    );
    await context.close();
  });

  it('the first card image of the hub and the calendar is fetched at once, the rest when near', async () => {
    // The first card's image is the page's largest paint. WordPress 6.1 adds loading="lazy" to
    // every image of the content without a loading attribute: Lighthouse measured its LCP
    // at 2.26 s against the demo's 1.51 s before the first image said loading="eager".
    for (const [path, widget] of [
      ['/media/', 'media-hub'],
      ['/calendar/', 'calendar'],
    ] as const) {
      const { context, page } = await visitWithoutScripts(path);
      const images = page.locator(`[data-widget="${widget}"] img.wgt-card__image`);
      const attributes = (index: number) =>
        images
          .nth(index)
          .evaluate((image) => [
            image.getAttribute('loading'),
            image.getAttribute('fetchpriority'),
          ]);
      expect(await attributes(0)).toEqual(['eager', 'high']);
      expect(await attributes(1)).toEqual(['lazy', null]);
      await context.close();
    }
  });

  it('the calendar lists its days with their event cards', async () => {
    const { context, page } = await visitWithoutScripts('/calendar/');
    const days = page.locator('[data-widget="calendar"] .wgt-calendar__day');
    expect(await days.count()).toBeGreaterThan(0);
    expect(await days.count()).toBeLessThanOrEqual(14);
    expect(await days.first().locator('time').first().getAttribute('datetime')).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    );
    expect(await days.first().locator('.wgt-card.wgt-event').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('a media service that does not answer gives the empty state, not a PHP error', async () => {
    const { context: adminContext, page: admin } = await adminPage(browser);
    await admin.goto(wpUrl('/wp-admin/options-general.php?page=school-site-widgets'));
    await admin
      .getByLabel('Media service URL', { exact: true })
      .fill('http://127.0.0.1:9/nothing/');
    await Promise.all([admin.waitForURL(/settings-updated=true/), admin.click('#submit')]);
    await adminContext.close();
    const { context, page, status } = await visitWithoutScripts('/media/');
    expect(status).toBe(200);
    expect(await page.locator('[data-widget="media-hub"] .wgt-card').count()).toBe(0);
    expect(await page.locator('[data-widget="media-hub"] .wgt-media-hub__empty').count()).toBe(1);
    await context.close();
  });
});
