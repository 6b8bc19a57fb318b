// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaService, feedIdsByGroup, jsonp } from '../../../demo/media-service/service.mjs';
import { mediaItem } from '../../../src/media/schema';
import type { ExtendedMediaItem, MediaItem, PhotoSet } from '../../../src/media/types';
import type { FeedDetails } from '../../support/full-media-client';

const NOW = new Date('2026-11-21T10:17:43Z');
const media = createMediaService({ now: NOW });
const { items } = media.seed;

/** On the IsTimeline=true timeline: dated (events: started) up to now. */
const onTimeline = (i: MediaItem) => Date.parse(i.Date) <= NOW.getTime();
const newestFirst = (a: MediaItem, b: MediaItem) =>
  Date.parse(b.Date) - Date.parse(a.Date) || b.Id - a.Id;

// The fields the client's schema reads: the stand-in answers exactly what the client expects.
const MEDIA_ITEM_KEYS = Object.keys(
  mediaItem({ Id: 1, FeedId: 1, ItemType: 'TiarcNews' }, () => {}),
);

let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    if (media.handle(req, res, url)) return;
    res.writeHead(418).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

interface Answer {
  status: number;
  type: string | null;
  cacheControl: string | null;
  body: string;
  value: unknown;
}

/** Calls /media-service/<name> with callback=cb (unless given) and unwraps the JSONP. */
async function call(name: string, params: Record<string, string | number> = {}): Promise<Answer> {
  const query = new URLSearchParams({ callback: 'cb' });
  for (const [k, v] of Object.entries(params)) query.set(k, String(v));
  const res = await fetch(`${base}/media-service/${name}?${query}`);
  const body = await res.text();
  const callback = query.get('callback') ?? '';
  let value: unknown;
  if (res.status === 200) {
    expect(body.startsWith(`${callback}(`)).toBe(true);
    expect(body.endsWith(');')).toBe(true);
    value = JSON.parse(body.slice(callback.length + 1, -2));
  }
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    cacheControl: res.headers.get('cache-control'),
    body,
    value,
  };
}

const list = async (name: string, params: Record<string, string | number> = {}) =>
  (await call(name, params)).value as ExtendedMediaItem[];
const advanced = async (params: Record<string, string | number>) => {
  const { value } = await call('GetMediaItemsAdvanced', params);
  expect(typeof value).toBe('string');
  return JSON.parse(value as string) as ExtendedMediaItem[];
};
const ids = (xs: MediaItem[]) => xs.map((i) => i.Id);
const itemsOf = (feedIds: number[]) => items.filter((i) => feedIds.includes(i.FeedId));
const startOfTodayLondon = Date.parse('2026-11-21T00:00:00Z');
const isComing = (e: MediaItem) =>
  e.EndDate ? Date.parse(e.EndDate) > startOfTodayLondon : Date.parse(e.Date) >= startOfTodayLondon;

describe('given any call of the media service', () => {
  it('answers JSONP with the callback, a JavaScript type and no caching', async () => {
    const answer = await call('GetAplicationToken', {
      FeedType: 'Twitter',
      callback: 'jQuery_12.cb$3',
    });
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('application/javascript; charset=utf-8');
    expect(answer.cacheControl).toBe('no-store');
    expect(answer.body).toBe('jQuery_12.cb$3("demo-token-Twitter");');
  });

  it('refuses a missing or malformed callback with 400', async () => {
    for (const callback of ['', '1abc', 'alert(1)//', 'a b', `x${'y'.repeat(128)}`]) {
      const res = await fetch(
        `${base}/media-service/GetMediaItems?callback=${encodeURIComponent(callback)}`,
      );
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    }
    expect((await fetch(`${base}/media-service/GetMediaItems`)).status).toBe(400);
  });

  it('answers 404 to an unknown call name', async () => {
    expect((await call('GetEverything')).status).toBe(404);
    expect((await call('toString')).status).toBe(404);
  });

  it('leaves paths outside /media-service/ to the rest of the server', async () => {
    expect((await fetch(`${base}/media-services/GetMediaItems?callback=cb`)).status).toBe(418);
    expect(media.handle({} as IncomingMessage, {} as ServerResponse, new URL(`${base}/x`))).toBe(
      false,
    );
  });

  it('answers a question asked again the same, under its own callback', async () => {
    const first = await call('GetMediaItems', { take: 3, callback: 'first' });
    const again = await call('GetMediaItems', { take: 3, callback: 'again' });
    const more = await call('GetMediaItems', { take: 4, callback: 'first' });
    expect(again.body).toBe(`again${first.body.slice('first'.length)}`);
    expect(more.value).toHaveLength(4);
    expect((more.value as unknown[]).slice(0, 3)).toEqual(first.value);
  });

  it('offers a jsonp helper that writes callback(json);', () => {
    expect(jsonp('cb', { a: [1, '2'] })).toBe('cb({"a":[1,"2"]});');
  });
});

