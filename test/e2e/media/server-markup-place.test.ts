// The server markup keeps its place: where the CMS's page puts the first card before
// any script is where it stays once the widget has taken over, school choice included, on a
// phone and a desktop; and its cards read the same before and after, in each of the site's
// languages. And the server's school choice works without JavaScript.
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedIdsByGroup } from '../../../demo/data/seed.mjs';
import { baseUrl, LOADED_CARD, launch, widgetMounted } from '../support/browser';
import { recordLayoutShifts, shiftsAfterParsing } from '../support/layout-shifts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const SIZES: [string, BrowserContextOptions][] = [
  ['phone', { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true }],
  ['desktop', { viewport: { width: 1280, height: 800 } }],
];

const PAGES: [path: string, widget: string][] = [
  ['/media', 'media-hub'],
  ['/media/filter/photos', 'media-hub'],
  ['/media?SearchExpression=%23SportsDay', 'media-hub'],
  ['/calendar', 'calendar'],
  ['/parents', 'media-hub'],
  ['/fr/calendar', 'calendar'],
  ['/ar/media', 'media-hub'],
];

/** The first shown card's top and title, in document coordinates. */
const firstCard = (page: Page, widget: string) =>
  page
    .locator(`[data-widget="${widget}"] .wgt-card:visible`)
    .first()
    .evaluate((card) => ({
      top: Math.round(card.getBoundingClientRect().top + window.scrollY),
      title: card.querySelector('.wgt-card__title')?.textContent?.trim(),
    }));

describe.each(SIZES)('on a %s', (_, size) => {
  it.each(PAGES)('%s: the first card is where the server markup put it', async (path, widget) => {
    const still = await browser.newContext({ ...size, javaScriptEnabled: false });
    const before = await still.newPage();
    await before.goto(new URL(path, baseUrl()).href);
    const server = await firstCard(before, widget);
    await still.close();

    const context = await browser.newContext(size);
    const page = await context.newPage();
    await page.goto(new URL(path, baseUrl()).href);
    await widgetMounted(page, widget);
    await page.locator(`[data-widget="${widget}"] [data-widget-root] .wgt-card`).first().waitFor();
    // Skeleton cards (no title yet) keep the place too; the loaded first card is the one compared.
    await expect.poll(async () => (await firstCard(page, widget)).title).toBeTruthy();
    expect(await firstCard(page, widget)).toEqual(server);
    await context.close();
  });
});

describe.each(SIZES)('on a %s, from the first paint to the first page', (_, size) => {
  it.each(PAGES)('%s: nothing on screen moves (no layout shift)', async (path, widget) => {
    const context = await browser.newContext(size);
    const page = await context.newPage();
    await recordLayoutShifts(page);
    await page.goto(new URL(path, baseUrl()).href, { waitUntil: 'networkidle' });
    await widgetMounted(page, widget);
    // The first page's titles are in: the widget has shown the service's answer.
    await expect
      .poll(() =>
        page
          .locator(`[data-widget="${widget}"] [data-widget-root] .wgt-card__title`)
          .first()
          .textContent(),
      )
      .toBeTruthy();
    await page.waitForTimeout(300);
    expect(await shiftsAfterParsing(page)).toEqual([]);
    await context.close();
  });
});

/**
 * What a visitor reads of each card of `scope` (a widget's element, or its mounted root), in
 * order, and the calendar's day headings: texts, the classes that style them, link targets and
 * `<time datetime>`. A story's elapsed time ('21hrs and 18m ago') may tick a minute between the
 * server's render and the widget's, so its figures are left out of it: its words are not.
 */
