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
    await widgetMounted(page, 'popups'); // before, a click follows the card's link
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

  it("Arabic without JavaScript: the server's calendar names its days and months in Arabic", async () => {
    await setSiteLocale('ar');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(wpUrl('/calendar/'));
    const dates = page.locator('.wgt-calendar__date time');
    expect(await dates.count()).toBeGreaterThan(0);
    // WordPress's words for them (wp_date: its language pack, here the runner's stand-in).
    const month = new Intl.DateTimeFormat('ar', { month: 'short', timeZone: 'UTC' });
    for (const time of await dates.all()) {
      const day = (await time.getAttribute('datetime')) ?? '';
      const text = (await time.textContent()) ?? '';
      expect(text).toContain(month.format(new Date(`${day}T12:00:00Z`)));
      expect(text).not.toMatch(
        /\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/,
      );
    }
    await context.close();
  });
});
