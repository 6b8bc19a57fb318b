// A share URL's page on a phone: the shared item's server markup keeps its place while the
// pop-up loads and while it is open, so nothing on the page moves (Lighthouse measured a layout
// shift of 0.45 when mounting the host hid the article and the whole hub jumped up); closing the
// pop-up leaves the page behind it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedIdsByGroup } from '../../../demo/data/seed.mjs';
import { baseUrl, launch, widgetMounted } from '../support/browser';
import { recordLayoutShifts, shiftsAfterParsing } from '../support/layout-shifts';
import { serviceItems } from '../support/service-items';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true };

/** Where the hub's first shown card sits on the page (document coordinates). */
const firstCardTop = (page: Page) =>
  page
    .locator('.wgt-media-hub .wgt-card:visible')
    .first()
    .evaluate((card) => Math.round(card.getBoundingClientRect().top + window.scrollY));

describe('given an event share URL on a phone', () => {
  let path = '';
  beforeAll(async () => {
    const events = await serviceItems(feedIdsByGroup.events);
    const event = events.find((entry) => entry.Latitude !== null && entry.Location);
    if (!event) throw new Error('the seed has an event with a venue');
    path = `/media/eventsfeed/${event.FeedId}/${event.Id}`;
  });

  it("shows the map's tiles with as many pixels as a 1.75x phone screen has", async () => {
    const context = await browser.newContext({ ...PHONE, deviceScaleFactor: 1.75 });
    const page = await context.newPage();
    await page.goto(new URL(path, baseUrl()).href);
    await page.locator('dialog[open] .wgt-event-map .leaflet-tile-loaded').first().waitFor();
    const tiles = await page.$$eval('.wgt-event-map .leaflet-tile-loaded', (list) =>
      list.map((tile) => {
        const image = tile as HTMLImageElement;
        return { natural: image.naturalWidth, shown: image.getBoundingClientRect().width };
      }),
    );
    await context.close();
    expect(tiles.length).toBeGreaterThan(0);
    for (const tile of tiles) expect(tile.natural).toBeGreaterThanOrEqual(tile.shown * 1.75);
  });

  it('moves nothing on the page while the pop-up loads and opens, map included', async () => {
    // Where the CMS's markup puts the hub: the page as it paints before any script.
    const still = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const before = await still.newPage();
    await before.goto(new URL(path, baseUrl()).href);
    const serverTop = await firstCardTop(before);
    await still.close();

    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await recordLayoutShifts(page);
    await page.goto(new URL(path, baseUrl()).href);
    await widgetMounted(page, 'popups');
    await widgetMounted(page, 'media-hub');
    await page.locator('dialog[open] .wgt-event-popup').waitFor();
    await page.locator('dialog[open] .wgt-event-map .leaflet-tile-loaded').first().waitFor();
    await page.waitForTimeout(300);

    expect(await shiftsAfterParsing(page)).toEqual([]);
    // Behind the pop-up the shared item is where the server put it, and the hub below it.
    expect(await page.locator('.wgt-popups__shared h1').isVisible()).toBe(true);
    expect(await firstCardTop(page)).toBe(serverTop);
    await context.close();
  });

  it("shows the event's image at once as the page's hero, the very file the pop-up shows", async () => {
    const events = await serviceItems(feedIdsByGroup.events);
    const event = events.find((entry) => entry.Image && entry.Date > new Date().toISOString());
    if (!event) throw new Error('the seed has a coming event with an image');
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === event.Image || url.pathname === '/image-service/image') {
        requested.push(`${url.pathname}${url.search}`);
      }
    });
    await page.goto(new URL(`/media/eventsfeed/${event.FeedId}/${event.Id}`, baseUrl()).href);
    const hero = page.locator('.wgt-popups__shared img').first();
    const popupImage = page.locator('dialog[open] .wgt-event-popup__image');
    await popupImage.waitFor();
    await expect
      .poll(() => popupImage.evaluate((image: HTMLImageElement) => image.complete))
      .toBe(true);
    const heroSrc = await hero.evaluate((image: HTMLImageElement) => image.currentSrc);
    expect(await popupImage.evaluate((image: HTMLImageElement) => image.currentSrc)).toBe(heroSrc);
    // One request for it, and the first image the page asked for: no card image before it.
    const own = `${new URL(heroSrc).pathname}${new URL(heroSrc).search}`;
    expect(requested.filter((url) => url === own)).toHaveLength(1);
    expect(requested[0]).toBe(own);
    // The hero is the larger of the two on a phone: the page's largest paint stays the early one.
    const area = (box: { width: number; height: number } | null) =>
      box ? box.width * box.height : 0;
    expect(area(await hero.boundingBox())).toBeGreaterThan(area(await popupImage.boundingBox()));
    await context.close();
  });

  it('closing the pop-up leaves the media hub: the shared article goes, the address is /media', async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(new URL(path, baseUrl()).href);
    await widgetMounted(page, 'media-hub');
    await page.locator('dialog[open] .wgt-event-popup').waitFor();

    await page.locator('dialog[open]').getByRole('button', { name: 'Close' }).click();
    await page.locator('dialog[open]').waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/media');
    expect(await page.locator('.wgt-popups__shared').isVisible()).toBe(false);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(0);
    // The hub is what the visitor now sees first, under the header.
    const top = await page
      .locator('.wgt-media-hub')
      .evaluate((hub) => Math.round(hub.getBoundingClientRect().top));
    expect(top).toBeLessThan(300);
    await context.close();
  });
});
