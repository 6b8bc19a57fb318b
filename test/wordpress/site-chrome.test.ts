import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, widgetMounted } from '../e2e/support/browser';
import { wpUrl } from './support/wordpress';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

async function visit(path: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(wpUrl(path));
  return { context, page, errors };
}

const scripts = (page: Page) =>
  page.$$eval('script[src]', (elements) => elements.map((element) => element.getAttribute('src')));

describe('the site chrome from WordPress menus', () => {
  it('the header and the three-level primary menu replace the theme header, with the active path', async () => {
    const { context, page, errors } = await visit('/about/our-schools/london/');
    expect(await page.locator('header[data-widget="header"]').count()).toBe(1);
    expect(await page.locator('header[data-widget="header"]').getAttribute('data-template')).toBe(
      'second-level',
    );
    // Twenty Twenty-Three's own header and its navigation scripts are not on the page.
    expect(await page.locator('.wp-block-navigation').count()).toBe(0);
    expect((await scripts(page)).filter((src) => src?.includes('navigation'))).toEqual([]);
    // Three levels from the WordPress menu, the page shown marked.
    const levels = await page.$$eval('#site-menu [data-menu-list] ul ul a', (links) =>
      links.map((link) => link.textContent),
    );
    expect(levels).toEqual(['London', 'Dubai', 'Geneva']);
    expect(await page.locator('#site-menu a[aria-current="page"]').textContent()).toBe('London');

    await widgetMounted(page, 'header');
    await page.getByRole('button', { name: 'Menu' }).click();
    await widgetMounted(page, 'menu');
    // The levels leading to the page open by themselves and its link takes the focus.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
      .toBe('London');
    await expect
      .poll(() => page.getByRole('link', { name: 'London', exact: true }).isVisible())
      .toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the header sticks, the portal lists the parents area links, the landing page says landing', async () => {
    const { context, page } = await visit('/media/');
    await widgetMounted(page, 'header');
    await page.mouse.wheel(0, 2000);
    // The media page's bar is always sticky (widgets/header/README.md): still on top.
    const bar = page.locator('[data-widget-root] .wgt-header__bar');
    await expect.poll(() => bar.evaluate((b) => b.classList.contains('wgt-is-sticky'))).toBe(true);
    await expect.poll(() => bar.evaluate((b) => b.getBoundingClientRect().top)).toBe(0);
    expect(
      await page.$$eval('[data-header-portal-menu] a', (links) =>
        links.map((link) => link.textContent),
      ),
    ).toEqual(['Parents area', 'Calendar']);
    await page.goto(wpUrl('/'));
    expect(await page.locator('header[data-widget="header"]').getAttribute('data-template')).toBe(
      'landing',
    );
    await context.close();
  });
});
