import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { take } from '../../widgets/media-hub/options.json';
import { launch, widgetMounted } from '../e2e/support/browser';
import { adminPage, newPageWithBlock, publishFromEditor } from './support/wordpress';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

// The widget's cards, not its loading skeletons.
const cards = (page: Page) => page.locator('[data-widget-root] .wgt-card:not(.wgt-card--skeleton)');
const dialog = (page: Page) => page.locator('dialog[open]');

/** The editor's steps: a new page, "Media hub" from the inserter, a group, Publish. */
async function publishMediaHubPage(page: Page, title: string, group: string) {
  await newPageWithBlock(page, title, 'Media hub');
  // The block's preview says what it will show; its controls are in the block sidebar.
  const preview = page.locator('.ssw-block-preview--media-hub');
  await preview.waitFor();
  expect(await preview.textContent()).toContain(`the ${take.default} newest items of every group`);
  const groupSelect = page.getByLabel('Group', { exact: true });
  if (!(await groupSelect.isVisible()))
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await groupSelect.selectOption(group);
  await expect.poll(() => preview.textContent()).toContain(`the ${take.default} newest News items`);
  return publishFromEditor(page);
}

describe('an editor adds a media hub block to a new page', () => {
  it('inserts it, picks News, publishes; a visitor gets news cards, Load more, a pop-up, its share URL, Back', async () => {
    const { context, page: editor } = await adminPage(browser);
    const url = await publishMediaHubPage(editor, 'School news', 'news');
    await context.close();
    expect(new URL(url).pathname).toBe('/school-news/');

    const visitor = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await visitor.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url);
    expect(await page.locator('[data-widget="media-hub"]').getAttribute('data-group')).toBe('news');
    await widgetMounted(page, 'media-hub');
    await expect.poll(() => cards(page).count()).toBe(take.default);
    expect(await cards(page).and(page.locator(':not(.wgt-group--news)')).count()).toBe(0);

    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => cards(page).count()).toBeGreaterThan(take.default);
    expect(await cards(page).and(page.locator(':not(.wgt-group--news)')).count()).toBe(0);

    const first = cards(page).first();
    const title = (await first.locator('.wgt-card__title').textContent())?.trim();
    await widgetMounted(page, 'popups'); // before, a click follows the card's link
    await first.locator('.wgt-card__link').click();
    await dialog(page).locator('.wgt-news-popup').waitFor();
    await expect.poll(() => dialog(page).locator('h1, h2').first().textContent()).toContain(title);
    expect(new URL(page.url()).pathname).toMatch(/^\/media\/newsfeed\/\d+\/\d+$/);

    await page.goBack();
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect(page.url()).toBe(url);
    expect(errors).toEqual([]);
    await visitor.close();
  });
});
