// The calendar's subscription feeds on WordPress (issue 50): GET
// /wp-json/school-site-widgets/v1/calendar.ics (includes/calendar-feed.php), read through the
// site's cache of the media service, as a calendar app subscribed to it reads it (Mozilla's
// ical.js, test/support/ical-reader.ts): the demo's service on the ISO and ASP.NET wires, at
// its volume and at 16 times it; an edited event; hostile text; 304 for an app that has it; the
// feed in French and Arabic (`?lang=`, which a French or Arabic page's link names).
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { feedIdsByGroup } from '../../demo/data/seed.mjs';
import { formatZoned } from '../../src/format/instant';
import type { ExtendedMediaItem } from '../../src/media/types';
import { launch, widgetMounted } from '../e2e/support/browser';
import { badLines, placed, readFeed } from '../support/ical-reader';
import { readEvents } from '../support/read-events';
import { ageAnswers, closeMediaServices, mediaService } from './support/media-service';
import { resetSettings, setMediaServiceUrl, setSiteLocale, wpUrl } from './support/wordpress';

const FEED = '/wp-json/school-site-widgets/v1/calendar.ics';
const LONDON = 'Europe/London';
const HOST = new URL(wpUrl('/')).hostname;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await setSiteLocale('');
  await resetSettings();
  await browser.close();
});

type SiteConfig = {
  feedGroups: Record<string, number[]>;
  schools: { slug: string; name: string; feedIds: number[] }[];
};

/** The calendar page's config (its feeds and schools), as the widget reads it. */
async function siteConfig(): Promise<SiteConfig> {
  const page = await (await fetch(wpUrl('/calendar/'))).text();
  const json =
    /<script type="application\/json" data-widgets-config[^>]*>([\s\S]*?)<\/script>/.exec(
      page,
    )?.[1];
  return JSON.parse(json ?? 'null') as SiteConfig;
}

/** The events the calendar asks the service for (a school's and the group's), read as it reads them. */
async function serviceEvents(service: string, config: SiteConfig, school: string) {
  const mine = config.schools.find((entry) => entry.slug === school);
  const owned = new Set(config.schools.flatMap((entry) => entry.feedIds));
  const feeds = (config.feedGroups.events ?? []).filter(
    (id) => !mine || mine.feedIds.includes(id) || !owned.has(id),
  );
  const url = new URL('GetMediaItems', service);
  url.search = new URLSearchParams({
    FeedIds: feeds.join(','),
    skip: '0',
    take: '1000',
    IsExtended: 'true',
    callback: 'cb',
  }).toString();
  const body = await (await fetch(url)).text();
  const answer = JSON.parse(body.slice(body.indexOf('(') + 1, body.lastIndexOf(')')));
  return readEvents(answer);
}

async function subscribe(query = '', headers: Record<string, string> = {}) {
  const started = performance.now();
  const response = await fetch(wpUrl(`${FEED}${query}`), { headers });
  const text = await response.text();
  return { response, text, ms: performance.now() - started, bytes: Buffer.byteLength(text) };
}

const own = process.env.TZ;
afterAll(() => {
  if (own === undefined) delete process.env.TZ;
  else process.env.TZ = own;
});

const figures: string[] = [];
afterAll(() => console.info(`WordPress calendar feeds:\n${figures.join('\n')}`));

