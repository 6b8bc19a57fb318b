// Issue #45, item 1: the first save of the settings on a site where the option does not exist
// yet. WordPress's update_option() then falls through to add_option(), which runs the option's
// check a second time, on the check's own answer: what was typed must come out as typed.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, widgetMounted } from '../e2e/support/browser';
import { deleteConfig, sanitizeTwice } from './support/settings';
import { adminPage, pageConfig, resetSettings, wpUrl } from './support/wordpress';

let browser: Browser;
let admin: Page;
/**
 * The demo's services as the seeded site's settings name them. The visitors' pages name the
 * site's own media route instead (#47), so the media service URL is read from the form.
 */
let demo: Record<string, unknown>;
let route: unknown;
beforeAll(async () => {
  browser = await launch();
  ({ page: admin } = await adminPage(browser));
  const { page } = await visit('/media/');
  demo = await pageConfig(page);
  route = demo.mediaServiceUrl;
  await page.context().close();
  await admin.goto(wpUrl(SETTINGS));
  demo.mediaServiceUrl = await admin.getByLabel('Media service URL', { exact: true }).inputValue();
  expect(demo.mediaServiceUrl).not.toBe(route);
});
afterAll(async () => {
  await resetSettings();
  await browser.close();
});

const SETTINGS = '/wp-admin/options-general.php?page=school-site-widgets';

async function visit(path: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(wpUrl(path));
  return { page, errors };
}

describe('the first save of the settings', () => {
  it('on a site never saved, keeps every value as typed: the form, then the visitors', async () => {
    await deleteConfig();
    const typed = {
      'Media service URL': String(demo.mediaServiceUrl),
      'Image service URL': String(demo.imageServiceUrl),
      'Time zone': 'Asia/Dubai',
    };
    await admin.goto(wpUrl(SETTINGS));
    for (const [label, value] of Object.entries(typed)) {
      await admin.getByLabel(label, { exact: true }).fill(value);
    }
    await Promise.all([admin.waitForURL(/settings-updated=true/), admin.click('#submit')]);
    const notices = await admin.locator('.settings-error p').allTextContents();
    expect(notices.map((text) => text.trim())).toEqual(['Settings saved.']);
    for (const [label, value] of Object.entries(typed)) {
      expect(await admin.getByLabel(label, { exact: true }).inputValue(), label).toBe(value);
    }
    const { page, errors } = await visit('/media/');
    const config = await pageConfig(page);
    expect(config.mediaServiceUrl).toBe(route);
    expect(config.imageServiceUrl).toBe(demo.imageServiceUrl);
    expect(config.timeZone).toBe('Asia/Dubai');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the feed groups typed as rows at the first save: the media hub shows their cards', async () => {
    await deleteConfig();
    await admin.goto(wpUrl(SETTINGS));
    await admin.getByLabel('Media service URL', { exact: true }).fill(String(demo.mediaServiceUrl));
    const groups = Object.entries(demo.feedGroups as Record<string, number[]>);
    expect(groups.length).toBeGreaterThan(1);
    const [first, second] = groups as [[string, number[]], [string, number[]]];
    await admin.getByLabel('Group of row 1', { exact: true }).selectOption(first[0]);
    await admin.getByLabel('Feed ids of row 1', { exact: true }).fill(first[1].join(', '));
    await admin.getByLabel('Group of row 2', { exact: true }).selectOption(second[0]);
    await admin.getByLabel('Feed ids of row 2', { exact: true }).fill(second[1].join(','));
    await Promise.all([admin.waitForURL(/settings-updated=true/), admin.click('#submit')]);
    expect(await admin.locator('#setting-error-settings_updated').textContent()).toContain(
      'Settings saved',
    );
    expect(await admin.getByLabel('Group of row 2', { exact: true }).inputValue()).toBe(second[0]);
    expect(await admin.getByLabel('Feed ids of row 2', { exact: true }).inputValue()).toBe(
      second[1].join(', '),
    );
    const { page, errors } = await visit('/media/');
    const config = await pageConfig(page);
    expect(config.mediaServiceUrl).toBe(route);
    expect(config.feedGroups).toEqual({ [first[0]]: first[1], [second[0]]: second[1] });
    await widgetMounted(page, 'media-hub');
    await expect
      .poll(() => page.locator('[data-widget-root] .wgt-card').count())
      .toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("the option's check given its own answer answers it unchanged, for many values", async () => {
    await deleteConfig();
    await admin.goto(wpUrl(SETTINGS));
    const name = (label: string) =>
      admin.getByLabel(label, { exact: true }).getAttribute('name') as Promise<string>;
    // Text fields hold the text as typed; the others, the JSON typed.
    const json = new Set(['Schools', 'Embed hosts']);
    const values: [string, string[]][] = [
      [
        'Media service URL',
        [
          'http://127.0.0.1:8123/svc/',
          '/media-service/',
          '//cdn.example.org/a/b',
          'https://exämple.org/ünï code/العربية?q="x"&y=\\z',
        ],
      ],
      ['Image service URL', ['https://images.example.org/resize?u={url}&w=400', 'images/']],
      ['Default image', ['https://example.org/wp-content/uploads/2026/11/default.jpg']],
      ['Time zone', ['Asia/Dubai', '+04:00', 'europe/london']],
      ['Language of the widgets', ['fr', 'ar', '"en"', 'en\\u0041']],
      ['Tag manager id', ['GTM-ABC123']],
      ['Tag manager script URL', ['https://tm.example.org/gtm.js?id={id}&l=dataLayer']],
      ['Map tile URL', ['https://tiles.example.org/{z}/{x}/{y}.png']],
      ['Schools', ['[ { "slug": "dubai", "name": "Dubaï \\"DXB\\" / دبي", "feedIds": [2, 5] } ]']],
      ['Embed hosts', ['{"youtube": "https://www.youtube-nocookie.com/"}', '{}']],
    ];
    for (const [label, list] of values) {
      const field = await name(label);
      for (const value of list) {
        const { once, twice, errors } = await sanitizeTwice([[field, value]]);
        expect(errors, `${label}: ${value}`).toEqual([]);
        expect(Object.values(once), `${label}: ${value}`).toHaveLength(1);
        const saved = JSON.parse(Object.values(once)[0] as string);
        expect(saved, `${label}: ${value}`).toEqual(json.has(label) ? JSON.parse(value) : value);
        expect(twice, `${label}: ${value}`).toEqual(once);
      }
    }
  });
});
