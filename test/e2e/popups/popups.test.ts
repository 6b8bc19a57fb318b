// The media pop-ups through the pop-up host, in Chromium against the demo: each kind opened from
// a card and from its share URL, the back button, keyboard-only use, the map and booking of an
// event, the viewer through the host, the share button, third-party requests and axe.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { feedIdsByGroup } from '../../../demo/data/seed.mjs';
import { visibleThumbnails } from '../../../src/format/thumbnails';
import { cleanTitle } from '../../../src/format/title';
import type { ExtendedMediaItem } from '../../../src/media/types';
import {
  baseUrl,
  expectNoAxeViolations,
  launch,
  type OpenPage,
  openPage,
  widgetMounted,
} from '../support/browser';
import { serviceItems } from '../support/service-items';

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

const siteOrigin = () => new URL(baseUrl()).origin;

const dialog = (page: Page) => page.locator('dialog[open]');
const dialogTitle = (page: Page) =>
  page.evaluate(() => {
    const node = document.querySelector('dialog[open]');
    const id = node?.getAttribute('aria-labelledby');
    return id ? (document.getElementById(id)?.textContent ?? '') : '';
  });

/** The first card link of the mounted hub or calendar, once cards are there. */
async function firstCard(page: Page): Promise<Locator> {
  const link = page.locator('[data-widget-root] .wgt-card__link').first();
  await link.waitFor();
  await page.waitForSelector('[data-widget="popups"][data-widget-state="mounted"]', {
    state: 'attached',
  });
  return link;
}

/** Requests to anything but this site (the embed stand-ins run on 127.0.0.1, another origin). */
function offSiteRequests(context: BrowserContext) {
  const urls: string[] = [];
  context.on('request', (request) => {
    const url = request.url();
    if (
      !url.startsWith('data:') &&
      !url.startsWith('blob:') &&
      new URL(url).origin !== siteOrigin()
    ) {
      urls.push(url);
    }
  });
  return urls;
}

/** Presses Tab `count` times; true when focus never left the open dialog. */
async function tabStaysInDialog(page: Page, count: number) {
  for (let press = 0; press < count; press++) {
    await page.keyboard.press('Tab');
    const inside = await page.evaluate(() =>
      Boolean(document.activeElement?.closest('dialog[open]')),
    );
    if (!inside) return false;
  }
  return true;
}

describe('given a news card on the news page', () => {
  it('a click opens the news pop-up with the share URL, and back closes it', async () => {
    open = await openPage(browser, '/media/filter/news');
    const { page } = open;
    const card = await firstCard(page);
    const cardTitle = (await card.getAttribute('aria-labelledby')) ?? '';
    const expected = (await page.locator(`[id="${cardTitle}"]`).textContent())?.trim();
    await card.click();
    await dialog(page).locator('.wgt-news-popup').waitFor();
    expect(await dialogTitle(page)).toBe(expected);
    expect(new URL(page.url()).pathname).toMatch(/^\/media\/newsfeed\/\d+\/\d+$/);
    await page.goBack();
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/media/filter/news');
  });

  it('by keyboard only: Enter opens, Tab stays in the dialog, Escape closes and focus returns to the card', async () => {
    open = await openPage(browser, '/media/filter/news');
    const { page } = open;
    const card = await firstCard(page);
    await card.focus();
    await page.keyboard.press('Enter');
    await dialog(page).locator('.wgt-news-popup').waitFor();
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(
      true,
    );
    expect(await tabStaysInDialog(page, 12)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect(
      await page.evaluate(() => document.activeElement?.classList.contains('wgt-card__link')),
    ).toBe(true);
    // Closing went back over the pop-up's entry: the history is as before it opened.
    expect(new URL(page.url()).pathname).toBe('/media/filter/news');
    expect(await page.evaluate(() => history.state?.widgetsPopup ?? null)).toBeNull();
  });

  it('the page behind does not scroll while it is open, and axe finds no violation', async () => {
    open = await openPage(browser, '/media/filter/news');
    const { page } = open;
    await (await firstCard(page)).click();
    await dialog(page).locator('.wgt-news-popup').waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      'hidden',
    );
    await expectNoAxeViolations(page);
  });

  it('an image zooms, and Escape closes the zoom before the pop-up', async () => {
    open = await openPage(browser, '/media/filter/news');
    const { page } = open;
    await (await firstCard(page)).click();
    const enlarge = page.getByRole('button', { name: 'Enlarge the image' });
    if ((await enlarge.count()) === 0) return; // an item without an image: nothing to zoom
    await enlarge.click();
    await page.locator('.wgt-zoom.wgt-is-zoomed').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.wgt-zoom').count()).toBe(0);
    expect(await dialog(page).count()).toBe(1);
  });
});