const cardTexts = (scope: Locator, count: number) =>
  scope.evaluate((root, count) => {
    const text = (element: Element | null) => element?.textContent?.replace(/\s+/g, ' ').trim();
    const cards = [...root.querySelectorAll('.wgt-card')].slice(0, count);
    return {
      days: [...root.querySelectorAll('.wgt-calendar__date')].map(text).slice(0, 3),
      cards: cards.map((card) => ({
        kind: card.className,
        target: card.querySelector('.wgt-card__link')?.getAttribute('target') ?? null,
        title: text(card.querySelector('.wgt-card__title')),
        titleClass: card.querySelector('.wgt-card__title')?.className,
        date: text(card.querySelector('.wgt-card__date'))?.replace(/\d+/g, '#'),
        meta: text(card.querySelector('.wgt-card__source')),
        eventDate: text(card.querySelector('.wgt-event__date')),
        time: text(card.querySelector('.wgt-event__time')),
        details: text(card.querySelector('.wgt-event__details')),
        datetimes: [...card.querySelectorAll('time')].map((time) => time.getAttribute('datetime')),
      })),
    };
  }, count);

const LANGUAGE_PAGES: [path: string, widget: string][] = [
  ['/media', 'media-hub'],
  ['/calendar', 'calendar'],
  ['/fr/media', 'media-hub'],
  ['/fr/calendar', 'calendar'],
  ['/ar/media', 'media-hub'],
  ['/ar/calendar', 'calendar'],
];

describe('the cards read the same before and after the widget mounts', () => {
  it.each(LANGUAGE_PAGES)('%s', async (path, widget) => {
    const still = await browser.newContext({ javaScriptEnabled: false });
    const before = await still.newPage();
    await before.goto(new URL(path, baseUrl()).href);
    const element = before.locator(`[data-widget="${widget}"]`);
    const count = await element.locator('.wgt-card').count();
    const server = await cardTexts(element, count);
    await still.close();
    expect(server.cards.length).toBeGreaterThan(0);

    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(new URL(path, baseUrl()).href);
    await widgetMounted(page, widget);
    const root = page.locator(`[data-widget="${widget}"] [data-widget-root]`);
    await expect
      .poll(() => page.locator(`[data-widget="${widget}"] ${LOADED_CARD}`).count())
      .toBeGreaterThanOrEqual(count);
    expect(await cardTexts(root, count)).toEqual(server);
    await context.close();
  });
});

describe('the school choice without JavaScript', () => {
  it('a GET form: choosing Dubai lists only Dubai’s and the group’s items, search kept', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(new URL('/media/filter/news', baseUrl()).href);
    await page.getByLabel('School', { exact: true }).selectOption({ label: 'Dubai' });
    await page.getByRole('button', { name: 'Show' }).click();
    await page.waitForURL((url) => url.searchParams.get('school') === 'dubai');
    expect(new URL(page.url()).pathname).toBe('/media/filter/news');
    expect(await page.getByLabel('School', { exact: true }).inputValue()).toBe('dubai');

    // The cards' ids name their feeds (media-card-{FeedId}-{ItemId}).
    const feeds = async () =>
      (
        await page
          .locator('.wgt-card__title')
          .evaluateAll((titles) => titles.map((title) => title.id))
      ).map((id) => Number(id.split('-')[2]));
    const shown = await feeds();
    expect(shown.length).toBeGreaterThan(0);
    // The demo's news feeds are London's, Dubai's and Geneva's: only Dubai's is left.
    const dubai = feedIdsByGroup.news[1];
    expect(new Set(shown)).toEqual(new Set([dubai]));

    // "More items" and the search keep the choice.
    const more = await page.locator('[data-media-hub-more]').getAttribute('href');
    if (more) expect(new URLSearchParams(more.slice(1)).get('school')).toBe('dubai');
    await page.goto(new URL('/media?SearchExpression=sport&school=geneva', baseUrl()).href);
    await page.getByLabel('School', { exact: true }).selectOption({ label: 'London' });
    await page.getByRole('button', { name: 'Show' }).click();
    await page.waitForURL((url) => url.searchParams.get('school') === 'london');
    expect(new URL(page.url()).searchParams.get('SearchExpression')).toBe('sport');
    await context.close();
  });
});
