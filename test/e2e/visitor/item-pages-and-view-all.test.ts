// The demo CMS serves a page for every item address it links to, and the media pages show the
// feed groups with their "View all ..." links.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ExtendedMediaItem } from '../../../src/media/types';
import {
  baseUrl,
  expectNoAxeViolations,
  launch,
  type OpenPage,
  openPage,
  widgetMounted,
} from '../support/browser';
import { serviceAnswer } from '../support/service-items';

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

/**
 * Every item of every feed, with all fields: the default answer (coming events and the rest)
 * and the timeline's (everything up to now, past events included).
 */
async function allItems() {
  const list = async (more: Record<string, string>) =>
    (await serviceAnswer('GetMediaItems', {
      take: '1000',
      IsExtended: 'true',
      ...more,
    })) as ExtendedMediaItem[];
  const items = await list({});
  const known = new Set(items.map((item) => item.Id));
  return [...items, ...(await list({ IsTimeline: 'true' })).filter((item) => !known.has(item.Id))];
}

/** A site-relative address ("/news/…", not "//host" or "https://…"). */
const siteRelative = (address: string) => /^\/(?!\/)/.test(address.trim());

/** The pages the items link to on the demo's own origin (their URL or Link), one item each. */
async function itemPages() {
  const pages = new Map<string, ExtendedMediaItem>();
  for (const item of await allItems()) {
    for (const address of [item.URL, item.Link]) {
      if (siteRelative(address) && !pages.has(address)) pages.set(address, item);
    }
  }
  return pages;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? '',
  );

describe('given the items of the seed that link to pages of the site', () => {
  it('every such page answers 200 with the item’s title as its heading', async () => {
    const pages = await itemPages();
    // News, events and the schools' own videos link here.
    const kinds = new Set([...pages.keys()].map((address) => address.split('/')[1]));
    expect([...kinds].sort()).toEqual(['events', 'news', 'videos']);
    expect(pages.size).toBeGreaterThan(150);

    const failures: string[] = [];
    for (const [address, item] of pages) {
      const response = await fetch(new URL(address, baseUrl()));
      const body = await response.text();
      if (response.status !== 200) failures.push(`${address}: ${response.status}`);
      else if (!body.includes(`<h1>${escapeHtml(item.Title)}</h1>`)) {
        failures.push(`${address}: no heading "${item.Title}"`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('an event’s page has the site chrome, its date, image and text; widgets mount; axe is clean', async () => {
    const pages = await itemPages();
    const [address, event] =
      [...pages].find(
        ([path, item]) =>
          path.startsWith('/events/') && item.Image && item.Location && !item.IsAllDay,
      ) ?? [];
    if (!address || !event) throw new Error('the seed has a timed event with an image and venue');

    open = await openPage(browser, address);
    const { page } = open;
    expect(await page.title()).toContain(event.Title);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: event.Title }).isVisible())
      .toBe(true);
    const article = page.getByRole('article');
    expect(await article.locator('time').getAttribute('datetime')).toBe(event.Date);
    expect(await article.textContent()).toContain(event.Location);
    // The description as text: its markup is not passed on.
    const text = ((await article.textContent()) ?? '').replace(/\s+/g, ' ');
    expect(text).toContain(`${event.Title} at ${event.Location}.`);
    expect(await article.locator('strong').count()).toBe(0);
    const image = article.locator('img');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(960);
    // The normal layout: header, menu and footer, the widgets mounted on them.
    await widgetMounted(page, 'header');
    expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(1);
    expect(await page.getByRole('contentinfo').count()).toBe(1);
    expect(open.errors).toEqual([]);
    await expectNoAxeViolations(page);
  });
});

/** Tabs from the top of the page until `name`'s link has focus; fails after `limit` tabs. */
async function tabTo(page: Page, name: RegExp, limit = 80) {
  for (let tab = 0; tab < limit; tab++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() =>
      document.activeElement instanceof HTMLAnchorElement
        ? document.activeElement.textContent
        : null,
    );
    if (focused && name.test(focused.replace(/\s+/g, ' '))) return;
  }
  throw new Error(`no link ${name} within ${limit} tabs`);
}

const VIEWPORTS = [
  { label: '1280 px', viewport: { width: 1280, height: 800 } },
  { label: '375 px', viewport: { width: 375, height: 667 } },
];

describe.each(VIEWPORTS)('given the media hub at $label', ({ viewport }) => {
  it('a keyboard user reaches the groups, follows "View all photos" and lands on the photos', async () => {
    open = await openPage(browser, '/media', { viewport });
    const { page } = open;
    const groups = page.getByRole('navigation', { name: 'Media groups' });
    await groups.waitFor({ timeout: 10_000 });
    // A link per group, labelled "View all ...", to its page (events: the calendar).
    expect(await groups.getByRole('link', { name: /View all news/ }).getAttribute('href')).toBe(
      '/media/filter/news',
    );
    expect(await groups.getByRole('link', { name: /View all events/ }).getAttribute('href')).toBe(
      '/calendar',
    );
    expect(await groups.getByRole('link').count()).toBe(12);
    expect(await groups.getByRole('link', { name: /All media/ }).getAttribute('aria-current')).toBe(
      'page',
    );
    // It stays when the widget has mounted.
    await widgetMounted(page, 'media-hub');
    expect(await groups.isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    await page.locator('body').focus();
    await tabTo(page, /View all photos/);
    const link = groups.getByRole('link', { name: /View all photos/ });
    expect(await link.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await link.isVisible()).toBe(true);
    await Promise.all([page.waitForURL('**/media/filter/photos'), page.keyboard.press('Enter')]);

    await page.getByRole('heading', { level: 1, name: 'Photos' }).waitFor();
    const here = page.getByRole('navigation', { name: 'Media groups' });
    expect(
      await here.getByRole('link', { name: /View all photos/ }).getAttribute('aria-current'),
    ).toBe('page');
    expect(await here.locator('[aria-current]').count()).toBe(1);
    // The way back to every group.
    expect(await here.getByRole('link', { name: /All media/ }).getAttribute('href')).toBe('/media');
    // The photos group's cards, drawn by the widget.
    await widgetMounted(page, 'media-hub');
    const cards = page.locator('[data-widget-root] .wgt-card.wgt-group--photos');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await page.locator('[data-widget-root] .wgt-card:not(.wgt-group--photos)').count()).toBe(
      0,
    );
    expect(await here.isVisible()).toBe(true);
    await expectNoAxeViolations(page);
  });
});