describe.each([
  ['ISO wire', '/media-service/'],
  ['ASP.NET wire', '/media-service/aspnet/'],
  ['ISO wire, 16 times the data', '/media-service/volume/16/'],
  ['ASP.NET wire, 16 times the data', '/media-service/volume/16/aspnet/'],
])('given the %s', (name, path) => {
  const service = () => new URL(path, inject('wpDemoUrl')).href;
  beforeAll(async () => {
    // The stand-in builds a volume's answers on its first question, which on a busy machine may
    // outlast the site's 2 s read (a 502 kept for 45 s): asked here first, as a warm service.
    const warm = new URL('GetMediaItems', service());
    warm.search = `FeedIds=${feedIdsByGroup.events.join(',')}&skip=0&take=1000&IsExtended=true&callback=cb`;
    await (await fetch(warm)).text();
    await setMediaServiceUrl(browser, service());
  });

  it.each(['', 'london', 'dubai', 'geneva'])(
    'a parent subscribed to "%s" sees its coming events once, at the widget’s times, in three zones',
    async (school) => {
      const config = await siteConfig();
      // The first read fills the site's caches (the service's answer, then the feed).
      const first = await subscribe(school ? `?school=${school}` : '');
      const feed = await subscribe(school ? `?school=${school}` : '');
      figures.push(
        `  ${name} ${school || 'all'}: ${feed.bytes} bytes, first ${Math.round(first.ms)} ms (service read and feed written), then ${Math.round(feed.ms)} ms`,
      );
      expect(feed.text).toBe(first.text);
      expect(feed.response.status).toBe(200);
      expect(feed.response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      expect(badLines(feed.text)).toEqual([]);
      const listed = await serviceEvents(service(), config, school);
      const uidOf = (item: ExtendedMediaItem) => `event-${item.FeedId}-${item.Id}@${HOST}`;
      for (const zone of [LONDON, 'America/New_York', 'Asia/Dubai']) {
        process.env.TZ = zone;
        const app = readFeed(feed.text);
        const uids = app.events.map((event) => event.uid);
        expect(new Set(uids).size).toBe(uids.length);
        expect([...uids].sort()).toEqual(listed.map(uidOf).sort());
        const byUid = new Map(app.events.map((event) => [event.uid, event]));
        for (const item of listed) {
          const event = byUid.get(uidOf(item));
          expect({ start: event?.start, end: event?.end }, uidOf(item)).toEqual(placed(item));
          if (event && !event.start.allDay) {
            expect(formatZoned(new Date(event.start.instant), 'yyyy-MM-dd HH:mm', zone)).toBe(
              formatZoned(item.Date, 'yyyy-MM-dd HH:mm', zone),
            );
          }
        }
      }
    },
  );
});

describe('given the calendar page without JavaScript', () => {
  beforeAll(() =>
    setMediaServiceUrl(browser, new URL('/media-service/', inject('wpDemoUrl')).href),
  );

  it('a parent finds a plain link to the feed of the school shown, and it answers', async () => {
    const page = await (await fetch(wpUrl('/calendar/?school=london'))).text();
    const href =
      /<a class="wgt-button" data-calendar-feed href="([^"]+)">Subscribe to this calendar<\/a>/
        .exec(page)?.[1]
        ?.replace(/&#038;|&amp;/g, '&');
    expect(href && new URL(href).searchParams.get('school')).toBe('london');
    // English, the plugin's own: the feed in the site's language without naming one.
    expect(href && new URL(href).searchParams.has('lang')).toBe(false);
    const response = await fetch(href ?? '');
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(readFeed(await response.text()).events.length).toBeGreaterThan(0);
  });
});

describe('given the calendar page with JavaScript', () => {
  it('the Subscribe menu offers each app the site’s feed of the school shown', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(wpUrl('/calendar/?school=geneva'));
    await widgetMounted(page, 'calendar');
    const button = page.locator('[data-widget-root]').getByRole('button', { name: 'Subscribe' });
    await button.click();
    const apple = page.getByRole('menuitem', { name: 'Apple Calendar', exact: true });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Apple Calendar');
    const webcal = new URL((await apple.getAttribute('href')) ?? '');
    expect(webcal.protocol).toBe('webcal:');
    expect(webcal.searchParams.get('school')).toBe('geneva');
    const feed = webcal.href.replace(/^webcal:/, new URL(wpUrl('/')).protocol);
    const response = await fetch(feed);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });
});

/** The day three days from now, YYYY-MM-DD (UTC): a coming event's. */
const inThreeDays = () => new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);

