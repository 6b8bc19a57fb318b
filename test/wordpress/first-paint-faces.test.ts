// Issue 46: the server's first paint is the widget's, on WordPress. For every card of the media
// hub's first page and the calendar's first screen, of the demo's data and of the volume data
// (16 times it), on the ISO and the ASP.NET wire, with the site in English, French and Arabic,
// the plugin's card (what a visitor without JavaScript gets, and everyone's first paint) shows the
// title, date text, link and image the widget then draws for it.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LOADED_CARD, launch, widgetMounted } from '../e2e/support/browser';
import { faceDifferences, type ListFaces, readFaces, sharedMinute } from '../support/card-faces';
import { resetSettings, setMediaServiceUrl, setSiteLocale, wpUrl } from './support/wordpress';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await setSiteLocale('');
  await resetSettings();
  await browser.close();
});

const SIZE = { viewport: { width: 1280, height: 900 } };
const PAGES: [path: string, widget: string][] = [
  ['/media/', 'media-hub'],
  ['/calendar/', 'calendar'],
];
// The demo's media service (the seeded site's) on each wire, and at 16 times its data.
const SERVICES: [name: string, path: string][] = [
  ['ISO wire', '/media-service/'],
  ['ASP.NET wire', '/media-service/aspnet/'],
  ['ISO wire, 16 times the data', '/media-service/volume/16/'],
  ['ASP.NET wire, 16 times the data', '/media-service/volume/16/aspnet/'],
];
const LOCALES = ['', 'fr_FR', 'ar'];

/** The plugin's cards of `path`, as a visitor without JavaScript gets them. */
async function withoutJavaScript(path: string, widget: string): Promise<ListFaces> {
  const context = await browser.newContext({ ...SIZE, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(wpUrl(path));
  const faces = await readFaces(page, widget, 'server');
  await context.close();
  return faces;
}

describe.each(SERVICES)('%s', (_, service) => {
  beforeAll(() => setMediaServiceUrl(browser, new URL(service, inject('wpDemoUrl')).href));

  describe.each(LOCALES)('site language "%s"', (locale) => {
    beforeAll(() => setSiteLocale(locale));
    // The settings screen the next service is saved on speaks English again.
    afterAll(() => setSiteLocale(''));

    it.each(PAGES)('%s: each server card is the widget’s', async (path, widget) => {
      const now = await sharedMinute();
      const still = await withoutJavaScript(path, widget);
      expect(still.cards.length).toBeGreaterThan(0);

      const context = await browser.newContext(SIZE);
      const page = await context.newPage();
      // The visitor's clock is the server's (sharedMinute): "2hrs and 5m ago" on both.
      await page.clock.setFixedTime(now);
      await page.goto(wpUrl(path));
      const firstPaint = await readFaces(page, widget, 'server');
      await widgetMounted(page, widget);
      await page.locator(`[data-widget="${widget}"] ${LOADED_CARD}`).first().waitFor();
      await expect
        .poll(async () => (await readFaces(page, widget, 'widget')).cards.length, {
          timeout: 15_000,
        })
        .toBeGreaterThanOrEqual(still.cards.length);
      const drawn = await readFaces(page, widget, 'widget');
      await context.close();

      expect(faceDifferences(still, firstPaint)).toEqual([]);
      expect(faceDifferences(still, drawn, widget === 'calendar')).toEqual([]);
    });
  });
});
