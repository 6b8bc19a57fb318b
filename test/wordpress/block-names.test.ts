// The plugin's blocks in the block editor's inserter: named and iconed apart from WordPress's
// own (its archive "Calendar" block), in a category of their own.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch } from '../e2e/support/browser';
import { adminPage, wpUrl } from './support/wordpress';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** A new page in the block editor, its inserter open. */
async function openInserter(page: Page) {
  await page.goto(wpUrl('/wp-admin/post-new.php?post_type=page'));
  const welcome = page.getByRole('dialog', { name: /welcome/i });
  await page.locator('.edit-post-header-toolbar__inserter-toggle').waitFor();
  if (await welcome.isVisible().catch(() => false)) {
    await welcome.getByRole('button', { name: 'Close dialog' }).click();
  }
  await page.getByRole('button', { name: 'Toggle block inserter' }).click();
}

/** What a person sees of a block's icon: its drawing and its colour. */
const iconOf = (option: Locator) =>
  option.locator('.block-editor-block-icon').evaluate((icon) => ({
    drawing: icon.querySelector('svg')?.innerHTML ?? '',
    colour: getComputedStyle(icon).color,
  }));

describe('the plugin’s blocks in the inserter', () => {
  it('searching "calendar" shows "School calendar" beside WordPress’s "Calendar", iconed apart', async () => {
    const { context, page } = await adminPage(browser);
    await openInserter(page);
    await page.getByPlaceholder('Search').fill('calendar');
    const ours = page.getByRole('option', { name: 'School calendar', exact: true });
    const core = page.getByRole('option', { name: 'Calendar', exact: true });
    await ours.waitFor();
    await core.waitFor();
    const [ourIcon, coreIcon] = [await iconOf(ours), await iconOf(core)];
    expect(ourIcon.drawing).not.toBe(coreIcon.drawing);
    expect(ourIcon.colour).not.toBe(coreIcon.colour);
    await context.close();
  });

  it('lists the four in their own category, "School site widgets", and none elsewhere', async () => {
    const { context, page } = await adminPage(browser);
    await openInserter(page);
    const category = page.getByRole('listbox', { name: 'School site widgets', exact: true });
    await category.waitFor();
    expect(await category.getByRole('option').allTextContents()).toEqual([
      'School media hub',
      'School calendar',
      'School landing intro',
      'School home-screen prompt',
    ]);
    const widgets = page.getByRole('listbox', { name: 'Widgets', exact: true });
    expect(await widgets.getByRole('option', { name: /^School/ }).count()).toBe(0);
    await context.close();
  });
});