describe('given GetAplicationToken', () => {
  it('answers a token string for a known feed type and an empty string otherwise', async () => {
    expect((await call('GetAplicationToken', { FeedType: 'Flickr' })).value).toBe(
      'demo-token-Flickr',
    );
    expect((await call('GetAplicationToken', { FeedType: 'MySpace' })).value).toBe('');
    expect((await call('GetAplicationToken')).value).toBe('');
  });
});

describe('given GetMediaFeedDetails', () => {
  it('lists FeedType and FeedId of the known ids only', async () => {
    const { value } = await call('GetMediaFeedDetails', { FeedIds: '1,4,999,x' });
    expect(value).toEqual([
      { FeedType: 'TiarcNews', FeedId: 1 },
      { FeedType: 'TiarcCalendar', FeedId: 4 },
    ] satisfies FeedDetails[]);
  });
});

describe('given GetMediaItems', () => {
  it('answers the first twelve items, newest first, by default', async () => {
    const got = await list('GetMediaItems', { FeedIds: feedIdsByGroup.news.join(',') });
    expect(got).toHaveLength(12);
    const dates = got.map((i) => Date.parse(i.Date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(dates[0]).toBe(Math.max(...itemsOf(feedIdsByGroup.news).map((i) => Date.parse(i.Date))));
  });

  it('pages with skip and take, without overlap or gap', async () => {
    const FeedIds = feedIdsByGroup.twitter.join(',');
    const page1 = await list('GetMediaItems', { FeedIds, skip: 0, take: 10 });
    const page2 = await list('GetMediaItems', { FeedIds, skip: 10, take: 10 });
    const both = await list('GetMediaItems', { FeedIds, skip: 0, take: 20 });
    expect(page1).toHaveLength(10);
    expect(page2).toHaveLength(10);
    expect(ids(page1).filter((id) => ids(page2).includes(id))).toEqual([]);
    expect([...ids(page1), ...ids(page2)]).toEqual(ids(both));
    const last = await list('GetMediaItems', { FeedIds, skip: 35, take: 10 });
    expect(last).toHaveLength(itemsOf(feedIdsByGroup.twitter).length - 35);
    expect(await list('GetMediaItems', { FeedIds, skip: 5000 })).toEqual([]);
  });

  it('falls back to the defaults for bad skip and take, and caps take at 1000', async () => {
    const FeedIds = feedIdsByGroup.twitter.join(',');
    const first = await list('GetMediaItems', { FeedIds });
    for (const bad of [
      { skip: -3, take: 'ten' },
      { skip: 'x', take: 0 },
      { skip: '1e3', take: '-5' },
    ]) {
      expect(ids(await list('GetMediaItems', { FeedIds, ...bad }))).toEqual(ids(first));
    }
    const all = await list('GetMediaItems', { take: 5000, IsTimeline: 'true' });
    expect(all.length).toBe(Math.min(1000, items.filter(onTimeline).length));
  });

  it('keeps to the requested feeds, and to all feeds without FeedIds', async () => {
    const got = await list('GetMediaItems', { FeedIds: '9,12', take: 1000 });
    expect(new Set(got.map((i) => i.FeedId))).toEqual(new Set([9, 12]));
    expect(got).toHaveLength(itemsOf([9, 12]).length);
    const everything = await list('GetMediaItems', { take: 1000 });
    expect(new Set(everything.map((i) => i.ItemType)).size).toBe(15);
    expect(await list('GetMediaItems', { FeedIds: 'abc' })).toEqual([]);
  });

  it('keeps items whose Tags hold any of the SearchTags, case-insensitively', async () => {
    const got = await list('GetMediaItems', { SearchTags: 'SportsDay, chess', take: 1000 });
    expect(got.length).toBeGreaterThan(5);
    for (const item of got) {
      expect(item.Tags.toLowerCase().split(',')).toSatisfy(
        (tags: string[]) => tags.includes('sportsday') || tags.includes('chess'),
      );
    }
    expect(got.some((i) => i.Tags.split(',').includes('chess'))).toBe(true);
  });

  it('answers MediaItem fields only, unless IsExtended=true', async () => {
    const FeedIds = feedIdsByGroup.events.join(',');
    const [plain] = await list('GetMediaItems', { FeedIds });
    expect(Object.keys(plain ?? {})).toEqual(MEDIA_ITEM_KEYS);
    const [extended] = await list('GetMediaItems', { FeedIds, IsExtended: 'true' });
    expect(extended).toEqual(items.find((i) => i.Id === extended?.Id));
    expect(Object.keys(extended ?? {})).toContain('WoofooCode');
  });

  it('lists coming events by start date without IsTimeline', async () => {
    const FeedIds = feedIdsByGroup.events.join(',');
    const coming = await list('GetMediaItems', { FeedIds, take: 1000 });
    const starts = coming.map((e) => Date.parse(e.Date));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    for (const e of coming) {
      expect(Date.parse(e.EndDate || e.Date)).toBeGreaterThanOrEqual(startOfTodayLondon);
    }
    // The running multi-day event (started yesterday) is still listed.
    expect(starts[0]).toBeLessThan(startOfTodayLondon);
  });

  it('lists a timeline with IsTimeline=true: everything up to now, newest first, no event to come', async () => {
    const all = await list('GetMediaItems', { take: 1000, IsTimeline: 'true', IsExtended: 'true' });
    expect(ids(all)).toEqual(ids([...items.filter(onTimeline)].sort(newestFirst)));
    const events = all.filter((i) => i.ItemType === 'TiarcCalendar');
    const past = itemsOf(feedIdsByGroup.events).filter((e) => Date.parse(e.Date) <= NOW.getTime());
    expect(events.length).toBe(past.length);
    expect(events.length).toBeGreaterThan(30);
    // Of the events feeds alone too: newest first, not by start.
    const FeedIds = feedIdsByGroup.events.join(',');
    const timeline = await list('GetMediaItems', { FeedIds, take: 1000, IsTimeline: 'true' });
    expect(ids(timeline)).toEqual(ids(events));
    // The first page of all feeds opens on what happened last, not on far-future events.
    const [first] = await list('GetMediaItems', { IsTimeline: 'true' });
    expect(first?.Id).toBe([...items.filter(onTimeline)].sort(newestFirst)[0]?.Id);
    expect(Date.parse(first?.Date ?? '')).toBeLessThanOrEqual(NOW.getTime());
  });

  it('keeps only items with a category when HasCategorys=true', async () => {
    const got = await list('GetMediaItems', {
      HasCategorys: 'true',
      take: 1000,
      IsExtended: 'true',
    });
    expect(got.length).toBeGreaterThan(40);
    expect(got.every((i) => i.Category1Id > 0)).toBe(true);
  });

  it('puts the featured items first with FirstNoOfItems', async () => {
    const got = await list('GetMediaItems', { FirstNoOfItems: 3, take: 12 });
    expect(got.slice(0, 3).every((i) => i.IsFeatured)).toBe(true);
    const plain = await list('GetMediaItems', { take: 12 });
    expect(ids(got)).not.toEqual(ids(plain));
    const next = await list('GetMediaItems', { FirstNoOfItems: 3, skip: 12, take: 12 });
    expect(ids(next).filter((id) => ids(got).includes(id))).toEqual([]);
  });

  it('empties Flickr descriptions unless qFlickrDescription=true', async () => {
    const FeedIds = feedIdsByGroup.photos.join(',');
    const without = await list('GetMediaItems', { FeedIds });
    expect(without.every((i) => i.Description === '')).toBe(true);
    const withDesc = await list('GetMediaItems', { FeedIds, qFlickrDescription: 'true' });
    expect(withDesc.every((i) => i.Description.includes('photo'))).toBe(true);
    const news = await list('GetMediaItems', { FeedIds: feedIdsByGroup.news.join(',') });
    expect(news.every((i) => i.Description !== '')).toBe(true);
  });
});

describe('given GetMediaItemsAdvanced', () => {
  it('answers a JSON string of the items', async () => {
    const { value, body } = await call('GetMediaItemsAdvanced', { SearchExpression: 'concert' });
    expect(typeof value).toBe('string');
    expect(body.startsWith('cb("[')).toBe(true);
    expect(Array.isArray(JSON.parse(value as string))).toBe(true);
  });

  it('finds the items of a #hashtag from the seed, in the title or in the tags', async () => {
    const got = await advanced({ SearchExpression: '#SportsDay', FullText: 'true', take: 1000 });
    const expected = items.filter(
      (i) => i.Title.includes('#SportsDay') || i.Tags.split(',').includes('sportsday'),
    );
    const coming = expected.filter((i) => i.ItemType !== 'TiarcCalendar' || isComing(i));
    expect(new Set(ids(got))).toEqual(new Set(ids(coming)));
    expect(got.some((i) => i.Title.includes('#SportsDay'))).toBe(true);
  });

  it('finds "# OpenDay" (with the stray space) when searching #OpenDay', async () => {
    const got = await advanced({ SearchExpression: '#OpenDay', FeedIds: '9,10,11', take: 100 });
    expect(got.some((i) => i.Title.includes('# OpenDay'))).toBe(true);
    const mention = await advanced({
      SearchExpression: '@Hillcrest',
      FeedIds: '9,10,11',
      take: 100,
    });
    expect(mention.some((i) => i.Title.includes('@ Hillcrest'))).toBe(true);
  });

  it('needs all the words with AndOr=and, any of them with AndOr=or', async () => {
    const q = {
      SearchExpression: 'swimming chess',
      FullText: 'true',
      IsTimeline: 'true',
      take: 1000,
    };
    const and = await advanced({ ...q, AndOr: 'and' });
    const or = await advanced({ ...q, AndOr: 'or' });
    expect(and).toEqual([]);
    expect(or.length).toBeGreaterThan(3);
    expect(or.some((i) => /swimming/i.test(i.Title))).toBe(true);
    expect(or.some((i) => /chess/i.test(i.Title))).toBe(true);
    const both = await advanced({ ...q, SearchExpression: 'swimming gala', AndOr: 'and' });
    expect(both.length).toBeGreaterThan(0);
    expect(both.every((i) => /swimming/i.test(i.Title + i.Tags))).toBe(true);
  });

  it('matches whole words in the Fields with FullText=true, title substrings with false', async () => {
    const q = { SearchExpression: 'ports', IsTimeline: 'true', take: 1000 };
    expect(await advanced({ ...q, FullText: 'true' })).toEqual([]);
    const sub = await advanced({ ...q, FullText: 'false' });
    expect(sub.length).toBeGreaterThan(3);
    expect(sub.every((i) => i.Title.toLowerCase().includes('ports'))).toBe(true);
    // A word only in the (event) descriptions: found there, not when searching Title only.
    const desc = await advanced({ ...q, SearchExpression: 'calendar', FullText: 'true' });
    expect(desc.length).toBeGreaterThan(10);
    expect(desc.every((i) => !/calendar/i.test(i.Title))).toBe(true);
    const titleOnly = await advanced({
      ...q,
      SearchExpression: 'calendar',
      FullText: 'true',
      Fields: 'Title',
    });
    expect(titleOnly).toEqual([]);
  });

  it('orders newest first by default and by title with OrderAll=yes', async () => {
    const q = {
      FeedIds: feedIdsByGroup.news.join(','),
      SearchExpression: 'school',
      FullText: 'false',
      take: 100,
    };
    const byDate = await advanced(q);
    const dates = byDate.map((i) => Date.parse(i.Date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const byTitle = await advanced({ ...q, OrderAll: 'yes' });
    const titles = byTitle.map((i) => i.Title.toLowerCase());
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en')));
    expect(new Set(ids(byTitle))).toEqual(new Set(ids(byDate)));
  });

  it('honours paging and IsExtended like GetMediaItems', async () => {
    const page = await advanced({ SearchExpression: 'day', take: 2, skip: 1 });
    expect(page).toHaveLength(2);
    expect(Object.keys(page[0] ?? {})).toEqual(MEDIA_ITEM_KEYS);
  });
});

describe('given GetMediaItemsSearchSuggestions', () => {
  it('answers up to Count distinct cleaned titles containing the text', async () => {
    const { value } = await call('GetMediaItemsSearchSuggestions', {
      SearchText: 'SPORT',
      Count: 10,
    });
    const got = value as string[];
    expect(got.length).toBeGreaterThan(0);
    expect(got.length).toBeLessThanOrEqual(10);
    expect(new Set(got.map((t) => t.toLowerCase())).size).toBe(got.length);
    for (const title of got) {
      expect(title.toLowerCase()).toContain('sport');
      expect(title).not.toContain('??');
    }
  });

  it('caps the answer at Count, also for the SearchExpression variant', async () => {
    const { value } = await call('GetMediaItemsSearchSuggestions', {
      SearchExpression: 'a',
      Count: 5,
    });
    expect(value).toHaveLength(5);
    const none = await call('GetMediaItemsSearchSuggestions', { SearchText: '', Count: 5 });
    expect(none.value).toEqual([]);
  });

  it('keeps to the feeds asked', async () => {
    const { value } = await call('GetMediaItemsSearchSuggestions', {
      FeedIds: feedIdsByGroup.photos.join(','),
      SearchText: 'day',
    });
    const photoTitles = itemsOf(feedIdsByGroup.photos).map((i) => i.Title);
    for (const t of value as string[]) expect(photoTitles).toContain(t);
  });
});

describe('given GetMediaItemDescription', () => {
  it('answers a JSON string of the extended item with its full description', async () => {
    const item = items.find((i) => i.ItemType === 'Flickr') as ExtendedMediaItem;
    const { value } = await call('GetMediaItemDescription', {
      ItemId: item.Id,
      FeedId: item.FeedId,
    });
    expect(typeof value).toBe('string');
    expect(JSON.parse(value as string)).toEqual(item);
  });

  it('answers the JSON string null for an unknown item or a wrong feed', async () => {
    const item = items[0] as ExtendedMediaItem;
    const queries: Record<string, string | number>[] = [
      { ItemId: 1, FeedId: 1 },
      { ItemId: item.Id, FeedId: item.FeedId + 1 },
      { ItemId: 'x' },
    ];
    for (const q of queries) {
      expect((await call('GetMediaItemDescription', q)).value).toBe('null');
    }
  });
});

describe('given GetMediaItemsClone', () => {
  it('answers the extended events of the feeds, past ones too, by start date', async () => {
    const got = await list('GetMediaItemsClone', {
      FeedIds: `${feedIdsByGroup.events.join(',')},1`,
      skip: 0,
      take: 1000,
    });
    expect(got.length).toBe(itemsOf(feedIdsByGroup.events).length);
    expect(got.every((i) => i.ItemType === 'TiarcCalendar' && 'WoofooCode' in i)).toBe(true);
    const starts = got.map((e) => Date.parse(e.Date));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(starts[0]).toBeLessThan(NOW.getTime());
  });

  it('pages and keeps to categorised events with HasCategorys=true', async () => {
    const FeedIds = feedIdsByGroup.events[0] ?? 0;
    const page = await list('GetMediaItemsClone', { FeedIds, skip: 2, take: 3 });
    expect(page).toHaveLength(3);
    const categorised = await list('GetMediaItemsClone', { FeedIds, HasCategorys: 'true' });
    expect(categorised.every((e) => e.Category1Id > 0 && e.FeedId === FeedIds)).toBe(true);
  });
});

describe('given GetPhotosSet', () => {
  it('answers the photo set of a Flickr item', async () => {
    const item = items.find((i) => i.ItemType === 'Flickr' && i.ItemsCount === 3) as MediaItem;
    const set = (await call('GetPhotosSet', { SetId: item.Id })).value as PhotoSet;
    expect(set.Title).toBe(item.Title);
    expect(set.Photos).toHaveLength(3);
    expect(set.Photos[0]?.Sizes[3]).toEqual({
      ImageSize: 320,
      ImageUrl: `/images/photo-${item.Id}-1-320.jpg`,
    });
  });

  it('answers null for an unknown set', async () => {
    expect((await call('GetPhotosSet', { SetId: 42 })).value).toBeNull();
    expect((await call('GetPhotosSet', { SetId: '__proto__' })).value).toBeNull();
    expect((await call('GetPhotosSet')).value).toBeNull();
  });
});
