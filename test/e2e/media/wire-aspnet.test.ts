// The visitor reads the same thing whether the media service answers in the
// stand-in's own shapes or as the real ASP.NET JSONP service does (?demoWire=aspnet,
// demo/media-service/wire.mjs: "\/Date(…)\/" dates, numbers and booleans as strings, HTML-encoded
// titles, nulls, a JSON string inside every JSONP answer). Every page that shows media and
// every pop-up kind is read in both modes, in three visitor time zones, and compared: the
// visible text of the widgets and of the open dialog, and the date and time of every card.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedIdsByGroup } from '../../../demo/data/seed.mjs';
import type { ExtendedMediaItem } from '../../../src/media/types';
import { baseUrl, LOADED_CARD, launch, widgetMounted } from '../support/browser';
import { watchCsp } from '../support/csp-watch';
import { serviceItems } from '../support/service-items';

/** The query that puts a page in ASP.NET wire mode. */
const ASPNET = 'demoWire=aspnet';
const ZONES = ['UTC', 'America/New_York', 'Asia/Dubai'] as const;
/** One clock for every page of both modes, so "2 hours ago" cannot tick between two reads. */
const NOW = Date.now();

type Mode = 'default' | 'aspnet';

/** The group pages (/media/filter/{group}); events have the calendar. */
const GROUPS = Object.keys(feedIdsByGroup).filter((group) => group !== 'events');

let browser: Browser;
let items: { news: ExtendedMediaItem; event: ExtendedMediaItem };
beforeAll(async () => {
  browser = await launch();
  // The news item with & < " ’ and accents in its title (its Id is above 2^31), and a coming
  // event with a booking, two categories, a venue on the map and related events.
  const news = (await serviceItems(feedIdsByGroup.news)).find((item) => item.Id > 2 ** 31);
  const event = (await serviceItems(feedIdsByGroup.events)).find(
    (item) =>
      item.IsBooking &&
      item.TotalTickets > item.TicketsReserved &&
      item.Category2Id > 0 &&
      item.Latitude !== null &&
      item.EndDate !== '' &&
      !item.IsAllDay,
  );
  if (!news || !event) throw new Error('the seed has the wire samples and a booking event');
  items = { news, event };
});
afterAll(() => browser.close());

const withMode = (path: string, mode: Mode) =>
  mode === 'aspnet' ? `${path}${path.includes('?') ? '&' : '?'}${ASPNET}` : path;

interface Visit {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

async function visitor(timezoneId: string): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, timezoneId });
  await watchCsp(context);
  await context.clock.setFixedTime(NOW);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return { context, page, errors };
}

/** What a visitor reads: the widgets' text, the open dialog's text, each card's date and time. */
async function reading(page: Page) {
  return page.evaluate((loadedCard) => {
    const text = (node: Element | null) => (node as HTMLElement | null)?.innerText.trim() ?? '';
    const widgets = [...document.querySelectorAll('[data-widget-root]')]
      .filter((root) => !root.closest('dialog'))
      .map(text);
    const cards = [...document.querySelectorAll(loadedCard)].map((card) => [
      text(card.querySelector('.wgt-card__title, h2, h3')),
      ...[...card.querySelectorAll('time, .wgt-event__time')].map(
        (node) => `${text(node)} @${node.getAttribute('datetime') ?? ''}`,
      ),
    ]);
    const times = [...document.querySelectorAll('[data-widget-root] time')].map(
      (node) => `${text(node)} @${node.getAttribute('datetime') ?? ''}`,
    );
    return { widgets, cards, times, dialog: text(document.querySelector('dialog[open]')) };
  }, LOADED_CARD);
}

/** Until nothing is busy and the text read twice 200 ms apart is the same (at most ~5 s). */
async function settled(page: Page) {
  let last = '';
  for (let round = 0; round < 25; round++) {
    await page.waitForTimeout(200);
    const now = JSON.stringify(await reading(page));
    const busy = await page.locator('[data-widget-root] [aria-busy="true"]').count();
    if (now === last && busy === 0) return;
    last = now;
  }
}

/** Opens `path` in `mode` and waits for its media widget, its cards (if any come) and calm. */
async function open(visit: Visit, path: string, mode: Mode, widget?: string) {
  await visit.page.goto(new URL(withMode(path, mode), baseUrl()).href);
  if (widget) {
    await widgetMounted(visit.page, widget);
    // In a mode the client cannot read, the cards never come: the comparison says so.
    await visit.page
      .locator(LOADED_CARD)
      .first()
      .waitFor({ timeout: mode === 'default' ? 10_000 : 4_000 })
      .catch(() => undefined);
  }
  await settled(visit.page);
}

