// Issue #44 on the settings: a time zone that is no zone, and the keys that load script into
// visitors' pages, which only a user who may post script (unfiltered_html) can change.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launch } from '../e2e/support/browser';
import { rawConfig, securitySetup } from './support/security';
import {
  adminPage,
  createUser,
  logInAs,
  pageConfig,
  resetSettings,
  wpUrl,
} from './support/wordpress';

let browser: Browser;
let admin: Page;
beforeAll(async () => {
  browser = await launch();
  ({ page: admin } = await adminPage(browser));
});
afterAll(() => browser.close());
afterEach(() => resetSettings());

const SETTINGS = '/wp-admin/options-general.php?page=school-site-widgets';

async function visit(path: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const response = await page.goto(wpUrl(path));
  return { page, status: response?.status() };
}

describe('the time zone setting', () => {
  it('a zoneinfo file typed as the time zone is refused with its message', async () => {
    await admin.goto(wpUrl(SETTINGS));
    const before = await admin.getByLabel('Time zone', { exact: true }).inputValue();
    await admin.getByLabel('Time zone', { exact: true }).fill('leapseconds');
    await Promise.all([admin.waitForURL(/settings-updated=true/), admin.click('#submit')]);
    const message = admin.locator('.notice-error, .error').filter({ hasText: 'timeZone' });
    expect(await message.count()).toBe(1);
    expect(await message.textContent()).toContain(
      'Time zone was not saved: timeZone must be an IANA time zone.',
    );
    expect(await admin.getByLabel('Time zone', { exact: true }).inputValue()).toBe(before);
    const { page, status } = await visit('/calendar/');
    expect(status).toBe(200);
    await page.context().close();
  });

  it('one saved by an older version: the calendar still answers with its cards, the admin is told', async () => {
    // An older version's check let the system's zoneinfo files through: the value is put
    // where it left it, not typed.
    await rawConfig('timeZone', JSON.stringify('tzdata.zi'));
    const { page, status } = await visit('/calendar/');
    expect(status).toBe(200);
    expect(
      await page.locator('[data-widget="calendar"] .wgt-calendar__day h3').count(),
    ).toBeGreaterThan(0);
    // The bundle uses its default as the server cards do, with no console error about it.
    expect((await pageConfig(page)).timeZone).toBeUndefined();
    await page.context().close();
    await admin.goto(wpUrl('/wp-admin/'));
    const notice = admin.locator('.notice-error').filter({ hasText: 'School site widgets' });
    expect(await notice.textContent()).toContain(
      'the saved time zone "tzdata.zi" is not a time zone, so dates are shown in Europe/London',
    );
  });
});

// A multisite sub-site administrator has manage_options but not unfiltered_html (only super
// admins have it on a network). Such a user is made here with a role of exactly that
// (support/security-setup.php, sub-site-admin-role) rather than a network.
describe('a sub-site administrator (manage_options without unfiltered_html)', () => {
  const LOCKED = ['Media service URL', 'Tag manager id', 'Tag manager script URL', 'Embed hosts'];
  let siteAdmin: Page;
  beforeAll(async () => {
    await securitySetup({ SSW_DO: 'sub-site-admin-role' });
    await createUser('subsiteadmin', 'ssw_sub_site_admin');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    siteAdmin = await context.newPage();
    await logInAs(siteAdmin, 'subsiteadmin');
  });
  afterAll(() => siteAdmin.context().close());

  it('sees the keys that load script or frames read only, saying why; the others can be changed', async () => {
    await siteAdmin.goto(wpUrl(SETTINGS));
    for (const label of LOCKED) {
      const field = siteAdmin.getByLabel(label, { exact: true });
      expect(await field.isEditable(), label).toBe(false);
      expect(await field.getAttribute('name'), label).toBeNull();
    }
    expect(
      await siteAdmin.getByText('Read only for you: this key loads script or frames').count(),
    ).toBe(LOCKED.length);
    expect(await siteAdmin.getByLabel('Time zone', { exact: true }).isEditable()).toBe(true);
    // The administrator of a single site (unfiltered_html) changes them as before.
    await admin.goto(wpUrl(SETTINGS));
    for (const label of LOCKED) {
      expect(await admin.getByLabel(label, { exact: true }).isEditable(), label).toBe(true);
    }
  });

  it('a forged save with a valid nonce cannot change them; the other keys of it are saved', async () => {
    await siteAdmin.goto(wpUrl(SETTINGS));
    const form = Object.fromEntries(
      await siteAdmin.$$eval('form[action="options.php"] input[type="hidden"]', (inputs) =>
        (inputs as HTMLInputElement[]).map((input) => [input.name, input.value]),
      ),
    );
    const { page: visitor } = await visit('/media/');
    const before = await pageConfig(visitor);
    const response = await siteAdmin.request.post(wpUrl('/wp-admin/options.php'), {
      form: {
        ...form,
        'ssw_config[form][mediaServiceUrl]': 'https://evil.example/jsonp/',
        'ssw_config[form][tagManagerUrl]': 'https://evil.example/gtm.js?id={id}',
        'ssw_config[form][embedHosts]': '{"youtube": "https://evil.example"}',
        // The embedding origins are no settings (WordPress's addresses give them): not saved.
        'ssw_config[form][adminOrigin]': 'https://evil.example',
        'ssw_config[form][timeZone]': 'Asia/Dubai',
      },
    });
    expect(response.status()).toBe(200);
    const answer = await response.text();
    expect(answer).toContain(
      'Media service URL was not saved: mediaServiceUrl loads script or frames into visitors',
    );
    await visitor.reload();
    const after = await pageConfig(visitor);
    expect(after.mediaServiceUrl).toBe(before.mediaServiceUrl);
    expect(after.tagManagerUrl).toBe(before.tagManagerUrl);
    expect(after.embedHosts).toEqual(before.embedHosts);
    expect(after.adminOrigin).toBeUndefined();
    expect(after.timeZone).toBe('Asia/Dubai');
    await visitor.context().close();
  });
});
