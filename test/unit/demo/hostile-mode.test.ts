// @vitest-environment node

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADDRESS_FIELDS,
  createHostileService,
  createInjector,
  FIELDS_HEADER,
  HOSTILE_FIELDS,
  hostileAnswer,
  hostileServiceUrl,
  PAYLOADS_HEADER,
  parseHostile,
  payloadSlice,
  urlVariant,
} from '../../../demo/media-service/hostile.mjs';
import { hostileCorpus } from '../../../demo/media-service/hostile-corpus.mjs';
import { createMediaService } from '../../../demo/media-service/service.mjs';
import { log } from '../../../src/kernel/log';
import { extendedMediaItem, parseList, parseOne, photoSet } from '../../../src/media/schema';
import type { ExtendedMediaItem, PhotoSet } from '../../../src/media/types';
import { name } from '../../../src/media/wire';

const NOW = new Date('2026-11-21T10:17:43Z');
const media = createMediaService({ now: NOW });
const corpus = hostileCorpus();
const payloads = corpus.map((entry) => entry.payload);
const { items } = media.seed;

/** Which corpus payloads make up `value` (payloads joined by a space, maybe after a '#'). */
const isHostile = (value: unknown) =>
  typeof value === 'string' && payloads.some((payload) => value.includes(payload));

describe('given the ?demoHostile= value of a page', () => {
  it('reads an offset and, optionally, how many payloads go in each field', () => {
    expect(parseHostile('0')).toEqual({ offset: 0, perField: 1 });
    expect(parseHostile('120:4')).toEqual({ offset: 120, perField: 4 });
    expect(parseHostile('7:64')).toEqual({ offset: 7, perField: 64 });
  });

  it('ignores anything else', () => {
    for (const value of [null, '', 'x', '-1', '1:0', '1:65', '1:2:3', '1234567', ' 1']) {
      expect(parseHostile(value)).toBeNull();
    }
  });

  it('points the page at the hostile prefix of the stand-in', () => {
    expect(hostileServiceUrl('http://localhost:8080', { offset: 3, perField: 2 })).toBe(
      'http://localhost:8080/media-service/hostile/3/2/',
    );
  });
});

describe('given an item put through the injector', () => {
  const event = items.find((item) => item.ItemType === 'TiarcCalendar' && item.Link !== '');
  if (!event) throw new Error('the seed has an event with a link');

  it('puts payloads in every text and URL field and keeps ids, type, dates, numbers, flags', () => {
    const inject = createInjector(corpus, { offset: 1, perField: 1 });
    const hostile = inject.item(event, 0) as ExtendedMediaItem;
    let filled = 0;
    HOSTILE_FIELDS.forEach((field, at) => {
      const key = field as keyof ExtendedMediaItem;
      const own = event[key] !== '' && urlVariant({ offset: 1 }, 0, at) === 'own';
      if (ADDRESS_FIELDS.includes(field) && own) {
        expect(hostile[key], field).toBe(event[key]);
      } else {
        expect(isHostile(hostile[key]), field).toBe(true);
        filled++;
      }
    });
    const untouched = Object.keys(event).filter((key) => !HOSTILE_FIELDS.includes(key));
    for (const key of untouched) {
      expect(hostile[key as keyof ExtendedMediaItem], key).toEqual(
        event[key as keyof ExtendedMediaItem],
      );
    }
    expect(filled).toBeGreaterThanOrEqual(HOSTILE_FIELDS.length - 2);
    expect(inject.fieldsFilled()).toBe(filled);
  });

  it('is still accepted by the client schema, payloads and all', () => {
    const inject = createInjector(corpus, { offset: 5, perField: 3 });
    const hostile = inject.item(event, 1) as ExtendedMediaItem;
    expect(parseOne('GetMediaItemDescription', extendedMediaItem, hostile, log)).toEqual(hostile);
  });

  it('turns a URL field in turn into the payloads alone, its URL + "#" + payloads, its own URL', () => {
    const inject = createInjector(corpus, { offset: 0, perField: 1 });
    const link = HOSTILE_FIELDS.indexOf('Link');
    const forms = [0, 1, 2].map((position) => {
      const hostile = inject.item(event, position) as ExtendedMediaItem;
      return { variant: urlVariant({ offset: 0 }, position, link), value: hostile.Link };
    });
    expect(forms.map((form) => form.variant).sort()).toEqual(['after-hash', 'alone', 'own']);
    for (const { variant, value } of forms) {
      if (variant === 'own') expect(value).toBe(event.Link);
      if (variant === 'after-hash') expect(value.startsWith(`${event.Link}#`)).toBe(true);
      if (variant === 'alone') expect(value.startsWith(event.Link)).toBe(false);
      if (variant !== 'own') expect(isHostile(value)).toBe(true);
    }
  });

  it('gives an empty URL field the payloads alone, whatever its turn', () => {
    const inject = createInjector(corpus, { offset: 0, perField: 1 });
    const bare = { ...event, Link: '' };
    for (const position of [0, 1, 2]) {
      expect(isHostile((inject.item(bare, position) as ExtendedMediaItem).Link)).toBe(true);
    }
  });
});

describe('given consecutive items (the pages of a list)', () => {
  it('works through the whole corpus, a slice per item', () => {
    const perField = 4;
    const inject = createInjector(corpus, { offset: 17, perField });
    const count = Math.ceil(corpus.length / perField);
    inject.items(
      Array.from({ length: count }, (_, at) => items[at % items.length]),
      0,
    );
    expect(inject.used.size).toBe(corpus.length);
  });

  it('gives a title the payloads of its slice, joined by a space', () => {
    const inject = createInjector(corpus, { offset: 10, perField: 2 });
    const [, second] = inject.items(items.slice(0, 2), 6) as ExtendedMediaItem[];
    expect(second?.Title).toBe(`${payloads[10 + 7 * 2]} ${payloads[10 + 7 * 2 + 1]}`);
  });
});

