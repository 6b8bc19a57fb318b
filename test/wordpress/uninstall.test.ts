// Deleting the plugin through Plugins -> Delete leaves nothing of it in the database
// (school-site-widgets/uninstall.php). The test site links the repository's plugin folder into
// wp-content/plugins: deleting that through the screen would delete the source. So a copy of
// the built plugin, under a slug of its own, is installed beside it and is the one deleted.
import { execFile } from 'node:child_process';
import { cp, lstat, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch } from '../e2e/support/browser';
import { adminPage, resetSettings, setPluginActive, wpUrl } from './support/wordpress';

const SOURCE = join(import.meta.dirname, '../../integrations/wordpress/school-site-widgets');
const SLUG = 'ssw-uninstall-copy';
const copyDir = () => join(inject('wpSiteDir'), 'wp-content/plugins', SLUG);

interface Rows {
  options: string[];
  userMeta: string[];
  postMeta: string[];
  rewrite: boolean;
}

/** What the plugin may have left in the database (support/plugin-rows.php, read only). */
function pluginRows(action = ''): Promise<Rows> {
  return new Promise((resolve, reject) => {
    execFile(
      'php',
      [join(import.meta.dirname, 'support/plugin-rows.php')],
      {
        cwd: inject('wpSiteDir'),
        env: { ...process.env, SSW_URL: inject('wpUrl'), SSW_DO: action },
      },
      (error, stdout, stderr) =>
        error ? reject(new Error(`${stdout}${stderr}`)) : resolve(JSON.parse(stdout)),
    );
  });
}

/** Every symbolic link under `dir`: the copy must have none, or deleting it could reach out. */
async function links(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { recursive: true })) {
    if ((await lstat(join(dir, entry))).isSymbolicLink()) found.push(entry);
  }
  return found;
}

const row = (page: Page, plugin: string) => page.locator(`tr[data-plugin="${plugin}"]`);
const COPY = `${SLUG}/school-site-widgets.php`;
const LINKED = 'school-site-widgets/school-site-widgets.php';
const FEED = '/wp-json/school-site-widgets/v1/calendar.ics';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  await rm(copyDir(), { recursive: true, force: true });
  await cp(SOURCE, copyDir(), { recursive: true, dereference: true });
});
afterAll(async () => {
  await browser.close();
  await rm(copyDir(), { recursive: true, force: true });
  // The files after this one expect the linked plugin active with the seeded settings, which
  // the copy's uninstall deleted (they share the site's database).
  await setPluginActive(true);
  await resetSettings();
});

describe('deleting the plugin through Plugins', () => {
  it('leaves no option, cached answer, lock, rewrite rule or meta of it in the database', async () => {
    expect((await lstat(copyDir())).isSymbolicLink()).toBe(false);
    expect(await links(copyDir())).toEqual([]);
    const { context, page } = await adminPage(browser);

    // The copy takes the linked plugin's place, as an administrator switches plugins.
    await page.goto(wpUrl('/wp-admin/plugins.php'));
    await Promise.all([
      page.waitForURL(/deactivate=true/),
      row(page, LINKED)
        .getByRole('link', { name: /Deactivate/ })
        .click(),
    ]);
    await Promise.all([
      page.waitForURL(/activate=true/),
      row(page, COPY)
        .getByRole('link', { name: /^Activate/ })
        .click(),
    ]);

    // The plugin at work: the media page chosen in its settings, a visitor's media page (the
    // server reads the media service and keeps its answers), a read that died midway.
    await page.goto(wpUrl('/wp-admin/options-general.php?page=school-site-widgets'));
    await page.getByLabel('Media page').selectOption({ label: 'Media' });
    await Promise.all([
      page.waitForURL(/settings-updated=true/),
      page.getByRole('button', { name: 'Save Changes' }).click(),
    ]);
    const visitor = await browser.newPage();
    await visitor.goto(wpUrl('/media/'));
    await visitor.close();
    // A parent's calendar app subscribed to the school's feed.
    const feed = await fetch(wpUrl(FEED));
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    const before = await pluginRows('stale-lock');
    expect(before.options).toEqual(
      expect.arrayContaining([
        'ssw_config',
        'ssw_version',
        'ssw_media_page',
        expect.stringMatching(/^_transient_ssw_media_[0-9a-f]{32}$/),
        expect.stringMatching(/^_transient_timeout_ssw_media_[0-9a-f]{32}$/),
        expect.stringMatching(/^ssw_media_[0-9a-f]{32}_lock$/),
      ]),
    );
    expect(before.rewrite).toBe(true);

    // Deactivate, then Delete, confirming WordPress's question.
    await page.goto(wpUrl('/wp-admin/plugins.php'));
    await Promise.all([
      page.waitForURL(/deactivate=true/),
      row(page, COPY)
        .getByRole('link', { name: /Deactivate/ })
        .click(),
    ]);
    // Deactivated, a share URL is the site's 404 again: the rule went with the plugin.
    const shared = await browser.newPage();
    expect((await shared.goto(wpUrl('/media/newsfeed/1/2')))?.status()).toBe(404);
    await shared.close();
    expect((await pluginRows()).rewrite).toBe(false);
    // And the feed is gone: the calendar app's next refresh finds no route, not an empty
    // calendar it would take for the school's.
    expect((await fetch(wpUrl(FEED))).status).toBe(404);

    page.once('dialog', (question) => question.accept());
    await row(page, COPY)
      .getByRole('link', { name: /^Delete/ })
      .click();
    await page.getByText('was successfully deleted').waitFor();
    await context.close();

    // The next request writes the rewrite rules again, as WordPress does after a deletion.
    const next = await browser.newPage();
    expect((await next.goto(wpUrl('/')))?.status()).toBe(200);
    await next.close();
    expect(await pluginRows()).toEqual({ options: [], userMeta: [], postMeta: [], rewrite: false });
    // The copy went, and only the copy.
    await expect(lstat(copyDir())).rejects.toThrow();
    expect((await lstat(join(SOURCE, 'school-site-widgets.php'))).isFile()).toBe(true);
  });
});
