// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemo } from '../../../demo/app.mjs';
import { createMediaStandIn, mediaModeConfig } from '../../../demo/media-service/index.mjs';
import {
  MAX_VOLUME,
  pageVolume,
  parseVolume,
  volumeServiceUrl,
} from '../../../demo/media-service/volume.mjs';
import type { ExtendedMediaItem, PhotoSet } from '../../../src/media/types';

const NOW = new Date('2026-11-21T10:17:43Z');
const SITE = 'http://localhost:8080';
const EVENTS = 'FeedIds=4,5,6&skip=0&take=1000&IsExtended=true';
const ALL_FEEDS = Array.from({ length: 36 }, (_, k) => k + 1).join(',');
/** The all-groups hub's first page (widgets/media-hub/feeds.ts). */
const HUB_PAGE = `FeedIds=${ALL_FEEDS}&skip=0&take=12&IsTimeline=true&FirstNoOfItems=3`;
const page = (path: string) => new URL(path, SITE);

describe('given the ?demoVolume= value of a page', () => {
  it('reads a whole number, clamped to 32', () => {
    expect(parseVolume('1')).toBe(1);
    expect(parseVolume('16')).toBe(16);
    expect(parseVolume('016')).toBe(16);
    expect(parseVolume('32')).toBe(MAX_VOLUME);
    expect(parseVolume('33')).toBe(MAX_VOLUME);
    expect(parseVolume('99999999999999999999999')).toBe(MAX_VOLUME);
  });

  it('ignores anything else: the page keeps the normal service', () => {
    for (const value of [null, undefined, '', '0', '-4', '1.5', '1e3', ' 16', 'x', 'Infinity']) {
      expect(parseVolume(value)).toBeNull();
    }
    expect(mediaModeConfig(page('/calendar?demoVolume=0'), SITE)).toEqual({});
    expect(mediaModeConfig(page('/calendar?demoVolume=1'), SITE)).toEqual({});
  });

  it('points the page at the volume prefix, over the other modes it asks for', () => {
    expect(mediaModeConfig(page('/calendar?demoVolume=16'), SITE)).toEqual({
      mediaServiceUrl: `${SITE}/media-service/volume/16/`,
    });
    expect(mediaModeConfig(page('/media?demoVolume=4&demoDelay=200'), SITE)).toEqual({
      mediaServiceUrl: `${SITE}/media-service/volume/4/delay/200-200/`,
    });
    expect(mediaModeConfig(page('/media?demoVolume=99&demoWire=aspnet'), SITE)).toEqual({
      mediaServiceUrl: `${SITE}/media-service/volume/32/aspnet/`,
    });
    expect(volumeServiceUrl(`${SITE}/media-service/hostile/0/1/`, 2)).toBe(
      `${SITE}/media-service/volume/2/hostile/0/1/`,
    );
  });

  it('on a demo running at a volume, a page asks for another factor only when it differs', () => {
    expect(mediaModeConfig(page('/calendar'), SITE, 16)).toEqual({});
    expect(mediaModeConfig(page('/calendar?demoVolume=16'), SITE, 16)).toEqual({});
    expect(mediaModeConfig(page('/calendar?demoVolume=1'), SITE, 16)).toEqual({
      mediaServiceUrl: `${SITE}/media-service/volume/1/`,
    });
  });

  it('finds the factor a generated item’s share URL or page needs without the query', () => {
    expect(pageVolume(page('/media/eventsfeed/5/1501234'))).toBe(16);
    expect(pageVolume(page('/media/newsfeed/12/301234'))).toBe(4);
    expect(pageVolume(page('/fr/media/newsfeed/12/301234'))).toBe(4);
    expect(pageVolume(page('/news/robotics-club-reaches-the-national-finals-701020'))).toBe(8);
    expect(pageVolume(page('/events/riverside-open-morning-3101055/'))).toBe(32);
    // The seed's own items, and a factor the demo already runs at: nothing to change.
    expect(pageVolume(page('/media/newsfeed/1/1012'))).toBeNull();
    expect(pageVolume(page('/media/newsfeed/1/2147483659'))).toBeNull();
    expect(pageVolume(page('/media/eventsfeed/5/301234'), 4)).toBeNull();
    expect(pageVolume(page('/search/1501234'))).toBeNull();
    // The query wins: at factor 4 there is no item of copy 15 (the page is a 404).
    expect(pageVolume(page('/media/eventsfeed/5/1501234?demoVolume=4'))).toBe(4);
  });
});

