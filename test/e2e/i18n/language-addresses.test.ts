// On the French and Arabic sites every address the widgets make keeps the
// page's language prefix (/fr/, /ar/): the share URL a card click pushes (so a reload opens the
// pop-up in the same language), the share URL pages themselves, Copy link, related events, Back,
// the page behind a closed shared pop-up, search, hashtag links, the calendar link and the
// school choice.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { feedIdsByGroup } from '../../../demo/data/seed.mjs';
import ar from '../../../src/i18n/ar';
import fr from '../../../src/i18n/fr';
import { baseUrl, launch, type OpenPage, openPage, widgetMounted } from '../support/browser';
import { serviceItems } from '../support/service-items';

let browser: Browser;
let open: OpenPage | undefined;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());
afterEach(async () => {
  await open?.context.close();
  open = undefined;
});

const CATALOGS = { fr, ar };
/** A message of the bundle in `lang`. */
const said = (lang: 'fr' | 'ar', key: string) => {
  const message = CATALOGS[lang].messages[key];
  if (typeof message !== 'string') throw new Error(`no ${lang} message "${key}"`);
  return message;
};

const dialog = (page: Page) => page.locator('dialog[open]');
const path = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

/** The first card link of the mounted hub or calendar, once the pop-up host is there too. */
async function firstCard(page: Page): Promise<Locator> {
  const link = page.locator('[data-widget-root] .wgt-card__link').first();
  await link.waitFor();
  await widgetMounted(page, 'popups');
  return link;
}

/** Opens calendar cards in turn until a pop-up lists related events; their links. */
async function openEventWithRelated(page: Page): Promise<Locator> {
  const related = page.locator('.wgt-related-events__link');
  const cards = page.locator('[data-widget-root] .wgt-card__link');
  await firstCard(page);
  for (let index = 0; index < 8; index++) {
    await cards.nth(index).click();
    await dialog(page).locator('.wgt-event-popup').waitFor();
    const found = await related
      .first()
      .waitFor({ timeout: 1500 })
      .then(
        () => true,
        () => false,
      );
    if (found) return related;
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);
  }
  throw new Error('no calendar event of the first eight has related events');
}

describe('given the French calendar', () => {
  it('a card click pushes /fr/media/eventsfeed/..., a reload opens the French pop-up; Back returns', async () => {
    open = await openPage(browser, '/fr/calendar');
    const { page, errors } = open;
    await (await firstCard(page)).click();
    await dialog(page).locator('.wgt-event-popup').waitFor();
    expect(path(page)).toMatch(/^\/fr\/media\/eventsfeed\/\d+\/\d+$/);
    const shared = path(page);

    await page.goBack();
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect(path(page)).toBe('/fr/calendar');
    await page.goForward();
    await dialog(page).locator('.wgt-event-popup').waitFor();
    expect(path(page)).toBe(shared);

    await page.reload();
    await dialog(page).locator('.wgt-event-popup').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    const close = dialog(page).getByRole('button', { name: said('fr', 'Close'), exact: true });
    expect(await close.count()).toBe(1);
    await close.click();
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect(path(page)).toBe('/fr/media');
    expect(errors).toEqual([]);
  });

  it('an event card, with a page of its own or none, links to its French share URL', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    open = { context, page, errors: [] };
    // The service's events without Link or URL: once they linked to the calendar.
    await page.route(/\/media-service\/GetMediaItems\?/, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/"(Link|URL)":"[^"]*"/g, '"$1":""');
      await route.fulfill({ response, body });
    });
    await page.goto(new URL('/fr/calendar', baseUrl()).href);
    const cards = page.locator('[data-widget-root] .wgt-card__link');
    await firstCard(page);
    const hrefs = await cards.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    );
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^\/fr\/media\/eventsfeed\/\d+\/\d+$/);
    // A middle-click or a copied link opens the pop-up the click opens, in French.
    const context2 = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const shared = await context2.newPage();
    await shared.goto(new URL(hrefs[0] ?? '', baseUrl()).href);
    await dialog(shared).locator('.wgt-event-popup').waitFor();
    expect(path(shared)).toBe(hrefs[0]);
    await context2.close();
  });
});

