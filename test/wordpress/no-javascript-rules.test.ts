import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jsonp } from '../../demo/media-service/service.mjs';
import { aspnetBody } from '../../demo/media-service/wire.mjs';
import { launch } from '../e2e/support/browser';
import { adminPage, pageConfig, resetSettings, wpUrl } from './support/wordpress';

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
    event(11, 'Ended ten days ago', noon - 10 * DAY, noon - 10 * DAY + 2 * HOUR),
    event(12, 'Ended three days ago', noon - 3 * DAY, noon - 3 * DAY + 2 * HOUR),
    event(13, 'Book week', noon - 2 * DAY, noon + DAY),
    event(14, 'Choir concert', noon + 2 * DAY, noon + 2 * DAY + 2 * HOUR),
  ];
}

type Wire = 'iso' | 'aspnet';

/**
 * The school's own media service, on the ISO wire (`ssw([...]);`) or the ASP.NET one (the
 * demo's writer: a JSON string inside JSONP, /Date(ms+0000)/, numbers and booleans as strings,
 * titles HTML-encoded); a list call answers the items of its FeedIds, GetMediaItemDescription
 * the item asked for (a JSON string, as the spec's service writes it).
 */
async function schoolService(wire: Wire, items: { Id: number; FeedId: number }[]) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://service.test');
    const call = url.pathname.split('/').pop() ?? '';
    const feeds = (url.searchParams.get('FeedIds') ?? '').split(',').map(Number);
    const asked = (name: string) => Number(url.searchParams.get(name));
    const answer =
      call === 'GetMediaItemDescription'
        ? JSON.stringify(
            items.find((item) => item.Id === asked('ItemId') && item.FeedId === asked('FeedId')),
          )
        : items.filter((item) => feeds.includes(item.FeedId));
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

/**
 * Settings -> School site widgets: the media service URL, saved by the admin; and the image
 * service's, when given ('' for none).
 */
async function setMediaServiceUrl(url: string, imageService?: string) {
  const { context, page } = await adminPage(browser);
  await page.goto(wpUrl('/wp-admin/options-general.php?page=school-site-widgets'));
  await page.getByLabel('Media service URL', { exact: true }).fill(url);
  if (imageService !== undefined) {
    await page.getByLabel('Image service URL', { exact: true }).fill(imageService);
  }
  await Promise.all([page.waitForURL(/settings-updated=true/), page.click('#submit')]);
  await context.close();
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
  'JavaScript off, a school service on the %s wire',
  (wire) => {
    it('the media hub shows titles cleaned as the widget does, angle brackets as written', async () => {
      const now = Date.now();
      await setMediaServiceUrl(await schoolService(wire, schoolItems(now, await siteFeeds())));
      const page = await visitWithoutScripts('/media/');
      const titles = await titlesOf(page, 'media-hub');
      expect(titles).toEqual(
        expect.arrayContaining([
          'Robotics final tonight',
          'Well done to our #champions and @coach',
          'Fish & Chips <Friday> night',
          '<b><i></i></b>',
        ]),
      );
      expect(titles).not.toContain('Untitled');
      await page.context().close();
    });

    it('the media hub dates every story card, and links a //host URL as the widget does', async () => {
      const now = Date.now();
      await setMediaServiceUrl(await schoolService(wire, schoolItems(now, await siteFeeds())));
      const page = await visitWithoutScripts('/media/');
      const stories = page.locator('[data-widget="media-hub"] .wgt-story');
      expect(await stories.count()).toBe(5);
      const dated = stories.locator('.wgt-card__meta time');
      expect(await dated.count()).toBe(5);
      // The newest story, an hour old: its <time> holds the instant, in ISO.
      expect(await dated.first().getAttribute('datetime')).toBe(iso(now - HOUR));
      const trip = stories.filter({ hasText: 'Photos from the trip' }).locator('a.wgt-card__link');
      expect(await trip.getAttribute('href')).toBe('//cdn.school.test/trip');
      expect(await trip.getAttribute('target')).toBe('_blank');
      await page.context().close();
    });

    // Issue 46: once they linked to the item's page on the media service.
    it("a card links to the site's share URL, whose page shows that item, with or without JavaScript", async () => {
      const feeds = await siteFeeds();
      await setMediaServiceUrl(await schoolService(wire, schoolItems(Date.now(), feeds)));
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
      await setMediaServiceUrl(await schoolService(wire, schoolItems(now, await siteFeeds())), '');
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

    it('the calendar lists an event on each day it runs, and never one that has ended', async () => {
      const now = Date.now();
      await setMediaServiceUrl(await schoolService(wire, schoolItems(now, await siteFeeds())));
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
      });
      await page.context().close();
    });
  },
);
