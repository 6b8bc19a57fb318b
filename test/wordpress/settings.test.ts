import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launch, widgetMounted } from '../e2e/support/browser';
import { adminPage, pageConfig, resetSettings, wpUrl } from './support/wordpress';

let browser: Browser;
let admin: Page;
beforeAll(async () => {
  browser = await launch();
  ({ page: admin } = await adminPage(browser));
});
afterAll(() => browser.close());
afterEach(() => resetSettings());

const SETTINGS = '/wp-admin/options-general.php?page=school-site-widgets';

/** Settings -> School site widgets, one field changed, saved; the page after the save. */
async function save(field: string, value: string) {
  await admin.goto(wpUrl(SETTINGS));
  await admin.getByLabel(field, { exact: true }).fill(value);
  await Promise.all([admin.waitForURL(/settings-updated=true/), admin.click('#submit')]);
}

async function visit(path: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('dialog', (dialog) => {
    errors.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.goto(wpUrl(path));
  return { page, errors };
}

describe('Settings -> School site widgets', () => {
  it('lists every config key with what it must hold', async () => {
    await admin.goto(wpUrl(SETTINGS));
    for (const key of ['mediaServiceUrl', 'feedGroups', 'schools', 'locale', 'embedHosts']) {
      await expect.poll(() => admin.locator(`code:text-is("${key}")`).count()).toBe(1);
    }
    expect(await admin.getByLabel('Group of row 1', { exact: true }).inputValue()).toBe('news');
  });

  it('a valid save is in the page config of the next visitor page', async () => {
    await save('Time zone', 'Asia/Dubai');
    expect(await admin.locator('#setting-error-settings_updated').textContent()).toContain(
      'Settings saved',
    );
    const { page } = await visit('/media/');
    expect((await pageConfig(page)).timeZone).toBe('Asia/Dubai');
    await page.context().close();
  });

  it('a bad feed groups value is refused with its message, and the old value is kept', async () => {
    const before = (await visit('/media/')).page;
    const saved = (await pageConfig(before)).feedGroups;
    await before.context().close();
    await save('Feed ids of row 1', '0, 2');
    const message = admin.locator('.notice-error, .error').filter({ hasText: 'feedGroups' });
    expect(await message.textContent()).toContain(
      'feedGroups must be an object of positive integer FeedId lists.',
    );
    expect(await admin.locator('#setting-error-settings_updated').count()).toBe(0);
    const first = Object.values(saved as Record<string, number[]>)[0]?.join(', ');
    expect(await admin.getByLabel('Feed ids of row 1', { exact: true }).inputValue()).toBe(first);
    const { page } = await visit('/media/');
    expect((await pageConfig(page)).feedGroups).toEqual(saved);
    await page.context().close();
  });

  it('a school name with </script> stays text in the config, and the page works', async () => {
    const hostile = '</script><script>alert("x")</script><!--';
    await admin.goto(wpUrl(SETTINGS));
    const schools = JSON.parse(await admin.getByLabel('Schools', { exact: true }).inputValue());
    schools[0].name = hostile;
    await save('Schools', JSON.stringify(schools));
    const { page, errors } = await visit('/media/');
    expect(await page.locator('script[data-widgets-config]').count()).toBe(1);
    const config = await pageConfig(page);
    expect((config.schools as { name: string }[])[0]?.name).toBe(hostile);
    await widgetMounted(page, 'media-hub');
    await expect
      .poll(() => page.locator('[data-widget-root] .wgt-card').count())
      .toBeGreaterThan(0);
    expect(await page.locator('select option', { hasText: 'alert' }).first().textContent()).toBe(
      hostile,
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