describe('given a service the test writes', () => {
  afterEach(async () => {
    await closeMediaServices();
  });

  const event = (over: Record<string, unknown>) => ({
    Id: 7,
    FeedId: 4,
    ItemType: 'TiarcCalendar',
    Title: 'Parents evening',
    Description: '<p>Year 7</p>',
    Date: `${inThreeDays()}T17:00:00Z`,
    EndDate: `${inThreeDays()}T19:00:00Z`,
    IsAllDay: false,
    LastUpdateDate: '2026-11-01T09:00:00Z',
    ...over,
  });

  it('an edited event keeps its UID with a higher SEQUENCE, and the app updates it in place', async () => {
    let answer = [event({})];
    await mediaService(browser, () => answer);
    const before = readFeed((await subscribe()).text).events;
    answer = [event({ Title: 'Parents evening (moved)', LastUpdateDate: '2026-11-20T16:00:00Z' })];
    await ageAnswers();
    const after = readFeed((await subscribe()).text).events;
    expect(before).toHaveLength(1);
    expect(after).toHaveLength(1);
    expect(after[0]?.uid).toBe(before[0]?.uid);
    expect(after[0]?.summary).toBe('Parents evening (moved)');
    expect(after[0]?.sequence).toBeGreaterThan(before[0]?.sequence ?? Number.POSITIVE_INFINITY);
  });

  it('a hostile title and description stay text in the one event they belong to', async () => {
    const title = 'Fête; <img src=x onerror=alert(1)>, \\ "BEGIN:VEVENT"';
    await mediaService(browser, () => [
      event({
        Title: title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'),
        Description:
          '<p>Bring pens</p><script>alert(1)</script>\r\nEND:VEVENT\r\nBEGIN:VEVENT<img src=x onerror=alert(2)>',
      }),
    ]);
    const feed = await subscribe();
    const events = readFeed(feed.text).events;
    expect(events).toHaveLength(1);
    expect(events[0]?.summary).toBe(title);
    expect(events[0]?.description).toBe('Bring pens\nEND:VEVENT\nBEGIN:VEVENT');
    expect(badLines(feed.text)).toEqual([]);
  });

  it.each([
    ['fr', 'Événements', 'Toutes les écoles', 'Événement'],
    ['ar', 'الفعاليات', 'كل المدارس', 'فعالية'],
  ])(
    'a parent subscribed to the feed in "%s" reads its words, and the same events',
    async (lang, events, all, untitled) => {
      await mediaService(browser, () => [
        event({}),
        event({
          Id: 8,
          Title: '',
          Date: `${inThreeDays()}T00:00:00Z`,
          EndDate: '',
          IsAllDay: true,
        }),
      ]);
      const english = readFeed((await subscribe('?lang=en')).text);
      const asked = await subscribe(`?lang=${lang}`);
      expect(asked.response.status).toBe(200);
      expect(asked.response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      expect(badLines(asked.text)).toEqual([]);
      const feed = readFeed(asked.text);
      // The site's name, then Events and All schools in the feed's language.
      expect(english.name).toMatch(/ · Events · All schools$/);
      expect(feed.name).toBe(english.name.replace(/Events · All schools$/, `${events} · ${all}`));
      const byUid = (app: typeof feed) =>
        app.events.map(({ uid, start, end, summary }) => ({ uid, start, end, summary }));
      expect(byUid(feed)).toEqual(
        byUid(english).map((entry) => ({
          ...entry,
          summary: entry.summary === 'Event' ? untitled : entry.summary,
        })),
      );
      expect(feed.events.map((entry) => entry.summary)).toEqual([untitled, 'Parents evening']);
      // Without `lang`, the site's language (English here), as before.
      expect(readFeed((await subscribe()).text).name).toBe(english.name);
    },
  );

  it('a French page links the French feed, an Arabic page the Arabic one', async () => {
    await mediaService(browser, () => [event({})]);
    try {
      for (const [locale, lang, events] of [
        ['fr_FR', 'fr', 'Événements'],
        ['ar', 'ar', 'الفعاليات'],
      ] as const) {
        await setSiteLocale(locale);
        const page = await (await fetch(wpUrl('/calendar/?school=london'))).text();
        const href = /<a class="wgt-button" data-calendar-feed href="([^"]+)">/
          .exec(page)?.[1]
          ?.replace(/&#038;|&amp;/g, '&');
        const url = new URL(href ?? '', wpUrl('/'));
        expect(url.searchParams.get('lang')).toBe(lang);
        expect(url.searchParams.get('school')).toBe('london');
        const feed = readFeed(await (await fetch(url)).text());
        expect(feed.name).toContain(`${events} · `);
        expect(feed.events).toHaveLength(1);
      }
    } finally {
      await setSiteLocale('');
    }
  });

  it('an app that has the feed gets 304; a school the site does not have is refused', async () => {
    await mediaService(browser, () => [event({})]);
    const first = await subscribe();
    const etag = first.response.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(first.response.headers.get('last-modified')).toMatch(/GMT$/);
    const again = await subscribe('', { 'If-None-Match': etag });
    expect(again.response.status).toBe(304);
    expect(again.text).toBe('');
    expect((await subscribe('?school=nowhere')).response.status).toBe(400);
    expect((await subscribe('?category=x')).response.status).toBe(400);
    for (const lang of ['de', 'FR', 'fr_FR', '']) {
      expect((await subscribe(`?lang=${lang}`)).response.status, lang).toBe(400);
    }
  });
});
