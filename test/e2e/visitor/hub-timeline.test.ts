// The media hub opens on what happened last, not on far-future events
// (the all-groups hub asks the service for a timeline, IsTimeline, that begins with featured
// items, FirstNoOfItems), future events stay on the calendar, and the media pages' first load
// carries no code for the calls no feature makes (GetAplicationToken, GetMediaFeedDetails).
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { feedIdsByGroup } from '../../../demo/data/seed.mjs';
import type { ExtendedMediaItem } from '../../../src/media/types';
import {
  expectNoAxeViolations,
  launch,
  type OpenPage,
  openPage,
  widgetMounted,
} from '../support/browser';
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

const keyOf = (item: ExtendedMediaItem) => `${item.FeedId}:${item.Id}`;
const newestFirst = (a: ExtendedMediaItem, b: ExtendedMediaItem) =>
  Date.parse(b.Date) - Date.parse(a.Date) || b.Id - a.Id;

/** The keys of the cards in the hub's list, in order. */
async function cardKeys(page: Page) {
  const cards = page.getByRole('list', { name: 'Media hub', exact: true }).getByRole('listitem');
  return cards.evaluateAll((all) => all.map((card) => card.getAttribute('data-card-key')));
}

/** GetMediaItems queries the page sends, without the JSONP callback. */
function recordItemCalls(page: Page) {
  const queries: URLSearchParams[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/media-service/GetMediaItems')) queries.push(url.searchParams);
  });
  return queries;
}

describe('given the media hub of every group, with events months ahead in the service', () => {
  it('opens on the newest featured stories, then what happened last; coming events stay on the calendar', async () => {
    const all = await serviceItems(Object.values(feedIdsByGroup).flat(), { pastEvents: true });
    const byKey = new Map(all.map((item) => [keyOf(item), item]));
    const now = Date.now();
    const started = all.filter((item) => Date.parse(item.Date) <= now).sort(newestFirst);
    const featured = started.filter((item) => item.IsFeatured).slice(0, 3);
    const ahead = all
      .filter((item) => item.ItemType === 'TiarcCalendar' && Date.parse(item.Date) > now)
      .sort(newestFirst);
    const furthest = ahead[0];
    if (featured.length < 3 || !furthest) throw new Error('the seed has featured and coming items');

    open = await openPage(browser, '/media');
    await widgetMounted(open.page, 'media-hub');
    await expect.poll(() => cardKeys(open?.page as Page)).toHaveLength(12);
    const first = await cardKeys(open.page);
    // The three newest featured items lead (a news story first), then the newest of the rest.
    expect(first.slice(0, 3)).toEqual(featured.map(keyOf));
    expect(byKey.get(first[0] ?? '')?.ItemType).toBe('TiarcNews');
    const rest = started.filter((item) => !featured.includes(item));
    expect(first.slice(3)).toEqual(rest.slice(0, 9).map(keyOf));

    // Four Load more rounds: still nothing that has yet to start.
    for (let round = 2; round <= 5; round++) {
      await open.page.getByRole('button', { name: 'More items' }).click();
      await expect.poll(() => cardKeys(open?.page as Page)).toHaveLength(12 * round);
    }
    const shown = await cardKeys(open.page);
    expect(new Set(shown).size).toBe(60);
    const future = shown.filter((key) => Date.parse(byKey.get(key ?? '')?.Date ?? '') > now);
    expect(future).toEqual([]);
    await expectNoAxeViolations(open.page);
    expect(open.errors).toEqual([]);

    // The coming events are the calendar's: the next one is listed there, and the pop-up of
    // the furthest opens from its share URL.
    const next = ahead[ahead.length - 1] as ExtendedMediaItem;
    await open.page.goto(new URL('/calendar', open.page.url()).href);
    await widgetMounted(open.page, 'calendar');
    await expect
      .poll(() => open?.page.getByRole('heading', { name: next.Title, exact: true }).count())
      .toBeGreaterThan(0);
    await open.page.goto(
      new URL(`/media/eventsfeed/${furthest.FeedId}/${furthest.Id}`, open.page.url()).href,
    );
    await expect
      .poll(() =>
        open?.page.getByRole('dialog').getByRole('heading', { name: furthest.Title }).count(),
      )
      .toBe(1);
    expect(open.errors).toEqual([]);
  });
});

describe('given the all-groups hub and a group page', () => {
  it('only the all-groups hub asks for the timeline with featured items first, on every page', async () => {
    open = await openPage(browser, '/media');
    // The first load's own call can leave after the load event: count only the reload's.
    await widgetMounted(open.page, 'media-hub');
    const queries = recordItemCalls(open.page);
    await open.page.reload();
    await widgetMounted(open.page, 'media-hub');
    await open.page.getByRole('button', { name: 'More items' }).click();
    await expect.poll(() => queries.length).toBe(2);
    for (const query of queries) {
      expect(query.get('IsTimeline')).toBe('true');
      expect(query.get('FirstNoOfItems')).toBe('3');
    }
    expect(queries.map((query) => query.get('skip'))).toEqual(['0', '12']);

    // A group page lists its feeds as they are (the events group: coming events).
    queries.length = 0;
    await open.page.goto(new URL('/media/filter/news', open.page.url()).href);
    await widgetMounted(open.page, 'media-hub');
    await expect.poll(() => queries.length).toBe(1);
    expect(queries[0]?.has('IsTimeline')).toBe(false);
    expect(queries[0]?.has('FirstNoOfItems')).toBe(false);
    expect(open.errors).toEqual([]);
  });
});

describe("given a media page's first load", () => {
  it('carries no code for the calls no feature makes (token, feed details)', async () => {
    open = await openPage(browser, '/media');
    // What the page asked for, read from dist/ (what the demo serves): response bodies of the
    // first load can be gone by the time they are read, once the reload has started.
    const scripts = new Set<string>();
    open.page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/^\/widgets\/.*\.js$/.test(path)) scripts.add(path.slice('/widgets/'.length));
    });
    await open.page.reload({ waitUntil: 'networkidle' });
    await widgetMounted(open.page, 'media-hub');
    const code = [...scripts].map((file) => readFileSync(`dist/${file}`, 'utf8')).join('\n');
    const holds = (name: string) => code.includes(name);
    expect(['GetMediaItems', 'GetAplicationToken', 'GetMediaFeedDetails'].map(holds)).toEqual([
      true,
      false,
      false,
    ]);
    expect(open.errors).toEqual([]);
  });
});
