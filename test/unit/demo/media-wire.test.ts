// @vitest-environment node

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaService } from '../../../demo/media-service/service.mjs';
import {
  aspnetBody,
  aspnetDate,
  aspnetDateString,
  createWireService,
  htmlEncode,
  parseWire,
  wireServiceUrl,
} from '../../../demo/media-service/wire.mjs';

const NOW = new Date('2026-11-21T10:17:43Z');
const media = createMediaService({ now: NOW });
const { items, photoSets } = media.seed;

// A reference reader of the ASP.NET shapes, written apart from the writer: decoding an answer
// must give back the default mode's answer exactly.
const ENTITY: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
const htmlDecode = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|#39|#(\d+));/g, (_, name: string, code?: string) =>
    code ? String.fromCodePoint(Number(code)) : (ENTITY[name] ?? ''),
  );
const NUMBERS = new Set([
  'Id',
  'FeedId',
  'ItemsCount',
  'Category1Id',
  'Category2Id',
  'TotalTickets',
  'TicketsReserved',
  'Latitude',
  'Longitude',
  'ImageSize',
]);
const BOOLEANS = new Set(['IsFeatured', 'IsAlert', 'IsAllDay', 'IsBooking']);
const ENCODED = new Set([
  'Title',
  'User',
  'ScreeName',
  'Category1',
  'Category2',
  'Location',
  'LocationAdress',
]);
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

function decodeValue(key: string, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((entry) => decodeValue(key, entry));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, decodeValue(k, v)]));
  }
  if (value === null) return ['Latitude', 'Longitude'].includes(key) ? null : '';
  if (typeof value !== 'string') return value;
  if (NUMBERS.has(key)) return Number(value);
  if (BOOLEANS.has(key)) return value.toLowerCase() === 'true';
  const date = /^\/Date\((-?\d+)(?:[+-]\d{4})?\)\/$/.exec(value);
  if (date) return iso(Number(date[1]));
  const wall = /^(\d\d)\/(\d\d)\/(\d{4}) (\d\d:\d\d)$/.exec(value);
  if (wall) return `${wall[3]}-${wall[2]}-${wall[1]} ${wall[4]}`;
  if (key === 'Tags') return value.replace(/\s*,\s*/g, ',');
  if (ENCODED.has(key) || key === '') return htmlDecode(value);
  return value;
}

/** The value inside `/**\/cb("…")`: a JSON string holding JSON. */
function payloadOf(body: string) {
  const match = /^\/\*\*\/cb\((.*)\)$/s.exec(body);
  if (!match?.[1]) throw new Error(`not an ASP.NET JSONP body: ${body.slice(0, 80)}`);
  const outer = JSON.parse(match[1]) as unknown;
  if (typeof outer !== 'string') throw new Error('the payload is not a JSON string');
  return { inner: outer, value: JSON.parse(outer) as unknown };
}

const CALLS: [string, string][] = [
  ['GetAplicationToken', 'FeedType=Twitter'],
  ['GetMediaFeedDetails', 'FeedIds=1,4,12'],
  ['GetMediaItems', 'FeedIds=1,2,3&take=30&IsExtended=true'],
  ['GetMediaItems', 'take=40'],
  ['GetMediaItemsAdvanced', 'SearchExpression=day&take=20&IsExtended=true'],
  ['GetMediaItemsSearchSuggestions', 'SearchText=e&Count=50'],
  ['GetMediaItemDescription', `ItemId=${2 ** 31 + 11}`],
  ['GetMediaItemsClone', 'take=1000'],
  ['GetPhotosSet', `SetId=${items.find((i) => i.Date.startsWith('1962'))?.Id}`],
];

describe('given the ?demoWire= value of a page', () => {
  it('knows aspnet only, and points the page at the aspnet prefix', () => {
    expect(parseWire('aspnet')).toBe('aspnet');
    for (const value of [null, '', 'ASPNET', 'iso', 'aspnet ']) expect(parseWire(value)).toBeNull();
    expect(wireServiceUrl('http://localhost:8080')).toBe(
      'http://localhost:8080/media-service/aspnet/',
    );
  });
});