/** Serves `standIn` on a free port; its origin, and the close. */
async function serve(standIn: ReturnType<typeof createMediaStandIn>) {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!standIn.handle(req, res, url)) res.writeHead(418).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      standIn.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A stand-in's answer to `path`: status and body. */
async function fetchText(origin: string, path: string) {
  const response = await fetch(`${origin}${path}`);
  return { status: response.status, body: await response.text() };
}

describe('given the stand-in with its volume prefix', () => {
  let served: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    served = await serve(createMediaStandIn({ now: NOW }));
  });
  afterAll(() => served.close());

  const get = (path: string) => fetchText(served.origin, path);
  const value = (body: string) => JSON.parse(body.slice(3, -2)) as unknown;

  it('answers every call at factor 1 exactly as the normal service does', async () => {
    const calls = [
      `GetMediaItems?${EVENTS}`,
      `GetMediaItems?${HUB_PAGE}`,
      'GetMediaItemsAdvanced?SearchExpression=day&take=50&IsExtended=true',
      'GetMediaItemsSearchSuggestions?SearchText=sport',
      'GetMediaItemsClone?FeedIds=4,5,6&take=1000&HasCategorys=true',
      'GetMediaItemDescription?ItemId=2147483659',
      'GetMediaFeedDetails?FeedIds=1,4,12',
    ];
    for (const call of calls) {
      const normal = await get(`/media-service/${call}&callback=cb`);
      expect(normal.status).toBe(200);
      expect((await get(`/media-service/volume/1/${call}&callback=cb`)).body).toBe(normal.body);
    }
  });

  it('answers factor 16 byte for byte the same, from any stand-in: the extended events about 1 MB', async () => {
    const path = `/media-service/volume/16/GetMediaItems?${EVENTS}&callback=cb`;
    const { status, body } = await get(path);
    expect(status).toBe(200);
    const events = value(body) as ExtendedMediaItem[];
    // ~1,010 coming events: the calendar's take=1000 gets the first thousand.
    expect(events).toHaveLength(1000);
    expect(events.every((event) => event.ItemType === 'TiarcCalendar')).toBe(true);
    expect(Buffer.byteLength(body)).toBeGreaterThan(900_000);
    expect(Buffer.byteLength(body)).toBeLessThan(1_400_000);
    expect((await get(path)).body).toBe(body);
    const other = await serve(createMediaStandIn({ now: new Date(NOW.getTime()) }));
    expect((await fetchText(other.origin, path)).body).toBe(body);
    await other.close();
  });

  it('serves a generated photo set of 500 photos and a generated item’s description', async () => {
    const sets = value(
      (await get('/media-service/volume/16/GetMediaItems?FeedIds=12,13,14&take=1000&callback=cb'))
        .body,
    ) as ExtendedMediaItem[];
    const largest = sets.reduce((a, b) => (b.ItemsCount > a.ItemsCount ? b : a));
    expect(largest.ItemsCount).toBe(500);
    const set = value(
      (await get(`/media-service/volume/16/GetPhotosSet?SetId=${largest.Id}&callback=cb`)).body,
    ) as PhotoSet;
    expect(set.Photos).toHaveLength(500);
    const item = JSON.parse(
      value(
        (
          await get(
            `/media-service/volume/16/GetMediaItemDescription?ItemId=${largest.Id}&FeedId=${largest.FeedId}&callback=cb`,
          )
        ).body,
      ) as string,
    ) as ExtendedMediaItem;
    expect(item.Title).toBe(largest.Title);
    // The normal service knows no generated item.
    const normal = await get(`/media-service/GetPhotosSet?SetId=${largest.Id}&callback=cb`);
    expect(normal.body).toBe('cb(null);');
  });

  it('combines with the other modes: the ASP.NET wire over the volume seed', async () => {
    const { status, body } = await get(
      `/media-service/volume/4/aspnet/GetMediaItems?${EVENTS}&callback=cb`,
    );
    expect(status).toBe(200);
    expect(body.startsWith('/**/cb("')).toBe(true);
    const inner = JSON.parse(JSON.parse(body.slice('/**/cb('.length, -1)) as string) as unknown[];
    expect(inner).toHaveLength(54 + 3 * 64);
  });

  it('answers 404 to a factor it does not write', async () => {
    for (const spec of ['0', '33', '016', 'x', '16/volume/4']) {
      expect((await get(`/media-service/volume/${spec}/GetMediaItems?callback=cb`)).status).toBe(
        404,
      );
    }
    expect((await get('/media-service/volume/16/NoSuchCall?callback=cb')).status).toBe(404);
  });
});

