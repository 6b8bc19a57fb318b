import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, widgetMounted } from '../e2e/support/browser';
import { adminPage, pageConfig, sitePhp, wpUrl } from './support/wordpress';

// Issue #48, part 3: one prefix (ssw_) for the plugin's options too. 0.1.0 saved the config as
// school_site_widgets_config; 0.2.0's files, put over it (an update: no activation hook runs),
// move it to ssw_config on the first request, and the school's settings are all still there.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe('a site updated from 0.1.0', () => {
  it('keeps its settings: moved to the new option on the first request, the old one gone', async () => {
    const before = await visitorConfig();
    const keys = JSON.parse(
      await sitePhp(join(import.meta.dirname, 'support/as-0-1-0.php')),
    ) as string[];
    expect(keys).toEqual(expect.arrayContaining(['mediaServiceUrl', 'feedGroups']));

    // The first request after the update: a visitor's. The widgets have every setting.
    const after = await visitorConfig();
    expect(after).toEqual(before);

    const rows = JSON.parse(
      await sitePhp(join(import.meta.dirname, 'support/plugin-rows.php')),
    ) as { options: string[] };
    expect(rows.options).toEqual(expect.arrayContaining(['ssw_config', 'ssw_version']));
    expect(rows.options).not.toContain('school_site_widgets_config');

    // The administrator finds them in the settings, and a save keeps them under the new name.
    const { context, page } = await adminPage(browser);
    await page.goto(wpUrl('/wp-admin/options-general.php?page=school-site-widgets'));
    const service = page.getByLabel('Media service URL', { exact: true });
    expect(await service.inputValue()).toMatch(/^https?:\/\/(?!.*wp-json)/);
    expect(await page.locator('input[name^="ssw_config[form]"]').count()).toBeGreaterThan(5);
    await context.close();
  });
});

async function visitorConfig() {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(wpUrl('/media/'));
  await widgetMounted(page, 'media-hub');
  const config = await pageConfig(page);
  await context.close();
  return config;
}
