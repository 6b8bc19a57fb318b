import { execFile } from 'node:child_process';
import { isAbsolute, join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { inject } from 'vitest';

export const wpUrl = (path = '/') => new URL(path, inject('wpUrl')).href;

const PHP_DIR = join(import.meta.dirname, '../../../integrations/wordpress/php');

/** Logs the seeded admin in; the page ends on the dashboard. */
export async function logIn(page: Page) {
  await page.goto(wpUrl('/wp-login.php'));
  await page.fill('#user_login', inject('wpUser'));
  await page.fill('#user_pass', inject('wpPassword'));
  await Promise.all([page.waitForURL(/\/wp-admin\/?$/), page.click('#wp-submit')]);
}

/** A fresh context and page logged in as the admin. */
export async function adminPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await logIn(page);
  return { context, page };
}

/**
 * Runs one of the runner's PHP scripts (integrations/wordpress/php) on the test site, or one of
 * the tests' own (an absolute path: test/wordpress/support/*.php).
 */
export function sitePhp(script: string, env: Record<string, string> = {}) {
  return new Promise<string>((resolve, reject) => {
    execFile(
      'php',
      [isAbsolute(script) ? script : join(PHP_DIR, script)],
      { cwd: inject('wpSiteDir'), env: { ...process.env, SSW_URL: inject('wpUrl'), ...env } },
      (error, stdout, stderr) =>
        error ? reject(new Error(`${stdout}${stderr}`)) : resolve(stdout),
    );
  });
}

/** Puts the plugin's settings back as the seed wrote them (php/reset-settings.php). */
export const resetSettings = () => sitePhp('reset-settings.php').then(() => {});

/**
 * Publishes a page (or a post) of block markup, by the admin or `author`; resolves with its
 * address.
 */
export const createPage = (
  title: string,
  content: string,
  author?: number,
  type: 'page' | 'post' = 'page',
) =>
  sitePhp('create-page.php', {
    SSW_TITLE: title,
    SSW_CONTENT: content,
    SSW_TYPE: type,
    ...(author ? { SSW_AUTHOR: String(author) } : {}),
  });

/** A user of `role` (editor, author, subscriber...), made once; resolves with its id. */
export const createUser = (login: string, role: string) =>
  sitePhp('create-user.php', { SSW_LOGIN: login, SSW_ROLE: role, SSW_PASSWORD: login }).then(
    Number,
  );

/** Logs `login` in (its password is its login: createUser); the page ends on the dashboard. */
export async function logInAs(page: Page, login: string) {
  await page.goto(wpUrl('/wp-login.php'));
  await page.fill('#user_login', login);
  await page.fill('#user_pass', login);
  await Promise.all([page.waitForURL(/\/wp-admin\/?/), page.click('#wp-submit')]);
}

/** The seeded `/media/` page back, the pages a share URL test made gone (php/restore-media-page.php). */
export const restoreMediaPage = () => sitePhp('restore-media-page.php').then(() => {});

/** Activates or deactivates the plugin, as Plugins -> Installed Plugins does. */
export const setPluginActive = (active: boolean) =>
  sitePhp('plugin-state.php', { SSW_ACTIVE: active ? '1' : '0' }).then(() => {});

/** The site's language, as Settings -> General sets it: fr_FR, ar, or '' for English. */
export const setSiteLocale = (locale: string) =>
  sitePhp('set-locale.php', { SSW_LOCALE: locale }).then(() => {});

/**
 * Clicks what submits a form or follows a link, and waits for the next page's load event.
 * (waitForURL would not wait when the address shown already matches: a second save of the
 * settings is at settings-updated=true before it is sent, and its old notices would be read.)
 */
export async function clickAndLoad(page: Page, target: Locator) {
  await Promise.all([page.waitForEvent('load'), target.click()]);
}

/**
 * In the block editor, as an editor does it: a new page titled `title`, and the block found in
 * the inserter by `name` (its option's name), its preview in the page.
 */
export async function newPageWithBlock(page: Page, title: string, name: string) {
  await page.goto(wpUrl('/wp-admin/post-new.php?post_type=page'));
  const welcome = page.getByRole('dialog', { name: /welcome/i });
  // The welcome guide, a modal, hides the rest of the editor from the accessibility tree.
  await page.locator('.edit-post-header-toolbar__inserter-toggle').waitFor();
  if (await welcome.isVisible().catch(() => false)) {
    await welcome.getByRole('button', { name: 'Close dialog' }).click();
  }
  await page.getByRole('textbox', { name: 'Add title' }).fill(title);
  await page.getByRole('button', { name: 'Toggle block inserter' }).click();
  await page.getByPlaceholder('Search').fill(name);
  await page.getByRole('option', { name }).click();
}

/** Publish, then Publish in the panel it opens; resolves with the published page's address. */
export async function publishFromEditor(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page
    .locator('.editor-post-publish-panel')
    .getByRole('button', { name: 'Publish', exact: true })
    .click();
  const view = page.locator('.post-publish-panel__postpublish-header a').first();
  await view.waitFor();
  return (await view.getAttribute('href')) ?? '';
}

/** The page config the visitor's page carries, parsed. */
export async function pageConfig(page: Page): Promise<Record<string, unknown>> {
  return page.$eval('script[data-widgets-config]', (element) =>
    JSON.parse(element.textContent ?? ''),
  );
}

/**
 * Settings -> School site widgets: the media service URL, typed and saved by the admin; and the
 * image service's, when given ('' for none).
 */
export async function setMediaServiceUrl(browser: Browser, url: string, imageService?: string) {
  const { context, page } = await adminPage(browser);
  await page.goto(wpUrl('/wp-admin/options-general.php?page=school-site-widgets'));
  await page.getByLabel('Media service URL', { exact: true }).fill(url);
  if (imageService !== undefined) {
    await page.getByLabel('Image service URL', { exact: true }).fill(imageService);
  }
  await Promise.all([page.waitForURL(/settings-updated=true/), page.click('#submit')]);
  await context.close();
}
