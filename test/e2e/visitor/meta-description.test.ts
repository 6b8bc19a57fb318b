// The demo pages carry a meta description, as a CMS page would: every demo page a search engine
// (and Lighthouse's SEO audit) reads has one description of its own.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { feedIdsByGroup } from '../../../demo/data/seed.mjs';
import { launch, type OpenPage, openPage } from '../support/browser';
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

/** The page's meta descriptions, as the browser parsed them from the server's markup. */
const descriptions = (page: Page) =>
  page
    .locator('meta[name="description"]')
    .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content') ?? ''));

async function descriptionOf(path: string) {
  // The server's markup is what a search engine reads: no need to run the widgets (and wait
  // for them on a busy machine) to find it.
  open = await openPage(browser, path, { javaScriptEnabled: false });
  const found = await descriptions(open.page);
  await open.context.close();
  open = undefined;
  return found;
}

describe('given the demo CMS pages a visitor can open', () => {
  it('each page has exactly one meta description, of its own, of a search-result length', async () => {
    const paths = [
      '/',
      '/about/schools/riverside',
      '/admissions/fees',
      '/media',
      ...Object.keys(feedIdsByGroup)
        .filter((group) => group !== 'events')
        .map((group) => `/media/filter/${group}`),
      '/media?SearchExpression=%23SportsDay',
      '/calendar',
      '/search/term',
      '/parents',
    ];
    const seen = new Map<string, string>();
    for (const path of paths) {
      const found = await descriptionOf(path);
      expect(found, path).toHaveLength(1);
      const [text = ''] = found;
      expect(text.length, `${path}: "${text}"`).toBeGreaterThanOrEqual(30);
      expect(text.length, `${path}: "${text}"`).toBeLessThanOrEqual(160);
      expect(
        seen.get(text),
        `${path} repeats the description of ${seen.get(text)}`,
      ).toBeUndefined();
      seen.set(text, path);
    }
    expect(await descriptionOf('/search/lunch%20menu')).toEqual([
      'Pages of the International Schools Group site that match “lunch menu”.',
    ]);
  });

  it('an event share URL and a news item page describe the item in plain text from its own', async () => {
    const [event] = await serviceItems(feedIdsByGroup.events);
    const news = (await serviceItems(feedIdsByGroup.news)).find((item) =>
      /^\/(?!\/)/.test(item.URL),
    );
    if (!event || !news) throw new Error('the seed has a coming event and a news item page');
    for (const path of [`/media/eventsfeed/${event.FeedId}/${event.Id}`, news.URL]) {
      const [text = ''] = await descriptionOf(path);
      expect(text.length, path).toBeGreaterThanOrEqual(30);
      expect(text.length, path).toBeLessThanOrEqual(160);
      // No markup of the (untrusted) description gets through, as text or otherwise.
      expect(text, path).not.toMatch(/[<>]/);
    }
    const [eventText = ''] = await descriptionOf(`/media/eventsfeed/${event.FeedId}/${event.Id}`);
    const plain = event.Description.replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    expect(plain.startsWith(eventText.replace(/…$/, '').slice(0, 40))).toBe(true);
  });
});
