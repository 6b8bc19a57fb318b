import * as esbuild from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, type OpenPage, openPage } from '../support/browser';

// The real media client, bundled for the page, talks JSONP to the demo's media-service
// stand-in inside Chromium: the same path every media widget takes.
async function clientScript() {
  const result = await esbuild.build({
    stdin: {
      contents:
        "import { createFullMediaClient } from './test/support/full-media-client'; import { log } from './src/kernel/log'; (window as any).createFullMediaClient = (options: object) => createFullMediaClient({ log, ...options } as any);",
      loader: 'ts',
      resolveDir: process.cwd(),
    },
    bundle: true,
    format: 'iife',
    write: false,
  });
  return result.outputFiles[0]?.text ?? '';
}

let browser: Browser;
let open: OpenPage;
let page: Page;
let feeds: Record<string, number[]>;

beforeAll(async () => {
  browser = await launch();
  open = await openPage(browser, '/blank');
  page = open.page;
  await page.addScriptTag({ content: await clientScript() });
  feeds = await page
    .$eval('script[data-widgets-config]', (el) => JSON.parse(el.textContent ?? '{}'))
    .then((config) => config.feedGroups);
});
afterAll(async () => {
  await open.context.close();
  await browser.close();
});

/** Calls one client method in the page and returns its answer. */
function call(method: string, query: unknown) {
  return page.evaluate(
    async ([name, args]) => {
      const config = JSON.parse(
        document.querySelector('script[data-widgets-config]')?.textContent ?? '{}',
      );
      // biome-ignore lint/suspicious/noExplicitAny: test bridge into the page
      const client = (window as any).createFullMediaClient({ baseUrl: config.mediaServiceUrl });
      return client[name as string](args);
    },
    [method, query] as const,
  );
}

describe('given the media-service stand-in called by the real client in Chromium', () => {
  it('GetAplicationToken answers a token', async () => {
    expect(await call('getApplicationToken', { FeedType: 'Twitter' })).toMatch(/\S/);
  });

  it('GetMediaFeedDetails answers the type of each feed', async () => {
    const ids = feeds.news ?? [];
    const details = await call('getMediaFeedDetails', { FeedIds: ids });
    expect(details).toEqual(ids.map((FeedId) => ({ FeedId, FeedType: 'TiarcNews' })));
  });

  it('GetMediaItems pages news items without overlap', async () => {
    const first = (await call('getMediaItems', { FeedIds: feeds.news, skip: 0, take: 5 })) as {
      Id: number;
      ItemType: string;
    }[];
    const second = (await call('getMediaItems', { FeedIds: feeds.news, skip: 5, take: 5 })) as {
      Id: number;
    }[];
    expect(first).toHaveLength(5);
    expect(second).toHaveLength(5);
    expect(first.every((item) => item.ItemType === 'TiarcNews')).toBe(true);
    expect(first.map((item) => item.Id)).not.toEqual(
      expect.arrayContaining(second.map((item) => item.Id)),
    );
  });

  it('GetMediaItemsAdvanced finds the items of a hashtag', async () => {
    const items = (await call('getMediaItemsAdvanced', {
      FeedIds: Object.values(feeds).flat(),
      skip: 0,
      take: 50,
      SearchExpression: '#SportsDay',
    })) as { Title: string; Tags: string }[];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(`${item.Title} ${item.Tags}`.toLowerCase()).toContain('sportsday');
    }
  });

  it('GetMediaItemsSearchSuggestions answers at most Count titles', async () => {
    const suggestions = (await call('getSearchSuggestions', {
      FeedIds: Object.values(feeds).flat(),
      SearchText: 'day',
      Count: 10,
    })) as string[];
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(10);
    for (const text of suggestions) expect(text.toLowerCase()).toContain('day');
  });

  it('GetMediaItemDescription answers one extended item', async () => {
    const [event] = (await call('getMediaItems', {
      FeedIds: feeds.events,
      skip: 0,
      take: 1,
    })) as { Id: number; FeedId: number }[];
    const item = (await call('getMediaItemDescription', {
      ItemId: event?.Id,
      FeedId: event?.FeedId,
    })) as { Id: number; ItemType: string; TotalTickets: number };
    expect(item).toMatchObject({ Id: event?.Id, ItemType: 'TiarcCalendar' });
    expect(typeof item.TotalTickets).toBe('number');
  });

  it('GetMediaItemsClone answers the events for the related list', async () => {
    const events = (await call('getMediaItemsClone', { FeedIds: feeds.events })) as {
      ItemType: string;
    }[];
    expect(events.length).toBeGreaterThan(50);
    expect(new Set(events.map((event) => event.ItemType))).toEqual(new Set(['TiarcCalendar']));
  });

  it('GetPhotosSet answers the photos of a Flickr set', async () => {
    const [set] = (await call('getMediaItems', { FeedIds: feeds.photos, skip: 0, take: 1 })) as {
      Id: number;
      ItemsCount: number;
    }[];
    const photos = (await call('getPhotosSet', { SetId: set?.Id })) as {
      Photos: { Sizes: unknown[] }[];
    };
    expect(photos.Photos).toHaveLength(set?.ItemsCount ?? -1);
    expect(photos.Photos[0]?.Sizes.length).toBeGreaterThan(3);
  });

  it('leaves no script tag or global callback behind after the calls', async () => {
    const leftovers = await page.evaluate(() => ({
      scripts: document.querySelectorAll('script[src*="media-service"]').length,
      callbacks: Object.keys(window).filter((key) => key.startsWith('__wjsonp')).length,
    }));
    expect(leftovers).toEqual({ scripts: 0, callbacks: 0 });
  });
});