describe('given the ASP.NET writers', () => {
  it('encode text once as HttpUtility.HtmlEncode does', () => {
    expect(htmlEncode(`Parents & Teachers <"l'école">`)).toBe(
      'Parents &amp; Teachers &lt;&quot;l&#39;&#233;cole&quot;&gt;',
    );
    expect(htmlEncode('&lt; \u00a0\u2019😀')).toBe('&amp;lt; &#160;&#8217;&#128512;');
  });

  it('write dates with the London offset (local) or without, negative before 1970', () => {
    expect(aspnetDate('2026-07-01T08:00:00Z', true)).toBe('/Date(1782892800000+0100)/');
    const december = Date.parse('2026-12-01T08:00:00Z');
    expect(aspnetDate('2026-12-01T08:00:00Z', true)).toBe(`/Date(${december}+0000)/`);
    expect(aspnetDate('2026-07-01T08:00:00Z', false)).toBe('/Date(1782892800000)/');
    expect(aspnetDate('1962-09-15T10:30:00Z', true)).toBe('/Date(-230218200000+0100)/');
    expect(aspnetDate('', true)).toBeNull();
    expect(aspnetDateString('2026-07-01 09:00')).toBe('01/07/2026 09:00');
    expect(aspnetDateString('')).toBeNull();
  });
});

