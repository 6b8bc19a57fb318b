import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, widgetMounted } from '../e2e/support/browser';
import { wpUrl } from './support/wordpress';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const dialog = (page: Page) => page.locator('dialog[open]');

async function visitor() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** The share URL of the first news card of /media/ (the address once its pop-up is open). */
async function newsShareUrl(page: Page) {
  await page.goto(wpUrl('/media/'));
  await widgetMounted(page, 'media-hub');
  const card = page.locator('[data-widget-root] .wgt-card.wgt-group--news').first();
  const title = (await card.locator('.wgt-card__title').textContent())?.trim() ?? '';
  await card.locator('.wgt-card__link').click();
  await dialog(page).locator('.wgt-news-popup').waitFor();
  return { url: page.url(), title };
}

describe('share URLs on WordPress', () => {
  it('a news share URL opened afresh shows the media page with that pop-up; closing it goes to /media/', async () => {
    const first = await visitor();
    const shared = await newsShareUrl(first.page);
    expect(new URL(shared.url).pathname).toMatch(/^\/media\/newsfeed\/\d+\/\d+$/);
    await first.context.close();

    const { context, page, errors } = await visitor();
    const response = await page.goto(shared.url);
    expect(response?.status()).toBe(200);
    expect(await page.locator('[data-widget="popups"]').count()).toBe(1);
    expect(await page.locator('[data-widget="popups"]').getAttribute('data-load')).toBe('eager');
    await dialog(page).locator('.wgt-news-popup').waitFor();
    await expect
      .poll(() => dialog(page).locator('h1, h2').first().textContent())
      .toContain(shared.title);
    // The media page is behind it.
    expect(await page.locator('[data-widget="media-hub"]').count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/media/');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an unknown share route is the site’s 404, and /search/{term} is the site search', async () => {
    const { context, page } = await visitor();
    expect((await page.goto(wpUrl('/media/newsfeed/abc/1')))?.status()).toBe(404);
    expect((await page.goto(wpUrl('/search/Calendar/')))?.status()).toBe(200);
    expect(await page.locator('main').textContent()).toContain('Calendar');
    await context.close();
  });
});
