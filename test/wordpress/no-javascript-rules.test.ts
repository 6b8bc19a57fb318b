import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jsonp } from '../../demo/media-service/service.mjs';
import { aspnetBody } from '../../demo/media-service/wire.mjs';
import { launch, widgetMounted } from '../e2e/support/browser';
import {
  pageConfig,
  resetSettings,
  setMediaServiceUrl,
  setSiteLocale,
  wpUrl,
} from './support/wordpress';

// Issue 46: with JavaScript off, the plugin's pages apply the spec's rules as the widgets do
// (includes/rules/, held to the widgets' TypeScript by test/vectors): titles cleaned and shown
// as written, ISO and ASP.NET dates, events listed on the days they run and never after they
// ended, the bundle's URL rule; cards linking to the site's share URLs, whose pages show the item,
// and images by the widget's rule. A school's own media service stands in, on either wire.

let browser: Browser;
const servers: Server[] = [];
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());
afterEach(async () => {
  await resetSettings();
  await setSiteLocale('');
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

/** The London day of an instant, as the calendar's <time datetime> writes it. */
const londonDay = (ms: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(ms));

/** An instant as the service's London wall-time strings write it: 'dd/MM/yyyy HH:mm'. */
const wallTime = (ms: number) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    dateStyle: 'short',
    timeStyle: 'short',
  })
    .format(new Date(ms))
    .replace(',', '');

/** The school's items: titles as a school writes them, events around now. */
function schoolItems(now: number, feeds: { news: number; events: number }) {
  const story = (Id: number, Title: string, URL = `/news/${Id}`, ItemType = 'TiarcNews') => ({
    Id,
    FeedId: feeds.news,
    ItemType,
    Title,
    Image: Id === 1 ? '/images/robotics.jpg' : '',
    URL,
    Date: iso(now - Id * HOUR),
    Description: Id === 1 ? '<p>The <b>final</b> is tonight &amp; tomorrow.</p>' : '',
  });
  const event = (Id: number, Title: string, start: number, end: number) => ({
    Id,
    FeedId: feeds.events,
    ItemType: 'TiarcCalendar',
    Title,
    Image: '',
    URL: `/events/${Id}`,
    Link: '',
    Date: iso(start),
    EndDate: iso(end),
    IsAllDay: false,
  });
  // Whole days from London's noon today: clear of midnight in any season.
  const noon = Date.parse(`${londonDay(now)}T12:00:00Z`);
  return [
    story(1, 'Robotics final??? tonight'),
    story(2, 'Well done to our # champions and @ coach'),
    story(3, 'Fish & Chips <Friday> night'),
    story(4, '<b><i></i></b>'),
    // A blog post (no pop-up, a new tab) keeps its own URL.
    story(5, 'Photos from the trip', '//cdn.school.test/trip', 'Tumblr'),
    // What WordPress's text filters would change (dash, quotes, ellipsis, smiley, 2x3, its name).
    story(6, `Sports day - "results" it's here... :) 2x3 Wordpress`),
    // Nothing left once cleaned: the widget's heading is empty, its link named by the group.
    story(7, '??'),
    event(11, 'Ended ten days ago', noon - 10 * DAY, noon - 10 * DAY + 2 * HOUR),
    event(12, 'Ended three days ago', noon - 3 * DAY, noon - 3 * DAY + 2 * HOUR),
    event(13, 'Book week', noon - 2 * DAY, noon + DAY),
    event(14, 'Choir concert', noon + 2 * DAY, noon + 2 * DAY + 2 * HOUR),
    // A service that sends no usable Date, only its London wall time (.NET's en-GB order).
    {
      ...event(15, 'Sports day', noon + 3 * DAY, noon + 3 * DAY + HOUR),
      Date: '',
      EndDate: 'soon',
      StartDateString: wallTime(noon + 3 * DAY),
      EndDateString: wallTime(noon + 3 * DAY + HOUR),
    },
  ];
}

/** The school's items, dated when the service is first asked, and the same on every later call. */
function datedAtFirstCall(feeds: { news: number; events: number }) {
  let items: ReturnType<typeof schoolItems> | undefined;
  return () => {
    items ??= schoolItems(Date.now(), feeds);
    return items;
  };
}

type Wire = 'iso' | 'aspnet';

/**
 * The school's own media service, on the ISO wire (`ssw([...]);`) or the ASP.NET one (the
 * demo's writer: a JSON string inside JSONP, /Date(ms+0000)/, numbers and booleans as strings,
 * titles HTML-encoded); a list call answers the items of its FeedIds (made as it is asked, when
 * `items` is a function), GetMediaItemDescription the item asked for (a JSON string, as the
 * spec's service writes it).
 */