/** Reads `path` in both modes (one visitor per mode) and expects the same. */
async function expectSameReading(
  visits: Record<Mode, Visit>,
  path: string,
  widget: string,
  act?: (page: Page, mode: Mode) => Promise<void>,
  /** What the default mode must show, so that the comparison compares something. */
  shown: 'cards' | 'dialog' = 'cards',
) {
  // Both modes at once: two visitors, two pages, each waiting for its own answers.
  const [expected, actual] = await Promise.all(
    (['default', 'aspnet'] as const).map(async (mode) => {
      await open(visits[mode], path, mode, widget);
      if (act) {
        await act(visits[mode].page, mode).catch(() => undefined);
        await settled(visits[mode].page);
      }
      return reading(visits[mode].page);
    }),
  );
  const count = shown === 'cards' ? (expected?.cards.length ?? 0) : expected?.dialog.length;
  expect(count, `${path}: ${shown} in the default mode`).toBeGreaterThan(0);
  expect(actual, path).toEqual(expected);
}

/** Clicks the card whose title is `title` (the first card without one), waits for the dialog. */
async function clickCard(page: Page, selector: string) {
  await page.waitForSelector('[data-widget="popups"][data-widget-state="mounted"]', {
    state: 'attached',
    timeout: 5_000,
  });
  await page.locator(selector).first().click({ timeout: 4_000 });
  await page.locator('dialog[open]').waitFor({ timeout: 5_000 });
}

describe.each(ZONES)('given a visitor in %s', (timezoneId) => {
  const visits = {} as Record<Mode, Visit>;
  beforeAll(async () => {
    visits.default = await visitor(timezoneId);
    visits.aspnet = await visitor(timezoneId);
  });
  afterAll(async () => {
    await visits.default.context.close();
    await visits.aspnet.context.close();
  });

  it('the media hub and its search read the same in both modes', async () => {
    // The title with & < " ’ and accents; the 1962 photo set is read with its viewer below.
    for (const path of ['/media', '/media?SearchExpression=Teachers']) {
      await expectSameReading(visits, path, 'media-hub');
    }
  });

  it.each([GROUPS.slice(0, 5).join(' '), GROUPS.slice(5).join(' ')])(
    'the group pages %s read the same in both modes',
    async (groups) => {
      for (const group of groups.split(' ')) {
        await expectSameReading(visits, `/media/filter/${group}`, 'media-hub');
      }
    },
  );

  it('the calendar reads the same in both modes', async () => {
    await expectSameReading(visits, '/calendar', 'calendar');
  });

  it('the news pop-up of a share URL reads the same in both modes', async () => {
    const { news } = items;
    await expectSameReading(visits, `/media/newsfeed/${news.FeedId}/${news.Id}`, 'popups');
    expect((await reading(visits.default.page)).dialog).toContain('Parents & Teachers');
  });

  it('the event pop-up with booking and related events reads the same in both modes', async () => {
    const { event } = items;
    await expectSameReading(
      visits,
      `/media/eventsfeed/${event.FeedId}/${event.Id}`,
      'popups',
      async (page) => {
        await page.locator('dialog[open] .wgt-related-events__link').first().waitFor({
          timeout: 4_000,
        });
      },
      // The share page's hub is below the shared article (and its hero): it mounts once it is
      // scrolled into view, after the pop-up.
      'dialog',
    );
    const { dialog } = await reading(visits.default.page);
    expect(dialog).toContain('Book Tickets Now');
  });

  it('the photo viewer opened from a card reads the same in both modes', async () => {
    // The photo set from 1962: negative ticks on the ASP.NET wire.
    await expectSameReading(visits, '/media?SearchExpression=1962', 'media-hub', (page) =>
      clickCard(page, '[data-widget-root] .wgt-card__link'),
    );
    expect((await reading(visits.default.page)).dialog).toContain('1962');
  });

  it('an embed pop-up opened from a card reads the same in both modes', async () => {
    await expectSameReading(visits, '/media/filter/videos', 'media-hub', (page) =>
      clickCard(page, '[data-widget-root] .wgt-card__link'),
    );
    expect(await visits.default.page.locator('dialog[open] .wgt-embed-popup').count()).toBe(1);
  });

  it('no page in the ASP.NET mode logged an error', () => {
    expect(visits.default.errors).toEqual([]);
    expect(visits.aspnet.errors).toEqual([]);
  });
});