describe.each(CALLS)('given %s?%s in ASP.NET shapes', (name, query) => {
  const q = new URLSearchParams(query);
  const normal = media.answer(name, q);
  const body = aspnetBody('cb', name, normal);
  const { inner, value } = payloadOf(body);

  it('is /**/callback("<JSON>") without a trailing ;, the payload a JSON string', () => {
    expect(body.startsWith('/**/cb("')).toBe(true);
    expect(body.endsWith('")')).toBe(true);
  });

  it('gives back the default answer once read (dates, numbers, flags, entities, nulls)', () => {
    const expected =
      typeof normal === 'string' && name !== 'GetAplicationToken' ? JSON.parse(normal) : normal;
    expect(decodeValue('', value)).toEqual(expected);
  });

  it('writes the slashes of its dates escaped, and no ISO date', () => {
    expect(inner).not.toMatch(/"\d{4}-\d\d-\d\dT/);
    expect(inner).not.toMatch(/"\/Date\(/);
    if (/Date|Items|Photos|Clone/.test(name) && !/Suggestions/.test(name)) {
      expect(inner).toMatch(/"\\\/Date\(-?\d+(?:[+-]\d{4})?\)\\\/"/);
    }
  });
});

describe('given the items of the whole seed in ASP.NET shapes', () => {
  const { value } = payloadOf(aspnetBody('cb', 'GetMediaItemsClone', items));
  const wire = value as Record<string, unknown>[];
  const raw = JSON.stringify(wire);

  it('has every shape the real service sends', () => {
    const events = wire.filter((item) => item.ItemType === 'TiarcCalendar');
    expect(events.some((e) => /\+0100\)\/$/.test(String(e.Date)))).toBe(true);
    expect(events.some((e) => /\+0000\)\/$/.test(String(e.Date)))).toBe(true);
    const others = wire.filter((item) => item.ItemType !== 'TiarcCalendar');
    expect(others.every((i) => /^\/Date\(-?\d+\)\/$/.test(String(i.Date)))).toBe(true);
    expect(wire.some((i) => String(i.Date).startsWith('/Date(-'))).toBe(true);
    expect(events.some((e) => e.EndDate === null && e.EndDateString === null)).toBe(true);
    expect(
      events.every((e) => /^\d\d\/\d\d\/\d{4} \d\d:\d\d$/.test(String(e.StartDateString))),
    ).toBe(true);
    expect(wire.some((i) => i.Id === String(2 ** 31 + 11))).toBe(true);
    for (const flag of ['"True"', '"False"', '"true"', '"false"']) expect(raw).toContain(flag);
    expect(raw).toContain('&amp;lt;');
    expect(raw).toMatch(/Parents &amp; Teachers: &quot;Screens &lt; Books\?&quot;/);
    expect(raw).toContain('F&#234;te de l&#39;&#233;cole');
    expect(wire.some((i) => i.Link === null && i.WoofooCode === null && i.Category1 === null)).toBe(
      true,
    );
    const photos = payloadOf(
      aspnetBody(
        'cb',
        'GetMediaItems',
        media.answer('GetMediaItems', new URLSearchParams('FeedIds=12')),
      ),
    ).value as Record<string, unknown>[];
    expect(photos.every((i) => i.Description === null)).toBe(true);
    expect(wire.some((i) => i.Image === '' && i.BannerImage === '')).toBe(true);
    expect(wire.some((i) => / , \w+, {2}\w/.test(String(i.Tags)))).toBe(true);
    expect(wire.some((i) => i.Latitude === null)).toBe(true);
    expect(wire.some((i) => typeof i.Latitude === 'string')).toBe(true);
  });

  it('encodes titles, names and places, but leaves the HTML of descriptions alone', () => {
    const pta = wire.find((i) => i.Id === String(2 ** 31 + 11));
    expect(pta?.User).toBe('Fran&#231;oise O&#8217;Brien &amp; the PTA');
    expect(String(pta?.Description)).toContain('<p>');
  });

  it('gives a photo set its offset date, its sizes as strings, its empty URLs as ""', () => {
    const id = Number(Object.keys(photoSets).find((k) => photoSets[Number(k)]?.Photos[0]));
    const { value: set } = payloadOf(
      aspnetBody(
        'cb',
        'GetPhotosSet',
        media.answer('GetPhotosSet', new URLSearchParams(`SetId=${id}`)),
      ),
    );
    const photoSet = set as { Date: string; Photos: { Sizes: { ImageSize: unknown }[] }[] };
    expect(photoSet.Date).toMatch(/^\/Date\(\d+\+0[01]00\)\/$/);
    expect(photoSet.Photos[0]?.Sizes[0]?.ImageSize).toBe('75');
    const holes = Object.keys(photoSets).map((k) =>
      aspnetBody('cb', 'GetPhotosSet', photoSets[Number(k)]),
    );
    expect(holes.some((b) => b.includes('\\"ImageUrl\\":\\"\\"'))).toBe(true);
  });
});

describe('given the wire service over HTTP', () => {
  let server: Server;
  let base = '';
  const wire = createWireService(media);

  beforeAll(async () => {
    server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
      if (wire.handle(req, res, url)) return;
      if (media.handle(req, res, url)) return;
      res.writeHead(418).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('answers every call under /media-service/aspnet/ as a script', async () => {
    const res = await fetch(`${base}/media-service/aspnet/GetMediaItems?FeedIds=4&callback=cb`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    const body = await res.text();
    expect(body).toBe(
      aspnetBody(
        'cb',
        'GetMediaItems',
        media.answer('GetMediaItems', new URLSearchParams('FeedIds=4')),
      ),
    );
  });

  it('finds an item whose Id is above 2^31', async () => {
    const res = await fetch(
      `${base}/media-service/aspnet/GetMediaItemDescription?ItemId=${2 ** 31 + 11}&callback=cb`,
    );
    const { value } = payloadOf(await res.text());
    expect((value as { Id: string }).Id).toBe('2147483659');
  });

  it('leaves an unknown call and a bad callback to the normal stand-in', async () => {
    expect((await fetch(`${base}/media-service/aspnet/GetEverything?callback=cb`)).status).toBe(
      404,
    );
    expect((await fetch(`${base}/media-service/aspnet/GetMediaItems?callback=1x`)).status).toBe(
      400,
    );
  });
});