describe('given a news share URL', () => {
  it('opens that item on load; closing leaves the address at the media hub', async () => {
    const [item] = (await serviceItems(feedIdsByGroup.news)).filter((entry) => entry.Image);
    if (!item) throw new Error('the seed has news with images');
    open = await openPage(browser, `/media/newsfeed/${item.FeedId}/${item.Id}`);
    const { page } = open;
    await dialog(page).locator('.wgt-news-popup').waitFor();
    expect(await dialogTitle(page)).toBe(cleanTitle(item.Title));
    await page.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/media');
  });

  it('without JavaScript the page shows the item title and a link back', async () => {
    const [item] = await serviceItems(feedIdsByGroup.news);
    open = await openPage(browser, `/media/newsfeed/${item?.FeedId}/${item?.Id}`, {
      javaScriptEnabled: false,
    });
    const { page } = open;
    expect((await page.locator('h1').textContent())?.trim()).toBe(item?.Title.trim());
    expect(
      await page.getByRole('link', { name: 'Back to the media hub' }).getAttribute('href'),
    ).toBe('/media');
  });
});

describe('given an event with coordinates and tickets left', () => {
  async function openEvent(): Promise<{ page: Page; offSite: string[]; event: ExtendedMediaItem }> {
    const events = await serviceItems(feedIdsByGroup.events);
    const event = events.find(
      (entry) =>
        entry.Latitude !== null &&
        entry.WoofooCode &&
        entry.TotalTickets > entry.TicketsReserved &&
        entry.Category1Id,
    );
    if (!event) throw new Error('the seed has a bookable event with a venue');
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const offSite = offSiteRequests(context);
    const page = await context.newPage();
    open = { context, page, errors: [] };
    await page.goto(new URL(`/media/eventsfeed/${event.FeedId}/${event.Id}`, baseUrl()).href);
    await dialog(page).locator('.wgt-event-popup').waitFor();
    return { page, offSite, event };
  }

  it('its share URL opens the event pop-up with time, a map with local tiles and a marker', async () => {
    const { page, event } = await openEvent();
    expect(await dialogTitle(page)).toBe(cleanTitle(event.Title));
    await page.locator('.wgt-event-map .leaflet-tile-loaded').first().waitFor();
    expect(await page.locator('.wgt-event-map .wgt-map-marker').count()).toBe(1);
    const tiles = await page.$$eval('.leaflet-tile', (list) =>
      list.map((tile) => (tile as HTMLImageElement).src),
    );
    expect(tiles.every((src) => src.startsWith(`${siteOrigin()}/tiles/`))).toBe(true);
    // The map chunk brought its stylesheet as a file, not as style text.
    expect(await page.locator('link[rel="stylesheet"][href$="/popups-map.css"]').count()).toBe(1);
  });

  it('asks no third party for anything until a placeholder is clicked, then only the booking stand-in', async () => {
    const { page, offSite } = await openEvent();
    await page.locator('.wgt-event-map .leaflet-tile-loaded').first().waitFor();
    await page.getByRole('button', { name: 'Book Tickets Now' }).click();
    await page.getByRole('button', { name: /^Load .* content$/ }).waitFor();
    await page.waitForTimeout(300);
    expect(offSite).toEqual([]);
    await page.getByRole('button', { name: /^Load .* content$/ }).click();
    await page.locator('.wgt-booking iframe').waitFor();
    await expect.poll(() => offSite.length).toBeGreaterThan(0);
    expect(offSite.every((url) => new URL(url).hostname === '127.0.0.1')).toBe(true);
  });

  it('the loaded booking form sits on a light background, readable as the form service draws it', async () => {
    const { page } = await openEvent();
    await page.getByRole('button', { name: 'Book Tickets Now' }).click();
    await page.getByRole('button', { name: /^Load .* content$/ }).click();
    const frame = page.locator('.wgt-booking iframe');
    await frame.waitFor();
    // What shows through the frame (a form page usually leaves its own background transparent):
    // the first opaque background from the frame element up, as relative luminance (WCAG).
    const luminance = await frame.evaluate((node) => {
      for (let at: Element | null = node; at; at = at.parentElement) {
        const [r = 0, g = 0, b = 0, a = 1] = (
          getComputedStyle(at).backgroundColor.match(/[\d.]+/g) ?? []
        ).map(Number);
        if (a === 0) continue;
        const linear = (c: number) =>
          c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4;
        return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
      }
      return 1;
    });
    expect(luminance).toBeGreaterThan(0.8);
  });

  it('axe finds no violation with the map and the booking form placeholder open', async () => {
    const { page } = await openEvent();
    await page.locator('.wgt-event-map .leaflet-tile-loaded').first().waitFor();
    await page.getByRole('button', { name: 'Book Tickets Now' }).click();
    await page.getByRole('button', { name: /^Load .* content$/ }).waitFor();
    await expectNoAxeViolations(page);
  });

  it('by keyboard: the map pans with the arrow keys, Tab stays in the dialog, Escape closes', async () => {
    const { page } = await openEvent();
    await page.locator('.wgt-event-map .leaflet-tile-loaded').first().waitFor();
    await page.locator('.wgt-event-map').focus();
    const before = await page.locator('.leaflet-map-pane').getAttribute('style');
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => page.locator('.leaflet-map-pane').getAttribute('style'))
      .not.toBe(before);
    expect(await tabStaysInDialog(page, 40)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);
  });

  it('the directions box opens the maps page with start and destination in a new tab', async () => {
    const { page, event } = await openEvent();
    const context = page.context();
    // Nothing may reach the internet: the maps page is answered here.
    await context.route('https://www.google.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>maps</title>' }),
    );
    await page.getByLabel('Your starting address').fill('10 Downing Street, London');
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: /Get directions/ }).click(),
    ]);
    const url = new URL(tab.url());
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/dir/');
    expect(url.searchParams.get('origin')).toBe('10 Downing Street, London');
    expect(url.searchParams.get('destination')).toBe(event.LocationAdress || event.Location);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
  });

  it('a related event replaces the pop-up and the share URL, and back closes the pop-up', async () => {
    open = await openPage(browser, '/calendar');
    const { page } = open;
    const related = page.locator('.wgt-related-events__link');
    // Open calendar cards until one has related events.
    const cards = page.locator('[data-widget-root] .wgt-card__link');
    await firstCard(page);
    let found = false;
    for (let index = 0; index < 6 && !found; index++) {
      await cards.nth(index).click();
      await dialog(page).locator('.wgt-event-popup').waitFor();
      found = await related
        .first()
        .waitFor({ timeout: 1500 })
        .then(
          () => true,
          () => false,
        );
      if (!found) {
        await page.keyboard.press('Escape');
        await expect.poll(() => dialog(page).count()).toBe(0);
      }
    }
    expect(found).toBe(true);
    const length = await page.evaluate(() => history.length);
    const href = await related.first().getAttribute('href');
    const name = (await related.first().locator('.wgt-related-events__title').textContent()) ?? '';
    await related.first().click();
    await expect.poll(() => dialogTitle(page)).toBe(name);
    expect(new URL(page.url()).pathname).toBe(href);
    expect(await page.evaluate(() => history.length)).toBe(length);
    await page.goBack();
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/calendar');
  });
});

