import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launch, widgetMounted } from '../e2e/support/browser';
import { setSiteLocale, wpUrl } from './support/wordpress';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());
afterEach(() => setSiteLocale(''));

async function visit(path: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(wpUrl(path));
  return { context, page, errors };
}

const dialog = (page: Page) => page.locator('dialog[open]');

describe('a French or Arabic WordPress site', () => {
  it('French: French widgets and server labels, a share URL of this site, and axe finds no violation', async () => {
    await setSiteLocale('fr_FR');
    const { context, page, errors } = await visit('/media/');
    expect(await page.getAttribute('html', 'lang')).toBe('fr-FR');
    expect(await page.locator('label[for="site-search-text"]').textContent()).toBe(
      'Rechercher sur le site',
    );
    await widgetMounted(page, 'media-hub');
    await page.getByRole('button', { name: 'Afficher plus' }).waitFor();
    await page
      .locator('[data-widget-root] .wgt-card.wgt-group--news .wgt-card__link')
      .first()
      .click();
    await dialog(page).locator('.wgt-news-popup').waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/media\/newsfeed\/\d+\/\d+$/);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Arabic: dir="rtl", Arabic widgets and labels', async () => {
    await setSiteLocale('ar');
    const { context, page, errors } = await visit('/calendar/');
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.getAttribute('html', 'lang')).toBe('ar');
    expect(await page.locator('[data-header-menu]').textContent()).toBe('القائمة');
    await widgetMounted(page, 'calendar');
    await page.getByRole('button', { name: 'عرض المزيد من التواريخ' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
