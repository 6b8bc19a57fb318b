// The integrators' events (README.md, "Events for analytics"), in Chromium against the demo:
// each fires once per action on its widget's element with the documented detail, carries no
// text a visitor typed, and reaches window.dataLayer only once the tag manager has loaded.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { feedIdsByGroup } from '../../../demo/data/seed.mjs';
import { baseUrl, launch, widgetMounted } from '../support/browser';
import { serviceItems } from '../support/service-items';

const NAMES = [
  'popup-open',
  'share-copy',
  'booking-open',
  'embed-load',
  'search',
  'suggestion',
  'load-more',
  'school',
  'language',
];

interface Seen {
  type: string;
  widget: string | null;
  detail: Record<string, unknown>;
}

let browser: Browser;
let context: BrowserContext | undefined;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());
afterEach(async () => {
  await context?.close();
  context = undefined;
});

/**
 * A page whose every widgets:* event is recorded as an integrator's listener on document would
 * see it; kept in sessionStorage so that events just before a navigation are still there.
 */
async function openRecording(path: string, permissions: string[] = []): Promise<Page> {
  context = await browser.newContext({ viewport: { width: 1280, height: 800 }, permissions });
  await context.addInitScript((names: string[]) => {
    for (const name of names) {
      document.addEventListener(`widgets:${name}`, (event) => {
        const seen = JSON.parse(sessionStorage.getItem('seen-events') ?? '[]');
        const target = event.target as Element;
        seen.push({
          type: event.type,
          widget: target.getAttribute('data-widget'),
          detail: (event as CustomEvent).detail,
        });
        sessionStorage.setItem('seen-events', JSON.stringify(seen));
      });
    }
  }, NAMES);
  const page = await context.newPage();
  await page.goto(new URL(path, baseUrl()).href);
  return page;
}

const seen = (page: Page): Promise<Seen[]> =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('seen-events') ?? '[]'));

/** Waits a little for any duplicate to show up, then returns what was recorded. */
async function settledEvents(page: Page): Promise<Seen[]> {
  await page.waitForTimeout(300);
  return seen(page);
}

describe('given a visitor on the news page', () => {
  it('a card click fires popup-open once, from a card, on the pop-up host', async () => {
    const page = await openRecording('/media/filter/news');
    await widgetMounted(page, 'popups');
    const card = page.locator('[data-widget-root] .wgt-card__link').first();
    await card.click();
    await page.locator('dialog[open]').waitFor();
    const [, feedId, itemId] = /\/media\/newsfeed\/(\d+)\/(\d+)/.exec(page.url()) ?? [];
    expect(await settledEvents(page)).toEqual([
      {
        type: 'widgets:popup-open',
        widget: 'popups',
        detail: { kind: 'news', itemId: Number(itemId), feedId: Number(feedId), source: 'card' },
      },
    ]);
  });

  it('Load more fires load-more once per click with the page asked for', async () => {
    const page = await openRecording('/media/filter/news');
    await widgetMounted(page, 'media-hub');
    const more = page.locator('[data-widget-root] button.wgt-media-hub__more');
    await page.waitForFunction(
      () => document.querySelectorAll('[data-widget-root] .wgt-card').length >= 12,
    );
    await more.click();
    await page.waitForFunction(
      () => document.querySelectorAll('[data-widget-root] .wgt-card').length >= 24,
    );
    await more.click();
    await page.waitForFunction(
      () => document.querySelectorAll('[data-widget-root] .wgt-card').length >= 36,
    );
    expect(await settledEvents(page)).toEqual([
      { type: 'widgets:load-more', widget: 'media-hub', detail: { page: 2 } },
      { type: 'widgets:load-more', widget: 'media-hub', detail: { page: 3 } },
    ]);
  });
});

describe('given a visitor searching in the media hub', () => {
  it('submitting fires search once with the length of the term, never its text', async () => {
    const page = await openRecording('/media');
    await widgetMounted(page, 'media-hub');
    const box = page.getByRole('combobox', { name: 'Search news, events, photos and posts' });
    await box.fill('  open day ');
    await page.locator('[data-widget-root] .wgt-media-search button[type="submit"]').click();
    await page.waitForURL((url) => url.searchParams.get('SearchExpression') === 'open day');
    const events = await seen(page);
    expect(events).toEqual([
      { type: 'widgets:search', widget: 'media-hub', detail: { length: 8 } },
    ]);
    expect(JSON.stringify(events)).not.toContain('open');
  });

  it('taking a suggestion fires suggestion once with its position and the count shown', async () => {
    const page = await openRecording('/media');
    await widgetMounted(page, 'media-hub');
    const box = page.getByRole('combobox', { name: 'Search news, events, photos and posts' });
    await box.pressSequentially('sport');
    const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
    await options.first().waitFor();
    const count = await options.count();
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    await box.press('Enter');
    await page.waitForURL((url) => url.searchParams.has('SearchExpression'));
    expect(await seen(page)).toEqual([
      { type: 'widgets:suggestion', widget: 'media-hub', detail: { position: 2, count } },
    ]);
  });
});

describe('given a visitor on a second-level page and the calendar', () => {
  it("the menu's search fires search once with the term's length, an empty one none", async () => {
    const page = await openRecording('/about');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const box = page.getByRole('searchbox', { name: 'Search the site' });
    await box.fill('   ');
    await box.press('Enter');
    await box.fill(' chess club ');
    await box.press('Enter');
    await page.waitForURL('**/search/**');
    const events = await seen(page);
    expect(events).toEqual([{ type: 'widgets:search', widget: 'menu', detail: { length: 10 } }]);
    expect(JSON.stringify(events)).not.toContain('chess');
  });

  it('Show more dates fires load-more once per click', async () => {
    const page = await openRecording('/calendar');
    const more = page.getByRole('button', { name: 'Show more dates' });
    await more.click();
    await more.click();
    expect(await settledEvents(page)).toEqual([
      { type: 'widgets:load-more', widget: 'calendar', detail: { page: 2 } },
      { type: 'widgets:load-more', widget: 'calendar', detail: { page: 3 } },
    ]);
  });
});