async function schoolService(
  wire: Wire,
  items: { Id: number; FeedId: number }[] | (() => { Id: number; FeedId: number }[]),
) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://service.test');
    const call = url.pathname.split('/').pop() ?? '';
    const feeds = (url.searchParams.get('FeedIds') ?? '').split(',').map(Number);
    const asked = (name: string) => Number(url.searchParams.get(name));
    const list = typeof items === 'function' ? items() : items;
    const answer =
      call === 'GetMediaItemDescription'
        ? JSON.stringify(
            list.find((item) => item.Id === asked('ItemId') && item.FeedId === asked('FeedId')),
          )
        : list.filter((item) => feeds.includes(item.FeedId));
    const callback = url.searchParams.get('callback') ?? 'ssw';
    res.setHeader('Content-Type', 'application/javascript');
    res.end(wire === 'aspnet' ? aspnetBody(callback, call, answer) : jsonp(callback, answer));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://localhost:${(server.address() as AddressInfo).port}/media-service/`;
}

/** The seeded site's first news and events feeds. */
async function siteFeeds() {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(wpUrl('/media/'));
  const groups = (await pageConfig(page)).feedGroups as Record<string, number[]>;
  await context.close();
  return { news: groups.news?.[0] ?? 0, events: groups.events?.[0] ?? 0 };
}

/** A visitor whose browser runs no JavaScript. */
async function visitWithoutScripts(path: string): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(wpUrl(path));
  return page;
}

const titlesOf = (page: Page, widget: string) =>
  page.locator(`[data-widget="${widget}"] .wgt-card__title`).allTextContents();

