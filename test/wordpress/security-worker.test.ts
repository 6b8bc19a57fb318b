// Issue #44, finding 2: the parents area's service worker may keep only its own page's path.
// Driven from outside as the attack went: a Contributor's pending post (the prompt block, and
// hostile markup naming `/` as the scope), previewed by an Editor; the worker's PHP asked for
// wider scopes; and a worker an older version installed at `/`, after the plugin's update.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, widgetMounted } from '../e2e/support/browser';
import { createUser, logInAs, wpUrl } from './support/wordpress';

const WORKER_PHP = '/wp-content/plugins/school-site-widgets/dist/parents-sw.php';
const WORKER_PHP_FILE = join(
  import.meta.dirname,
  '../../integrations/wordpress/school-site-widgets/dist/parents-sw.php',
);

/** What a Contributor may write: the prompt block, and a Custom HTML block naming `/`. */
const HOSTILE_POST = `<!-- wp:school-site-widgets/home-screen-prompt /-->
<!-- wp:html -->
<div class="wgt-home-prompt" data-widget="home-screen-prompt" data-offline-scope="/" data-offline-worker="${WORKER_PHP}?scope=/"></div>
<!-- /wp:html -->`;

/**
 * The older version's worker as its PHP sent it for `?scope=/` (`Service-Worker-Allowed: /`),
 * reduced to what it did to every page of its scope: network first, a copy of each kept.
 */
const OLD_WORKER_PHP = `<?php
header( 'Content-Type: text/javascript; charset=utf-8' );
header( 'Service-Worker-Allowed: /' );
header( 'Cache-Control: no-cache' );
?>
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (event) => {
  if (event.request.mode !== 'navigate') return;
  event.respondWith(
    fetch(event.request)
      .then(async (response) => {
        await (await caches.open('wgt-parents-pages-old')).put(event.request, response.clone());
        return response;
      })
      .catch(() => caches.match(event.request)),
  );
});
`;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  await createUser('sw-contributor', 'contributor');
  await createUser('sw-editor', 'editor');
});
afterAll(() => browser.close());

async function loggedIn(login: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await logInAs(page, login);
  return { context, page };
}

/** The scopes of the site's service worker registrations, as a page of it sees them. */
const scopes = (page: Page) =>
  page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map((registration) => registration.scope),
  );

/** Waits for a worker of the page to be active, at most 5 s: a page that has none never is. */
const workerSettled = (page: Page) =>
  page.evaluate(() =>
    Promise.race([
      navigator.serviceWorker.ready.then(() => true),
      new Promise((resolve) => setTimeout(() => resolve(false), 5000)),
    ]),
  );

/** The HTML the browser shows for an address with the network gone ('' when nothing answers). */
async function offlineHtml(page: Page, url: string) {
  await page.context().setOffline(true);
  try {
    await page.goto(url);
    return await page.content();
  } catch {
    return '';
  } finally {
    await page.context().setOffline(false);
  }
}

/** Logs out through the admin bar's link, as a person does. */
async function logOut(page: Page) {
  const href = await page.locator('#wp-admin-bar-logout a').getAttribute('href');
  await page.goto(href ?? '');
}

/** The Editor's profile seen online (their e-mail is there), then logged out. */
async function viewProfileThenLogOut(page: Page) {
  await page.goto(wpUrl('/wp-admin/profile.php'));
  expect(await page.inputValue('#email')).toBe('sw-editor@example.com');
  await logOut(page);
}

describe('the parents area’s service worker on WordPress: its own page only', () => {
  it('an Editor previewing a Contributor’s pending post gets no worker; their profile is never kept', async () => {
    const contributor = await loggedIn('sw-contributor');
    const id = await contributor.page.evaluate(async (content) => {
      const nonce = await fetch('/wp-admin/admin-ajax.php?action=rest-nonce').then((r) => r.text());
      const response = await fetch('/wp-json/wp/v2/posts', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': nonce },
        body: JSON.stringify({ title: 'Parents evening', status: 'pending', content }),
      });
      return ((await response.json()) as { id: number }).id;
    }, HOSTILE_POST);
    await contributor.context.close();
    expect(id).toBeGreaterThan(0);

    const { context, page } = await loggedIn('sw-editor');
    await page.goto(wpUrl(`/?p=${id}&preview=true`));
    await widgetMounted(page, 'home-screen-prompt');
    // The hostile markup is in the page, as the Contributor wrote it.
    expect(await page.locator(`[data-offline-worker="${WORKER_PHP}?scope=/"]`).count()).toBe(1);
    await workerSettled(page);
    expect(await scopes(page)).toEqual([]);

    await viewProfileThenLogOut(page);
    const html = await offlineHtml(page, wpUrl('/wp-admin/profile.php'));
    expect(html).not.toContain('sw-editor@example.com');
    await context.close();
  });

  it('the worker’s PHP sends the worker for a page’s path; a wider scope gets a worker that removes itself', async () => {
    const own = await fetch(wpUrl(`${WORKER_PHP}?scope=${encodeURIComponent('/parents/')}`));
    expect(own.headers.get('service-worker-allowed')).toBe('/parents/');
    const worker = await own.text();
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(wpUrl('/about/'));
    const wider: [asked: string, scope: string][] = [
      ['/', '/'],
      ['/parents/../', '/'],
      ['/parents/%2e%2e/', '/'],
      ['/wp-admin/', '/wp-admin/'],
    ];
    for (const [asked, scope] of wider) {
      const script = `${WORKER_PHP}?scope=${encodeURIComponent(asked)}`;
      // Not the worker that keeps pages, whatever header lets a browser install it.
      expect(await (await fetch(wpUrl(script))).text(), asked).not.toBe(worker);
      // Registered there as an older version's page did, it does not stay.
      await page.evaluate(
        ({ url, where }) =>
          navigator.serviceWorker.register(url, { scope: where }).catch(() => undefined),
        { url: script, where: scope },
      );
      await expect.poll(() => scopes(page), { timeout: 10_000 }).toEqual([]);
    }
    await context.close();
  });

  it('a worker an older version installed at / is gone after the update, with what it kept', async () => {
    const { context, page } = await loggedIn('sw-editor');
    const current = await readFile(WORKER_PHP_FILE, 'utf8');
    try {
      // The older version: its PHP gave `/` to whoever asked (issue #44, finding 2).
      await writeFile(WORKER_PHP_FILE, OLD_WORKER_PHP);
      await page.goto(wpUrl('/wp-admin/'));
      await page.evaluate(
        (url) => navigator.serviceWorker.register(url, { scope: '/' }),
        `${WORKER_PHP}?scope=%2F`,
      );
      await workerSettled(page);
      expect(await scopes(page)).toEqual([wpUrl('/')]);
      await page.goto(wpUrl('/wp-admin/profile.php'));
      // The older worker kept the profile.
      expect(
        await page.evaluate(async () => Boolean(await caches.match('/wp-admin/profile.php'))),
      ).toBe(true);
    } finally {
      // The plugin updated.
      await writeFile(WORKER_PHP_FILE, current);
    }
    // Any visit afterwards: the browser checks the worker's script on a navigation.
    await page.goto(wpUrl('/about/'));
    await expect.poll(() => scopes(page), { timeout: 10_000 }).toEqual([]);
    expect(await page.evaluate(() => caches.keys())).toEqual([]);
    await viewProfileThenLogOut(page);
    expect(await offlineHtml(page, wpUrl('/wp-admin/profile.php'))).not.toContain(
      'sw-editor@example.com',
    );
    await context.close();
  });
});