describe('given share URLs on the French and Arabic sites', () => {
  it('/fr/media/newsfeed/{feedId}/{itemId} opens the news pop-up; closing leaves /fr/media', async () => {
    const [item] = await serviceItems(feedIdsByGroup.news);
    if (!item) throw new Error('the seed has news');
    open = await openPage(browser, `/fr/media/newsfeed/${item.FeedId}/${item.Id}`);
    const { page, errors } = open;
    await dialog(page).locator('.wgt-news-popup').waitFor();
    await dialog(page)
      .getByRole('button', { name: said('fr', 'Close'), exact: true })
      .click();
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect(path(page)).toBe('/fr/media');
    expect(errors).toEqual([]);
  });

  it('/ar/media/eventsfeed/{feedId}/{itemId} opens the event pop-up; Copy link copies that URL', async () => {
    const [event] = await serviceItems(feedIdsByGroup.events);
    if (!event) throw new Error('the seed has coming events');
    const shared = `/ar/media/eventsfeed/${event.FeedId}/${event.Id}`;
    open = await openPage(browser, shared, {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const { page, errors } = open;
    await dialog(page).locator('.wgt-event-popup').waitFor();
    await dialog(page)
      .getByRole('button', { name: said('ar', 'Copy link') })
      .click();
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: said('ar', 'Link copied') })
          .count(),
      )
      .toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      new URL(shared, page.url()).href,
    );
    expect(errors).toEqual([]);
  });

  it('a shared pop-up closes to the page behind with its ?school=', async () => {
    const [item] = await serviceItems(feedIdsByGroup.news);
    open = await openPage(browser, `/fr/media/newsfeed/${item?.FeedId}/${item?.Id}?school=dubai`);
    const { page } = open;
    await dialog(page).locator('.wgt-news-popup').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect(path(page)).toBe('/fr/media?school=dubai');
  });
});

describe('given the Arabic calendar and an event with related events', () => {
  it('related events link to /ar/ share URLs, one opens in place, Copy link and Back keep /ar/', async () => {
    open = await openPage(browser, '/ar/calendar', {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const { page, errors } = open;
    const related = await openEventWithRelated(page);
    const hrefs = await related.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    );
    for (const href of hrefs) expect(href).toMatch(/^\/ar\/media\/eventsfeed\/\d+\/\d+$/);

    await related.first().click();
    await expect.poll(() => path(page)).toBe(hrefs[0]);
    await dialog(page)
      .getByRole('button', { name: said('ar', 'Copy link') })
      .click();
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: said('ar', 'Link copied') })
          .count(),
      )
      .toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      new URL(hrefs[0] ?? '', page.url()).href,
    );

    await page.goBack();
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect(path(page)).toBe('/ar/calendar');
    expect(errors).toEqual([]);
  });
});

describe('given the French media pages', () => {
  it('hashtag links go to the French search expression page', async () => {
    open = await openPage(browser, '/fr/media/filter/twitter');
    const { page } = open;
    await widgetMounted(page, 'media-hub');
    const tags = page.locator('[data-widget-root] .wgt-card__tag');
    await tags.first().waitFor();
    const hrefs = await tags.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const href of hrefs) expect(href).toMatch(/^\/fr\/media\?SearchExpression=%[24]/);
    const text = (await tags.first().textContent()) ?? '';
    await tags.first().click();
    await page.waitForURL(
      (url) => url.pathname === '/fr/media' && url.searchParams.get('SearchExpression') === text,
    );
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
  });

  it('the menu search goes to /fr/search/..., the hub search and the school choice stay on /fr/', async () => {
    open = await openPage(browser, '/fr/media');
    const { page, errors } = open;
    await widgetMounted(page, 'media-hub');
    await page.getByRole('combobox', { name: 'École' }).selectOption({ label: 'Dubaï' });
    await page.waitForURL((url) => url.searchParams.get('school') === 'dubai');
    expect(new URL(page.url()).pathname).toBe('/fr/media');

    const hubSearch = page.locator('[data-widget-root] input[type="search"]').first();
    await hubSearch.fill('sport');
    await hubSearch.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('SearchExpression') === 'sport');
    expect(new URL(page.url()).pathname).toBe('/fr/media');

    // The menu's code loads on the first hover, focus or touch of its button (or the click).
    await widgetMounted(page, 'header');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const box = page.getByRole('searchbox', { name: 'Rechercher sur le site' });
    await box.fill('term');
    await box.press('Enter');
    await page.waitForURL('**/search/term');
    expect(path(page)).toBe('/fr/search/term');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    expect(errors).toEqual([]);
  });
});