describe.each<Wire>(['iso', 'aspnet'])(
  'a school service on the %s wire, JavaScript off unless said',
  (wire) => {
    it('the media hub shows titles cleaned as the widget does, angle brackets as written', async () => {
      const now = Date.now();
      await setMediaServiceUrl(
        browser,
        await schoolService(wire, schoolItems(now, await siteFeeds())),
      );
      const page = await visitWithoutScripts('/media/');
      const titles = await titlesOf(page, 'media-hub');
      expect(titles).toEqual(
        expect.arrayContaining([
          'Robotics final tonight',
          'Well done to our #champions and @coach',
          'Fish & Chips <Friday> night',
          '<b><i></i></b>',
          `Sports day - "results" it's here... :) 2x3 Wordpress`,
        ]),
      );
      expect(titles).not.toContain('Untitled');
      const untitled = page
        .locator('[data-widget="media-hub"] .wgt-story')
        .filter({ has: page.locator('.wgt-card__title:empty') });
      expect(await untitled.count()).toBe(1);
      expect(await untitled.locator('a.wgt-card__link').getAttribute('aria-label')).toBe(
        'Read more',
      );
      // Its #hashtag and @mention link to their search on the media page, as the widget's do.
      const tags = page.locator('[data-widget="media-hub"] .wgt-card__title a.wgt-card__tag');
      expect(
        await tags.evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
      ).toEqual(['/media?SearchExpression=%23champions', '/media?SearchExpression=%40coach']);
      await page.context().close();
    });

    it('the media hub dates every story card, and links a //host URL as the widget does', async () => {
      const now = Date.now();
      await setMediaServiceUrl(
        browser,
        await schoolService(wire, schoolItems(now, await siteFeeds())),
      );
      const page = await visitWithoutScripts('/media/');
      const stories = page.locator('[data-widget="media-hub"] .wgt-story');
      expect(await stories.count()).toBe(7);
      const dated = stories.locator('.wgt-card__meta time');
      expect(await dated.count()).toBe(7);
      // The newest story, an hour old: its <time> holds the instant as the widget writes it.
      expect(await dated.first().getAttribute('datetime')).toBe(new Date(now - HOUR).toISOString());
      const trip = stories.filter({ hasText: 'Photos from the trip' }).locator('a.wgt-card__link');
      expect(await trip.getAttribute('href')).toBe('//cdn.school.test/trip');
      expect(await trip.getAttribute('target')).toBe('_blank');
      await page.context().close();
    });

    // Issue 46: once they linked to the item's page on the media service.
    it("a card links to the site's share URL, whose page shows that item, with or without JavaScript", async () => {
      const feeds = await siteFeeds();
      await setMediaServiceUrl(browser, await schoolService(wire, schoolItems(Date.now(), feeds)));
      const page = await visitWithoutScripts('/media/');
      const link = page
        .locator('[data-widget="media-hub"] .wgt-story')
        .filter({ hasText: 'Robotics final tonight' })
        .locator('a.wgt-card__link');
      const shared = `/media/newsfeed/${feeds.news}/1`;
      expect(await link.getAttribute('href')).toBe(shared);
      expect(await link.getAttribute('target')).toBeNull();
      await link.click();
      await page.waitForURL(wpUrl(shared));
      const article = page.locator('.wgt-popups__shared');
      expect(await article.locator('h1').textContent()).toBe('Robotics final tonight');
      expect(await article.textContent()).toContain('The final is tonight & tomorrow.');
      // A copied link opened with JavaScript: the same item, in its pop-up.
      const context = await browser.newContext();
      const withScripts = await context.newPage();
      await withScripts.goto(wpUrl(shared));
      await withScripts.getByRole('dialog', { name: 'Robotics final tonight' }).waitFor();
      await context.close();
      // The calendar's event cards link to their share URLs too.
      await page.goto(wpUrl('/calendar/'));
      const week = page
        .locator('[data-widget="calendar"] .wgt-event')
        .filter({ hasText: 'Book week' });
      expect(await week.locator('a.wgt-card__link').first().getAttribute('href')).toBe(
        `/media/eventsfeed/${feeds.events}/13`,
      );
      await page.context().close();
    });

    it("without an image service a card shows the item's image, as the widget does", async () => {
      const now = Date.now();
      await setMediaServiceUrl(
        browser,
        await schoolService(wire, schoolItems(now, await siteFeeds())),
        '',
      );
      const page = await visitWithoutScripts('/media/');
      const image = (title: string) =>
        page
          .locator('[data-widget="media-hub"] .wgt-story')
          .filter({ hasText: title })
          .locator('img.wgt-card__image');
      expect(await image('Robotics final tonight').getAttribute('src')).toBe(
        '/images/robotics.jpg',
      );
      // Unresized: nothing to choose from.
      expect(await image('Robotics final tonight').getAttribute('srcset')).toBeNull();
      await page.context().close();
    });

    it("a story card says how old it is as the widget's does, in English and in French", async () => {
      const feeds = await siteFeeds();
      // Dated as the service is first asked: the server reads it as it renders the page, so a
      // story dated two hours before the read is two hours old, to the minute, on the page.
      const storyAge = async (locale: string) => {
        await setMediaServiceUrl(browser, await schoolService(wire, datedAtFirstCall(feeds)));
        // After the settings' save: the admin's screens speak the site's language.
        await setSiteLocale(locale);
        const page = await visitWithoutScripts('/media/');
        const date = page
          .locator('[data-widget="media-hub"] .wgt-story')
          .filter({ hasText: 'Well done to our' })
          .locator('.wgt-card__meta time');
        const text = await date.textContent();
        await page.context().close();
        await setSiteLocale('');
        return text;
      };
      expect(await storyAge('')).toBe('2hrs and 0m ago');
      expect(await storyAge('fr_FR')).toBe('il y a 2 h 0 min');
    });

    it("with JavaScript on, the widget's cards show the dates the server's showed: no flip", async () => {
      const feeds = await siteFeeds();
      // Dated as the service is first asked, as above: the widget mounts seconds after the read.
      await setMediaServiceUrl(browser, await schoolService(wire, datedAtFirstCall(feeds)));
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(wpUrl('/media/'));
      await widgetMounted(page, 'media-hub');
      await page.waitForSelector('[data-widget-root] .wgt-card:not(.wgt-card--skeleton)');
      /** Each card's title => its date texts, in the server's markup or in the widget's root. */
      const datesOf = (widget: boolean) =>
        page.$$eval(
          '[data-widget="media-hub"] .wgt-card',
          (cards, inWidget) =>
            cards
              .filter((card) => !!card.closest('[data-widget-root]') === inWidget)
              .map((card) => [
                card.querySelector('.wgt-card__title')?.textContent ?? '',
                [...card.querySelectorAll('time, .wgt-event__time')].map(
                  (node) => `${node.textContent} ${node.getAttribute('datetime') ?? ''}`,
                ),
              ]),
          widget,
        );
      const server = Object.fromEntries(await datesOf(false));
      const widget = Object.fromEntries(await datesOf(true));
      expect(Object.keys(server)).toEqual(
        expect.arrayContaining(['Robotics final tonight', 'Book week']),
      );
      for (const title of Object.keys(server)) expect(widget[title], title).toEqual(server[title]);
      // An hour old: the elapsed time, which the server's cards used not to show.
      expect(server['Robotics final tonight']?.[0]).toMatch(/^1hrs and 0m ago /);
      await context.close();
    });

    it('the calendar lists an event on each day it runs, and never one that has ended', async () => {
      const now = Date.now();
      await setMediaServiceUrl(
        browser,
        await schoolService(wire, schoolItems(now, await siteFeeds())),
      );
      const page = await visitWithoutScripts('/calendar/');
      const days = page.locator('[data-widget="calendar"] .wgt-calendar__day');
      const listed: Record<string, string[]> = {};
      for (const day of await days.all()) {
        const date = (await day.locator('h2 time').getAttribute('datetime')) ?? '';
        listed[date] = await day.locator('.wgt-card__title').allTextContents();
      }
      const noon = Date.parse(`${londonDay(now)}T12:00:00Z`);
      expect(listed).toEqual({
        [londonDay(noon)]: ['Book week'],
        [londonDay(noon + DAY)]: ['Book week'],
        [londonDay(noon + 2 * DAY)]: ['Choir concert'],
        [londonDay(noon + 3 * DAY)]: ['Sports day'],
      });
      // Its time as the widget's card writes it: London's wall clock, start - end.
      const clock = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/London',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
      const choir = page.locator('.wgt-event').filter({ hasText: 'Choir concert' });
      expect(await choir.locator('.wgt-event__time').textContent()).toBe(
        `${clock.format(noon + 2 * DAY)} - ${clock.format(noon + 2 * DAY + 2 * HOUR)}`,
      );
      expect(await choir.locator('.wgt-event__date time').getAttribute('datetime')).toBe(
        new Date(noon + 2 * DAY).toISOString(),
      );
      await page.context().close();
    });
  },
);
