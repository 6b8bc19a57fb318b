// The footer widget in the WordPress site's footer: its schools from the plugin's
// `ssw_footer_schools` filter (the runner's mu-plugin, php/site-footer.php).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launch, widgetMounted } from '../e2e/support/browser';
import { wpUrl } from './support/wordpress';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const shrunkSchools = (page: Page) =>
  page.$$eval('[data-widget-root] .wgt-footer__school', (items) =>
    items.map((item) => item.classList.contains('wgt-is-shrunk')),
  );

describe('the footer widget on WordPress', () => {
  let page: Page;
  const errors: string[] = [];
  beforeAll(async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(wpUrl('/about/'));
  });
  afterAll(() => page.context().close());

  it('is in the page’s footer once, first in the theme’s footer, in its markup contract; axe', async () => {
    const footer = page.locator('[data-widget="footer"]');
    expect(await footer.count()).toBe(1);
    // First in the block theme's footer (the contentinfo landmark), the theme's credits after it.
    expect(
      await footer.evaluate(
        (element) =>
          element.parentElement?.matches('footer.wp-block-template-part') === true &&
          element.parentElement.firstElementChild === element &&
          element.nextElementSibling !== null,
      ),
    ).toBe(true);
    expect(await footer.evaluate((element) => !!element.closest('main'))).toBe(false);
    // Without JavaScript's help: the schools' links, their logos and pins.
    const logos = footer.locator('[data-footer-logo]');
    expect(await logos.count()).toBe(3);
    expect(
      await logos.locator('img').evaluateAll((images) => images.map((i) => i.getAttribute('alt'))),
    ).toEqual([
      'Riverside International School',
      'Hillcrest International School',
      'Lakeside International School',
    ]);
    expect(await logos.first().getAttribute('href')).toBe(wpUrl('/about/our-schools/london/'));
    expect(await footer.locator('[data-footer-pin]').allTextContents()).toEqual([
      'Riverside, London',
      'Hillcrest, Dubai',
      'Lakeside, Geneva',
    ]);
    const logo = await page.request.get(
      new URL((await logos.first().locator('img').getAttribute('src')) ?? '', page.url()).href,
    );
    expect(logo.status()).toBe(200);
    // All of it inside the page's landmarks, among the rest.
    await expectNoAxeViolations(page);
  });

  it('mounts in view: a pin shrinks the other schools, Back to top moves focus to the header', async () => {
    await page.locator('[data-widget="footer"]').scrollIntoViewIfNeeded();
    await widgetMounted(page, 'footer');
    await page.getByRole('link', { name: 'Lakeside, Geneva' }).hover();
    await expect.poll(() => shrunkSchools(page)).toEqual([true, true, false]);
    await page.mouse.move(5, 5);
    await expect.poll(() => shrunkSchools(page)).toEqual([false, false, false]);
    await page.getByRole('link', { name: 'Back to top' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('top');
    expect(errors).toEqual([]);
  });
});
