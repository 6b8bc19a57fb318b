// The site search on WordPress goes to /search/{term}, as on the demo: the menu widget's form
// with JavaScript, and the same form without it (WordPress's ?s=, sent on by the plugin).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, widgetMounted } from '../e2e/support/browser';
import { wpUrl } from './support/wordpress';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

async function visit(path: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    javaScriptEnabled,
  });
  const page = await context.newPage();
  await page.goto(wpUrl(path));
  return { context, page };
}

async function searchFromTheMenu(page: Page, text: string, javaScript = false) {
  // The header's Menu: a button once the header widget runs, else a link to #site-menu.
  await page.getByRole(javaScript ? 'button' : 'link', { name: 'Menu', exact: true }).click();
  if (javaScript) await widgetMounted(page, 'menu');
  const field = page.getByRole('searchbox', { name: 'Search the site' });
  await field.fill(text);
  await field.press('Enter');
}

const searchPath = (page: Page) => decodeURIComponent(new URL(page.url()).pathname);

describe('the site search on WordPress', () => {
  it('with JavaScript, the menu’s search opens /search/{term} with its results', async () => {
    const { context, page } = await visit('/about/', true);
    await searchFromTheMenu(page, 'Calendar', true);
    await page.waitForURL((url) => url.pathname.startsWith('/search/'));
    expect(searchPath(page)).toMatch(/^\/search\/Calendar\/?$/);
    expect(new URL(page.url()).search).toBe('');
    expect(await page.locator('main').textContent()).toContain('Calendar');
    await context.close();
  });

  it('without JavaScript, the same form reaches /search/{term}, not ?s=', async () => {
    const { context, page } = await visit('/about/', false);
    await searchFromTheMenu(page, 'Open day');
    await page.waitForLoadState();
    expect(searchPath(page).replaceAll('+', ' ')).toBe('/search/Open day/');
    expect(new URL(page.url()).search).toBe('');
    expect(await page.locator('main').textContent()).toContain('Open day');
    // A blank search goes back to where it came from.
    await page.goto(wpUrl('/about/'));
    await searchFromTheMenu(page, '   ');
    await page.waitForLoadState();
    expect(new URL(page.url()).pathname).toBe('/about/');
    await context.close();
  });
});