describe('given a photo set card', () => {
  for (const width of [1280, 375]) {
    it(`at ${width}px it opens the viewer with ${visibleThumbnails(width)} thumbnails (or all of a smaller set)`, async () => {
      open = await openPage(browser, '/media/filter/photos', { viewport: { width, height: 800 } });
      const { page } = open;
      await (await firstCard(page)).click();
      await dialog(page).locator('.wgt-photos__thumbnails button').first().waitFor();
      const shown = await dialog(page).locator('.wgt-photos__thumbnails button').count();
      const count = Number(
        (await dialog(page).locator('.wgt-photos__count').textContent())?.match(/\d+/)?.[0],
      );
      expect(shown).toBe(Math.min(visibleThumbnails(width), count));
      expect(new URL(page.url()).pathname).toMatch(/^\/media\/newsfeed\/\d+\/\d+$/);
    });
  }

  it('asks for the set while the viewer’s code is still on its way, and only once', async () => {
    open = await openPage(browser, '/media/filter/photos');
    const { page } = open;
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/GetPhotosSet')) asked.push(request.url());
    });
    // The viewer's code is held back: the set's request must not wait for it.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/widgets/chunks/PhotoViewer-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await (await firstCard(page)).click();
    await expect.poll(() => asked.length).toBe(1);
    release();
    await dialog(page).locator('.wgt-photos__thumbnails button').first().waitFor();
    expect(asked).toHaveLength(1);
  });

  for (const [width, height, minPhotoWidth] of [
    [375, 667, 300],
    [1280, 800, 560],
  ] as const) {
    it(`at ${width}x${height} the viewer fits the screen: photo (at least ${minPhotoWidth}px wide), Play and thumbnails all in view`, async () => {
      open = await openPage(browser, '/media/filter/photos', { viewport: { width, height } });
      const { page } = open;
      await (await firstCard(page)).click();
      const photo = dialog(page).locator('.wgt-photos__slot--current img');
      await dialog(page).locator('.wgt-photos__thumbnails button').first().waitFor();
      await expect
        .poll(() => photo.evaluate((img) => (img as HTMLImageElement).complete))
        .toBe(true);
      const inView = async (locator: Locator) => {
        const box = await locator.boundingBox();
        return Boolean(
          box &&
            box.x >= 0 &&
            box.y >= 0 &&
            box.x + box.width <= width &&
            box.y + box.height <= height,
        );
      };
      expect(await inView(photo)).toBe(true);
      expect(await inView(dialog(page).getByRole('button', { name: 'Play' }))).toBe(true);
      expect(await inView(dialog(page).locator('.wgt-photos__thumbnails'))).toBe(true);
      expect((await photo.boundingBox())?.width).toBeGreaterThanOrEqual(minPhotoWidth);
      // The dialog itself does not scroll: everything is there at once.
      expect(
        await dialog(page).evaluate((node) => node.scrollHeight - node.clientHeight),
      ).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
    });
  }

  it('by keyboard: arrows move, Tab stays in the dialog, Escape closes, focus back on the card; axe clean', async () => {
    open = await openPage(browser, '/media/filter/photos');
    const { page } = open;
    const card = await firstCard(page);
    await card.focus();
    await page.keyboard.press('Enter');
    await dialog(page).locator('.wgt-photos__thumbnails button').first().waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Next photo' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => dialog(page).locator('.wgt-photos__position').textContent())
      .toMatch(/^Photo 2 of/);
    expect(await tabStaysInDialog(page, 15)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect(
      await page.evaluate(() => document.activeElement?.classList.contains('wgt-card__link')),
    ).toBe(true);
  });

  it('its share URL opens the viewer, and Copy link copies it (permission granted)', async () => {
    const [set] = (await serviceItems(feedIdsByGroup.photos)).filter((item) => item.ItemsCount > 3);
    open = await openPage(browser, `/media/newsfeed/${set?.FeedId}/${set?.Id}`, {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const { page } = open;
    await dialog(page).locator('.wgt-photos__thumbnails button').first().waitFor();
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Link copied' }).count())
      .toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${siteOrigin()}/media/newsfeed/${set?.FeedId}/${set?.Id}`,
    );
  });

  it('with the clipboard denied, warns and shows the URL to copy by hand', async () => {
    open = await openPage(browser, '/media/filter/photos');
    const { page, context } = open;
    const cdp = await context.newCDPSession(page);
    const { targetInfo } = await cdp.send('Target.getTargetInfo');
    for (const name of ['clipboard-write', 'clipboard-read']) {
      await cdp.send('Browser.setPermission', {
        permission: { name },
        setting: 'denied',
        origin: siteOrigin(),
        browserContextId: targetInfo.browserContextId,
      });
    }
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await (await firstCard(page)).click();
    await page.getByRole('button', { name: 'Copy link' }).click();
    const field = page.getByRole('textbox', { name: 'Copy this link' });
    await field.waitFor();
    expect(await field.inputValue()).toBe(page.url());
    expect(warnings).toContain('[widgets] Copy to clipboard failed.');
  });
});

describe('given a video card', () => {
  it('opens the player pop-up with a placeholder; nothing goes to the provider before the click', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const offSite = offSiteRequests(context);
    const page = await context.newPage();
    open = { context, page, errors: [] };
    await page.goto(new URL('/media/filter/videos', baseUrl()).href);
    const card = await firstCard(page);
    await card.focus();
    await page.keyboard.press('Enter');
    const load = dialog(page).getByRole('button', { name: /^Load .* content$/ });
    await load.waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/media\/newsfeed\/\d+\/\d+$/);
    await expectNoAxeViolations(page);
    expect(await tabStaysInDialog(page, 8)).toBe(true);
    await page.waitForTimeout(300);
    expect(offSite).toEqual([]);
    await load.click();
    await dialog(page).locator('iframe').waitFor();
    await expect.poll(() => offSite.length).toBeGreaterThan(0);
    // Focus moves into the player once it loads, and keys pressed inside a cross-origin frame
    // never reach the page: a keyboard user leaves the player with Shift+Tab, then Escape.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
    // The first Shift+Tab can land inside the frame's own document, which has just taken
    // focus; a keyboard user simply presses it again.
    const activeTag = () => page.evaluate(() => document.activeElement?.tagName);
    for (let press = 0; press < 4 && (await activeTag()) === 'IFRAME'; press++) {
      await page.keyboard.press('Shift+Tab');
      await page.waitForTimeout(250);
    }
    expect(await activeTag()).not.toBe('IFRAME');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect(
      await page.evaluate(() => document.activeElement?.classList.contains('wgt-card__link')),
    ).toBe(true);
  });

  it('its share URL opens the player pop-up too', async () => {
    const [video] = (await serviceItems(feedIdsByGroup.videos)).filter(
      (item) => item.ItemType === 'Youtube',
    );
    open = await openPage(browser, `/media/newsfeed/${video?.FeedId}/${video?.Id}`);
    const { page } = open;
    await dialog(page).locator('.wgt-embed-popup').waitFor();
    expect(await dialogTitle(page)).toBe(cleanTitle(video?.Title));
  });
});

describe('given a Twitter card on the Twitter page', () => {
  it('a click opens the player pop-up with its consent placeholder; nothing goes to the provider before consent', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const offSite = offSiteRequests(context);
    const page = await context.newPage();
    open = { context, page, errors: [] };
    const tabs: string[] = [];
    context.on('page', (tab) => tabs.push(tab.url()));
    await page.goto(new URL('/media/filter/twitter', baseUrl()).href);
    const card = await firstCard(page);
    // Still a link a visitor can open in a new tab, to the post itself.
    expect(await card.getAttribute('href')).toMatch(/^https:\/\/twitter\.com\//);
    expect(await card.getAttribute('rel')).toBe('noopener noreferrer');
    await card.click();
    const load = dialog(page).getByRole('button', { name: 'Load Twitter content' });
    await load.waitFor();
    expect(tabs).toEqual([]);
    expect(new URL(page.url()).origin).toBe(siteOrigin());
    expect(new URL(page.url()).pathname).toMatch(/^\/media\/newsfeed\/\d+\/\d+$/);
    await expectNoAxeViolations(page);
    await page.waitForTimeout(300);
    expect(offSite).toEqual([]);
    await load.click();
    await dialog(page).locator('.wgt-embed--post iframe').waitFor();
    await expect.poll(() => offSite.length).toBeGreaterThan(0);
  });
});

describe('given the media hub page before any pop-up opens', () => {
  it('loads no pop-up, viewer, map or embed code: only the host’s small first part', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    open = { context, page, errors: [] };
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(new URL('/media', baseUrl()).href, { waitUntil: 'networkidle' });
    await widgetMounted(page, 'popups');
    const names = scripts.map((path) => path.split('/').pop() ?? '');
    expect(names.some((name) => name.startsWith('Popups-'))).toBe(true);
    for (const lazy of [
      'Host-',
      'NewsPopup-',
      'EventPopup-',
      'EventMap-',
      'EmbedPopup-',
      'PhotoViewer-',
    ]) {
      expect(names.filter((name) => name.startsWith(lazy))).toEqual([]);
    }
  });
});