describe('given the school choice on the calendar', () => {
  it("fires school once per choice with the school's slug, '' for all schools", async () => {
    const page = await openRecording('/calendar');
    await widgetMounted(page, 'calendar');
    const choice = page.getByRole('combobox', { name: 'School' });
    await choice.selectOption({ label: 'Dubai' });
    await choice.selectOption({ label: 'All schools' });
    expect(await settledEvents(page)).toEqual([
      { type: 'widgets:school', widget: 'calendar', detail: { school: 'dubai' } },
      { type: 'widgets:school', widget: 'calendar', detail: { school: '' } },
    ]);
  });
});

describe('given a share URL', () => {
  it('opening it fires popup-open from the share URL; Copy link fires share-copy once', async () => {
    const [item] = await serviceItems(feedIdsByGroup.news);
    const page = await openRecording(`/media/newsfeed/${item?.FeedId}/${item?.Id}`, [
      'clipboard-read',
      'clipboard-write',
    ]);
    const copy = page.locator('dialog[open]').getByRole('button', { name: 'Copy link' });
    await copy.click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Link copied' }).count())
      .toBe(1);
    const ids = { itemId: item?.Id, feedId: item?.FeedId };
    expect(await settledEvents(page)).toEqual([
      {
        type: 'widgets:popup-open',
        widget: 'popups',
        detail: { kind: 'news', ...ids, source: 'share' },
      },
      { type: 'widgets:share-copy', widget: 'popups', detail: { kind: 'news', ...ids } },
    ]);
  });

  it("an event's booking form fires booking-open once, and loading it embed-load once", async () => {
    const events = await serviceItems(feedIdsByGroup.events);
    const event = events.find(
      (entry) => entry.WoofooCode && entry.TotalTickets > entry.TicketsReserved,
    );
    const page = await openRecording(`/media/eventsfeed/${event?.FeedId}/${event?.Id}`);
    const book = page.getByRole('button', { name: 'Book Tickets Now' });
    await book.click();
    await page.getByRole('button', { name: /^Load .* content$/ }).click();
    await page.locator('.wgt-booking iframe').waitFor();
    await book.click(); // closing it is no booking-open
    const recorded = await settledEvents(page);
    expect(recorded).toEqual([
      {
        type: 'widgets:popup-open',
        widget: 'popups',
        detail: { kind: 'event', itemId: event?.Id, feedId: event?.FeedId, source: 'share' },
      },
      { type: 'widgets:booking-open', widget: 'popups', detail: { itemId: event?.Id } },
      {
        type: 'widgets:embed-load',
        widget: 'popups',
        detail: { provider: 'booking', kind: 'form', remembered: false },
      },
    ]);
  });
});

describe('given two YouTube videos in one visit', () => {
  it('embed-load says whether the consent was remembered from the first', async () => {
    const videos = (await serviceItems(feedIdsByGroup.videos)).filter(
      (item) => item.ItemType === 'Youtube',
    );
    const [first, second] = videos;
    const page = await openRecording(`/media/newsfeed/${first?.FeedId}/${first?.Id}`);
    const dialog = page.locator('dialog[open]');
    await dialog.getByRole('checkbox', { name: /Always load YouTube/ }).check();
    await dialog.getByRole('button', { name: 'Load YouTube content' }).click();
    await dialog.locator('iframe').waitFor();
    await page.goto(new URL(`/media/newsfeed/${second?.FeedId}/${second?.Id}`, baseUrl()).href);
    await page.locator('dialog[open] iframe').waitFor();
    const loads = (await settledEvents(page)).filter(
      (event) => event.type === 'widgets:embed-load',
    );
    expect(loads).toEqual([
      {
        type: 'widgets:embed-load',
        widget: 'popups',
        detail: { provider: 'youtube', kind: 'video', remembered: false },
      },
      {
        type: 'widgets:embed-load',
        widget: 'popups',
        detail: { provider: 'youtube', kind: 'video', remembered: true },
      },
    ]);
  });
});

describe('given a page whose config names a tag manager', () => {
  it('the events reach window.dataLayer after the tag manager has loaded, not before', async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let requested = false;
    await context.route(/gtm-standin\.js/, async (route) => {
      requested = true;
      await held;
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto(new URL('/media/filter/news?demoTagManager=GTM-TEST1', baseUrl()).href);
    await widgetMounted(page, 'media-hub');
    await page.waitForFunction(
      () => document.querySelectorAll('[data-widget-root] .wgt-card').length >= 12,
    );
    await page.locator('[data-widget-root] button.wgt-media-hub__more').click();
    await expect.poll(() => requested, { timeout: 10_000 }).toBe(true);
    const layer = () =>
      page.evaluate(() =>
        ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).map((entry) =>
          JSON.parse(JSON.stringify(entry)),
        ),
      );
    expect((await layer()).filter((entry) => entry.event?.startsWith('widgets:'))).toEqual([]);

    release();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.demoTagManager))
      .toBe('GTM-TEST1');
    const entries = await layer();
    const loadedAt = entries.findIndex((entry) => entry.event === 'gtm.standin.loaded');
    const widgetEntries = entries.filter((entry) => entry.event?.startsWith('widgets:'));
    expect(widgetEntries).toEqual([{ event: 'widgets:load-more', widget: 'media-hub', page: 2 }]);
    expect(entries.indexOf(widgetEntries[0])).toBeGreaterThan(loadedAt);
  });
});
