import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, launchPersistent, widgetMounted } from '../e2e/support/browser';
import { wpUrl } from './support/wordpress';

const TITLE = 'Add the Parents area to your home screen';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** Chromium's install offer, as it fires it (the demo's test does the same). */
const fireInstallPrompt = (page: Page) =>
  page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => Promise.resolve(),
      userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
    });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });

describe('the parents area on WordPress', () => {
  let page: Page;
  const errors: string[] = [];
  beforeAll(async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(wpUrl('/parents/'));
    await widgetMounted(page, 'home-screen-prompt');
  });
  afterAll(() => page.context().close());

  it('links a fetchable manifest whose app is the parents page, with its icons', async () => {
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const response = await page.request.get(new URL(href ?? '', page.url()).href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      start_url: '/parents/',
      scope: '/parents/',
      display: 'standalone',
      short_name: 'Parents area',
    });
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toContain('512x512');
    for (const icon of manifest.icons) {
      const image = await page.request.get(new URL(icon.src, page.url()).href);
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
    }
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#8a1538');
    // Only the parents area is the app.
    const other = await page.context().newPage();
    await other.goto(wpUrl('/about/'));
    expect(await other.locator('link[rel="manifest"]').count()).toBe(0);
    await other.close();
  });

  it('registers the service worker for /parents/, its scope allowed by PHP’s own header', async () => {
    const registration = await page.evaluate(async () => {
      const ready = await navigator.serviceWorker.ready;
      return { scope: ready.scope, script: ready.active?.scriptURL ?? '' };
    });
    expect(registration.scope).toBe(wpUrl('/parents/'));
    // The worker's response comes from the plugin's PHP (not a static file the web server
    // would send without the header).
    expect(new URL(registration.script).pathname).toBe(
      '/wp-content/plugins/school-site-widgets/dist/parents-sw.php',
    );
    const script = await page.request.get(registration.script);
    expect(script.headers()['service-worker-allowed']).toBe('/parents/');
    expect(script.headers()['content-type']).toMatch(/^text\/javascript/);
    // A scope the worker may not have is not granted by asking for it: the answer is not this
    // worker but one that removes itself (test/wordpress/security-worker.test.ts).
    const forged = new URL(registration.script);
    forged.searchParams.set('scope', '//evil.example/');
    expect(await (await page.request.get(forged.href)).text()).not.toBe(await script.text());
    // The worker controls the page once it is opened again.
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  });

  it('opens offline with its calendar: the worker kept the route’s JSON answers', async () => {
    // Issue 47: the widgets ask the site's media route (JSON), which the worker keeps as it kept
    // the service's JSONP: network first, then its copy.
    await page.reload();
    await widgetMounted(page, 'calendar');
    const kept = await page.evaluate(async () => {
      const names = (await caches.keys()).filter((name) => name.startsWith('wgt-parents-media-'));
      const requests = await Promise.all(
        names.map(async (name) => (await (await caches.open(name)).keys()).map((r) => r.url)),
      );
      return requests.flat();
    });
    expect(kept.some((url) => url.includes('/wp-json/school-site-widgets/v1/media/'))).toBe(true);
    const cards = page.locator('[data-widget="calendar"] [data-widget-root] .wgt-card');
    const online = await cards.count();
    expect(online).toBeGreaterThan(0);
    await page.context().setOffline(true);
    try {
      await page.reload();
      await widgetMounted(page, 'calendar');
      await expect.poll(() => cards.count()).toBe(online);
    } finally {
      await page.context().setOffline(false);
    }
    await page.reload();
  });

  it('shows the prompt when the browser offers installation, as on the demo', async () => {
    await widgetMounted(page, 'home-screen-prompt');
    const prompt = page.getByRole('region', { name: TITLE });
    expect(await prompt.count()).toBe(0);
    expect(await fireInstallPrompt(page)).toBe(true);
    await prompt.waitFor();
    expect(await prompt.getByRole('button').allTextContents()).toEqual(['Install', 'Not now']);
    await prompt.getByRole('button', { name: 'Not now' }).click();
    await prompt.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });
});

describe('the parents area on WordPress, in a browser with a profile', () => {
  it('is installable: Chromium’s own install event shows the prompt', async () => {
    const profile = await mkdtemp(join(tmpdir(), 'wp-parents-'));
    const context = await launchPersistent(profile);
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(wpUrl('/parents/'));
      // Chromium's own beforeinstallprompt, not a synthetic one.
      await page.getByRole('region', { name: TITLE }).waitFor({ timeout: 15_000 });
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.errors).toEqual([]);
      expect(manifest.url).toContain('ssw_parents_manifest=');
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });
});
