// Issue 46: the server's first paint is the widget's. For every card of the media hub's first
// page and the calendar's first screen, of the demo's data and of the volume data, on the ISO
// and the ASP.NET wire, in English, French and Arabic, the server's card (what a visitor without
// JavaScript gets, and everyone's first paint) shows the title, date text, link and image the
// widget then draws for it: nothing on screen changes when the widget takes over.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faceDifferences, type ListFaces, readFaces, sharedMinute } from '../../support/card-faces';
import { baseUrl, LOADED_CARD, launch, widgetMounted } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const PAGES: [path: string, widget: string][] = [
  ['/media', 'media-hub'],
  ['/media/filter/news', 'media-hub'],
  ['/calendar', 'calendar'],
];
const LANGUAGES = ['', '/fr', '/ar'];
const SIZE = { viewport: { width: 1280, height: 900 } };
const MODES: [name: string, query: string][] = [
  ['ISO wire', ''],
  ['ASP.NET wire', 'demoWire=aspnet'],
  ['ISO wire, 16 times the data', 'demoVolume=16'],
  ['ASP.NET wire, 16 times the data', 'demoWire=aspnet&demoVolume=16'],
];

/** A context whose pages see the clock stand still at `now`, as the server saw it. */
async function frozenAt(now: number): Promise<[BrowserContext, Page]> {
  const context = await browser.newContext(SIZE);
  const page = await context.newPage();
  await page.clock.setFixedTime(now);
  return [context, page];
}

/** The server's cards of `url`, as a visitor without JavaScript gets them. */
async function withoutJavaScript(url: string, widget: string): Promise<ListFaces> {
  const context = await browser.newContext({ ...SIZE, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(url);
  const faces = await readFaces(page, widget, 'server');
  await context.close();
  return faces;
}

describe.each(MODES)('%s', (_, query) => {
  describe.each(LANGUAGES)('language %s', (language) => {
    it.each(PAGES)(
      '%s: each server card is the widget’s, before and after it mounts',
      async (path, widget) => {
        const url = new URL(`${language}${path}${query ? `?${query}` : ''}`, baseUrl()).href;
        const now = await sharedMinute();
        const still = await withoutJavaScript(url, widget);
        const [context, page] = await frozenAt(now);
        await page.goto(url);
        // The server's cards, as first painted: they stay in the page, hidden, under the widget.
        const firstPaint = await readFaces(page, widget, 'server');
        expect(firstPaint.cards.length).toBeGreaterThan(0);
        await widgetMounted(page, widget);
        await page.locator(`[data-widget="${widget}"] ${LOADED_CARD}`).first().waitFor();
        // The widget has drawn at least the server's cards (the calendar draws its first screen
        // first, the rest of its batch after).
        await expect
          .poll(async () => (await readFaces(page, widget, 'widget')).cards.length, {
            timeout: 15_000,
          })
          .toBeGreaterThanOrEqual(firstPaint.cards.length);
        const drawn = await readFaces(page, widget, 'widget');
        expect(faceDifferences(firstPaint, drawn, widget === 'calendar')).toEqual([]);
        await context.close();

        // What JavaScript's first paint showed is what a visitor without it gets.
        expect(faceDifferences(still, firstPaint)).toEqual([]);
      },
    );
  });
});
