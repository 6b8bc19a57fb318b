// The calendar's subscription feeds on the demo (issue 50): what a calendar app subscribed to
// /calendar/feed.ics shows, read by Mozilla's ical.js (test/support/ical-reader.ts), against
// what the media service lists and the calendar widget reads from it, on the ISO and ASP.NET
// wires, at the demo's volume and at 16 times it.
import { afterAll, describe, expect, it } from 'vitest';
import { formatZoned, toYmd } from '../../../src/format/instant';
import { parseJson } from '../../../src/media/schema';
import type { ExtendedMediaItem } from '../../../src/media/types';
import { eventDays } from '../../../widgets/calendar/events';
import { type AppEvent, badLines, placed, readFeed } from '../../support/ical-reader';
import { readEvents } from '../../support/read-events';
import { baseUrl } from '../support/browser';

const LONDON = 'Europe/London';

type PageConfig = {
  mediaServiceUrl: string;
  feedGroups: Record<string, number[]>;
  schools: { slug: string; name: string; feedIds: number[] }[];
};

/** The calendar page's config, as the widget reads it (its media service, feeds and schools). */
async function pageConfig(query: string): Promise<PageConfig> {
  const page = await (await fetch(new URL(`/calendar${query}`, baseUrl()))).text();
  const json =
    /<script type="application\/json" data-widgets-config[^>]*>([\s\S]*?)<\/script>/.exec(
      page,
    )?.[1];
  return JSON.parse(json ?? 'null') as PageConfig;
}

/** Every coming event the service lists for the calendar's feeds, read as the widget reads it. */
async function serviceEvents(config: PageConfig, school: string): Promise<ExtendedMediaItem[]> {
  const mine = config.schools.find((entry) => entry.slug === school);
  const owned = new Set(config.schools.flatMap((entry) => entry.feedIds));
  const feeds = (config.feedGroups.events ?? []).filter(
    (id) => !mine || mine.feedIds.includes(id) || !owned.has(id),
  );
  const items: ExtendedMediaItem[] = [];
  for (let skip = 0; ; skip += 1000) {
    const url = new URL(`GetMediaItems`, config.mediaServiceUrl);
    url.search = new URLSearchParams({
      FeedIds: feeds.join(','),
      skip: String(skip),
      take: '1000',
      IsExtended: 'true',
      callback: 'cb',
    }).toString();
    const body = await (await fetch(url)).text();
    const answer = JSON.parse(body.slice(body.indexOf('(') + 1, body.lastIndexOf(')')));
    items.push(...(await readEvents(answer)));
    // A page of fewer entries than asked for is the last (ASP.NET's wire wraps it in `d`).
    const entries = parseJson('GetMediaItems', answer);
    if (!Array.isArray(entries) || entries.length < 1000) return items;
  }
}

const uidOf = (item: ExtendedMediaItem) => `event-${item.FeedId}-${item.Id}@localhost`;

async function subscribe(path: string): Promise<{ text: string; ms: number; bytes: number }> {
  const started = performance.now();
  const response = await fetch(new URL(path, baseUrl()));
  const text = await response.text();
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  return { text, ms: performance.now() - started, bytes: Buffer.byteLength(text) };
}

const own = process.env.TZ;
afterAll(() => {
  if (own === undefined) delete process.env.TZ;
  else process.env.TZ = own;
});

const figures: string[] = [];
afterAll(() => console.info(`calendar feeds:\n${figures.join('\n')}`));

describe.each([
  ['the demo data', ''],
  ['16 times the demo data', 'demoVolume=16'],
])('given %s', (_, volume) => {
  describe.each([
    ['ISO', ''],
    ['ASP.NET', 'demoWire=aspnet'],
  ])('and the %s wire', (_, wire) => {
    const query = [volume, wire].filter(Boolean).join('&');
    describe.each(['', 'london', 'dubai', 'geneva'])('a parent subscribed to "%s"', (school) => {
      it('sees each coming event of that school once, where the widget shows it, in three zones', async () => {
        const config = await pageConfig(query ? `?${query}` : '');
        const feedQuery = [query, school && `school=${school}`].filter(Boolean).join('&');
        const feed = await subscribe(`/calendar/feed.ics${feedQuery ? `?${feedQuery}` : ''}`);
        figures.push(
          `  ${query || 'seed'} ${school || 'all'}: ${feed.bytes} bytes, ${Math.round(feed.ms)} ms`,
        );
        expect(badLines(feed.text)).toEqual([]);
        const listed = await serviceEvents(config, school);
        // The service's coming events by start; a feed holds the first 1000 of them.
        const expected = [...listed]
          .sort(
            (a, b) => Date.parse(a.Date) - Date.parse(b.Date) || a.FeedId - b.FeedId || a.Id - b.Id,
          )
          .slice(0, 1000);
        const now = new Date();
        // What the widget itself lists is all in the feed.
        const widget = new Set(
          eventDays(listed, now, LONDON).flatMap((day) => day.items.map(uidOf)),
        );
        for (const zone of [LONDON, 'America/New_York', 'Asia/Dubai']) {
          process.env.TZ = zone;
          const app = readFeed(feed.text);
          const uids = app.events.map((event) => event.uid);
          expect(new Set(uids).size, 'each event once').toBe(uids.length);
          expect(uids.sort()).toEqual(expected.map(uidOf).sort());
          for (const uid of widget) if (expected.length < 1000) expect(uids).toContain(uid);
          const byUid = new Map<string, AppEvent>(app.events.map((event) => [event.uid, event]));
          for (const item of expected) {
            const event = byUid.get(uidOf(item));
            const where = placed(item);
            expect({ start: event?.start, end: event?.end }, uidOf(item)).toEqual(where);
            if (!where.start.allDay) {
              // The wall time a parent in this zone sees is the instant's, whatever the zone.
              const seen = formatZoned(
                new Date(event && !event.start.allDay ? event.start.instant : Number.NaN),
                'yyyy-MM-dd HH:mm',
                zone,
              );
              expect(seen).toBe(formatZoned(item.Date, 'yyyy-MM-dd HH:mm', zone));
            }
          }
        }
        // The whole group's year at 16 times holds more than a feed's cap: the first 1000 by start.
        if (volume && !school) {
          expect(listed.length).toBeGreaterThan(1000);
          expect(readFeed(feed.text).events).toHaveLength(1000);
        }
        expect(toYmd(now, LONDON)).not.toBeNull();
      });
    });
  });
});