describe('given the whole demo at volume 4', () => {
  let demo: Awaited<ReturnType<typeof startDemo>>;
  beforeAll(async () => {
    demo = await startDemo({ port: 0, adminPort: 0, volume: 4 });
  });
  afterAll(() => demo.close());

  const get = async (path: string) => {
    const response = await fetch(new URL(path, demo.url));
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      body: await response.text(),
    };
  };
  /** The generated items: ids from 100,000 (the seed's are below, but one above 2^31). */
  const generated = () =>
    demo.media.seed.items.filter((item) => item.Id >= 100_000 && item.Id < 2 ** 31);
  const escapeText = (text: string) =>
    text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/'/g, '&#39;')
      .replace(/"/g, '&quot;');

  it('answers the normal service at that volume', async () => {
    const { body } = await get(`/media-service/GetMediaItems?${EVENTS}&callback=cb`);
    const events = JSON.parse(body.slice(3, -2)) as unknown[];
    expect(events.length).toBeGreaterThan(54 + 3 * 60);
    expect(demo.media.seed.items).toHaveLength(375 + 3 * 379);
  });

  it('renders a generated item’s share URL and its own page, and serves its images', async () => {
    const event = generated().find((item) => item.ItemType === 'TiarcCalendar' && item.Image);
    const news = generated().find((item) => item.ItemType === 'TiarcNews');
    if (!event || !news) throw new Error('volume 4 has generated events and news');
    const share = await get(`/media/eventsfeed/${event.FeedId}/${event.Id}`);
    expect(share.status).toBe(200);
    expect(share.body).toContain(`<h1>${escapeText(event.Title)}</h1>`);
    const own = await get(news.URL);
    expect(own.status).toBe(200);
    expect(own.body).toContain(`<title>${escapeText(news.Title)} |`);
    const image = await get(event.Image);
    expect(image.status).toBe(200);
    expect(image.type).toMatch(/^image\//);
  });

  it('renders a page of another factor from that factor’s data, and a reload of its share URL too', async () => {
    const calendar = await get('/calendar?demoVolume=16');
    expect(calendar.body).toContain('/media-service/volume/16/');
    const sixteen = await get(
      '/media-service/volume/16/GetMediaItems?FeedIds=12,13,14&take=1000&callback=cb',
    );
    const sets = JSON.parse(sixteen.body.slice(3, -2)) as ExtendedMediaItem[];
    const largest = sets.reduce((a, b) => (b.ItemsCount > a.ItemsCount ? b : a));
    // Without the query (a pop-up pushed it so): the id says which factor holds the item.
    const share = await get(`/media/newsfeed/${largest.FeedId}/${largest.Id}`);
    expect(share.status).toBe(200);
    expect(share.body).toContain('/media-service/volume/16/');
    expect((await get(`/media/newsfeed/${largest.FeedId}/${largest.Id}?demoVolume=4`)).status).toBe(
      404,
    );
  });
});