describe('given the answers of each call', () => {
  const q = (params: Record<string, string>) => new URLSearchParams(params);

  it('rewrites the JSON string answers inside the string', () => {
    const inject = createInjector(corpus, { offset: 0, perField: 1 });
    const advanced = hostileAnswer(
      inject,
      'GetMediaItemsAdvanced',
      JSON.stringify(items.slice(0, 3)),
      q({ skip: '12' }),
    );
    expect(typeof advanced).toBe('string');
    const list = JSON.parse(advanced as string) as ExtendedMediaItem[];
    expect(list.map((item) => item.Id)).toEqual(items.slice(0, 3).map((item) => item.Id));
    expect(list.every((item) => isHostile(item.Title))).toBe(true);
    const one = hostileAnswer(inject, 'GetMediaItemDescription', JSON.stringify(items[0]), q({}));
    expect(isHostile((JSON.parse(one as string) as ExtendedMediaItem).Description)).toBe(true);
    expect(hostileAnswer(inject, 'GetMediaItemDescription', 'null', q({}))).toBe('null');
  });

  it('puts payloads in a photo set title and every second photo, which the schema keeps', () => {
    const [setId, set] = Object.entries(media.seed.photoSets).find(
      ([, candidate]) => (candidate as PhotoSet).Photos.length >= 2,
    ) as [string, PhotoSet];
    const inject = createInjector(corpus, { offset: 0, perField: 1 });
    const hostile = parseOne(
      'GetPhotosSet',
      photoSet,
      hostileAnswer(inject, 'GetPhotosSet', set, q({ SetId: setId })),
      log,
    );
    expect(isHostile(hostile.Title)).toBe(true);
    expect(hostile.Photos).toHaveLength(set.Photos.length);
    expect(hostile.Photos[0]?.Sizes.every((size) => isHostile(size.ImageUrl))).toBe(true);
    expect(hostile.Photos[1]).toEqual(set.Photos[1]);
  });

  it('answers suggestions that are payloads, and passes the token and feed details through', () => {
    const inject = createInjector(corpus, { offset: 0, perField: 1 });
    const list = hostileAnswer(inject, 'GetMediaItemsSearchSuggestions', ['a', 'b'], q({}));
    expect(list).toEqual([payloads[0], payloads[1]]);
    expect(hostileAnswer(inject, 'GetAplicationToken', 'demo-token-x', q({}))).toBe('demo-token-x');
  });
});

describe('given the hostile service over HTTP', () => {
  let server: Server;
  let base = '';
  const hostile = createHostileService(media, corpus);

  beforeAll(async () => {
    server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
      if (hostile.handle(req, res, url)) return;
      if (media.handle(req, res, url)) return;
      res.writeHead(418).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const get = async (path: string) => {
    const res = await fetch(`${base}${path}`);
    const body = await res.text();
    return { res, body, value: JSON.parse(body.slice(body.indexOf('(') + 1, -2)) as unknown };
  };

  it('answers JSONP whose items all pass the client schema, and says what it injected', async () => {
    const { res, value } = await get(
      '/media-service/hostile/0/2/GetMediaItems?FeedIds=1,2,3&take=12&IsExtended=true&callback=cb',
    );
    expect(res.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    const list = await parseList('GetMediaItems', extendedMediaItem, value, log);
    expect(list).toHaveLength(12);
    expect(list.every((item) => isHostile(item.Title) && isHostile(item.Description))).toBe(true);
    const normal = (
      await get('/media-service/GetMediaItems?FeedIds=1,2,3&take=12&IsExtended=true&callback=cb')
    ).value as ExtendedMediaItem[];
    const expected = normal.flatMap((item, position) =>
      HOSTILE_FIELDS.filter(
        (field, at) =>
          !ADDRESS_FIELDS.includes(field) ||
          item[field as keyof ExtendedMediaItem] === '' ||
          urlVariant({ offset: 0 }, position, at) !== 'own',
      ),
    );
    expect(Number(res.headers.get(FIELDS_HEADER))).toBe(expected.length);
    const used = (res.headers.get(PAYLOADS_HEADER) ?? '').split(',').map(Number);
    expect(used.every((index) => index >= 0 && index < corpus.length)).toBe(true);
    list.forEach((item, position) => {
      const slice = payloadSlice(corpus.length, { offset: 0, perField: 2 }, position, 0);
      // Titles arrive HTML-encoded from a real service, so the client decodes references once.
      expect(item.Title).toBe(name(slice.map((index) => payloads[index]).join(' '), () => {}));
      expect(slice.every((index) => used.includes(index))).toBe(true);
    });
  });

  it('gives the plain (not extended) items payloads only in the fields they have', async () => {
    const { value } = await get('/media-service/hostile/3/1/GetMediaItems?take=2&callback=cb');
    const [first] = value as Record<string, unknown>[];
    expect(first && 'Link' in first).toBe(false);
    expect(isHostile(first?.Title)).toBe(true);
  });

  it('leaves a malformed mode, an unknown call and a bad callback to the normal stand-in', async () => {
    const normal = await get('/media-service/GetMediaItems?FeedIds=1&callback=cb');
    const odd = await get('/media-service/hostile/x/1/GetMediaItems?FeedIds=1&callback=cb');
    expect(odd.value).toEqual(normal.value);
    expect(
      (await fetch(`${base}/media-service/hostile/0/1/GetEverything?callback=cb`)).status,
    ).toBe(404);
    expect(
      (await fetch(`${base}/media-service/hostile/0/1/GetMediaItems?callback=1x`)).status,
    ).toBe(400);
  });
});
