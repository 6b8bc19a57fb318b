// Spec rules a visitor meets only in passing: the search suggestions' newer
// variant (SearchExpression, Count=5) on the search expression page, the landing hero's
// background image sized by the screen steps, and the `visible` strategy's scroll threshold
// (100 px; see src/kernel/strategies/visible.ts for why not 0.8 of the window height).
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { feedIdsByGroup } from '../../../demo/data/seed.mjs';
import {
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

/** The query of every request to `path` the page makes, JSONP callback left out. */
function watchRequests(page: Page, path: string) {
  const seen: Record<string, string>[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.endsWith(path)) return;
    url.searchParams.delete('callback');
    seen.push(Object.fromEntries(url.searchParams));
  });
  return seen;
}

const BOX = 'Search news, events, photos and posts';

/** A word with more than 5 suggestions by both variants, so the counts tell them apart. */
async function wordWithManySuggestions() {
  const FeedIds = Object.values(feedIdsByGroup).flat().join(',');
  for (const word of ['sport', 'day', 'school', 'open', 'the']) {
    const byText = (await serviceAnswer('GetMediaItemsSearchSuggestions', {
      FeedIds,
      SearchText: word,
      Count: '10',
    })) as string[];
    const byExpression = (await serviceAnswer('GetMediaItemsSearchSuggestions', {
      FeedIds,
      SearchExpression: word,
      Count: '10',
    })) as string[];
    if (byText.length > 5 && byExpression.length > 5) return word;
  }
  throw new Error('the seed has a word with more than 5 suggestions');
}

async function typeAndReadSuggestions(page: Page, word: string) {
  await widgetMounted(page, 'media-hub');
  const box = page.getByRole('combobox', { name: BOX });
  await box.fill('');
  await box.pressSequentially(word);
  const listbox = page.getByRole('listbox', { name: 'Suggestions' });
  await listbox.waitFor();
  return listbox.getByRole('option').allTextContents();
}

describe('given a visitor typing in the search box', () => {
  it('on the hub it asks by SearchText for 10; on a search expression page, the newer variant for 5', async () => {
    const word = await wordWithManySuggestions();
    open = await openPage(browser, '/media');
    const calls = watchRequests(open.page, '/media-service/GetMediaItemsSearchSuggestions');
    const onHub = await typeAndReadSuggestions(open.page, word);
    expect(onHub.length).toBeGreaterThan(5);
    expect(onHub.length).toBeLessThanOrEqual(10);
    expect(calls).toEqual([expect.objectContaining({ SearchText: word, Count: '10' })]);
    expect(calls[0]).not.toHaveProperty('SearchExpression');

    // Refining a search: the newer variant, by search expression.
    calls.length = 0;
    await open.page.goto(new URL('/media?SearchExpression=music', open.page.url()).href);
    const onSearchPage = await typeAndReadSuggestions(open.page, word);
    expect(onSearchPage.length).toBe(5);
    expect(calls).toEqual([expect.objectContaining({ SearchExpression: word, Count: '5' })]);
    expect(calls[0]).not.toHaveProperty('SearchText');
    await expectNoAxeViolations(open.page);
  });
});

/** The widths the page asks the image service for the landing hero image. Open the page
 * (`goto`) after this: requests of an earlier page can still arrive after its load event. */
function heroWidths(page: Page) {
  const widths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/image-service/')) return;
    if (url.searchParams.get('url_1') !== '/images/hero-campus.jpg') return;
    widths.push(url.searchParams.get('width_2') ?? '');
  });
  return widths;
}

const intro = (page: Page) => page.locator('[data-widget="landing-intro"]');

describe('given the landing page on a 375 px phone', () => {
  it('its hero background is one image from the image service, 480 px wide (the next screen step)', async () => {
    // Reduced motion: axe checks the colours once the intro has played (none mid-animation).
    open = await openPage(browser, '/blank', {
      viewport: { width: 375, height: 667 },
      reducedMotion: 'reduce',
    });
    const widths = heroWidths(open.page);
    await open.page.goto(new URL('/', open.page.url()).href);
    await widgetMounted(open.page, 'landing-intro');
    await expect
      .poll(() => intro(open?.page as Page).evaluate((e) => getComputedStyle(e).backgroundImage))
      .toContain('width_2=480&');
    await expect.poll(() => widths).toEqual(['480']);
    // The heading still reads over the image (the veil keeps the contrast).
    await expect(
      open.page.getByRole('heading', { level: 1, name: 'Three schools, one family' }).isVisible(),
    ).resolves.toBe(true);
    await expectNoAxeViolations(open.page);
    // Nothing else arrives later (the server's 1280 px default is never fetched).
    await open.page.waitForTimeout(300);
    expect(widths).toEqual(['480']);
  });
});

describe('given the landing page on a 1280 px desktop', () => {
  it('its hero background is requested 1280 px wide', async () => {
    open = await openPage(browser, '/blank', { viewport: { width: 1280, height: 800 } });
    const widths = heroWidths(open.page);
    await open.page.goto(new URL('/', open.page.url()).href);
    await widgetMounted(open.page, 'landing-intro');
    await expect.poll(() => widths).toEqual(['1280']);
    await open.page.waitForTimeout(300);
    expect(widths).toEqual(['1280']);
  });
});

describe('given the landing page without JavaScript', () => {
  it('the server markup shows its default hero background', async () => {
    open = await openPage(browser, '/blank', {
      viewport: { width: 375, height: 667 },
      javaScriptEnabled: false,
    });
    const widths = heroWidths(open.page);
    await open.page.goto(new URL('/', open.page.url()).href);
    await expect
      .poll(() => intro(open?.page as Page).evaluate((e) => getComputedStyle(e).backgroundImage))
      .toContain('width_2=1280&');
    await expect.poll(() => widths).toEqual(['1280']);
  });
});

describe('given widgets that load when they come near the viewport', () => {
  it('one 60 px below the fold mounts without scrolling; one 150 px below waits until scrolled within 100 px', async () => {
    open = await openPage(browser, '/', { viewport: { width: 1280, height: 800 } });
    const { page } = open;
    await widgetMounted(page, 'landing-intro');
    // Two footers dropped in by an editor, 60 and 150 px below the fold.
    await page.evaluate(() => {
      const at = (id: string, top: number) => {
        const footer = document.createElement('div');
        footer.id = id;
        footer.className = 'wgt-footer';
        footer.dataset.widget = 'footer';
        footer.dataset.load = 'visible';
        footer.style.cssText = `position:absolute;left:0;width:100%;height:40px;top:${top}px`;
        footer.innerHTML = '<ul class="wgt-footer__schools" aria-label="More schools"></ul>';
        document.body.append(footer);
      };
      scrollTo(0, 0);
      at('near', innerHeight + 60);
      at('further', innerHeight + 150);
    });
    const state = (id: string) => page.locator(`#${id}`).getAttribute('data-widget-state');
    await expect.poll(() => state('near')).toBe('mounted');
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => scrollY)).toBe(0);
    expect(await state('further')).toBe('pending');

    // Scrolled until it is 90 px below the fold: it loads.
    await page.evaluate(() => scrollTo(0, 60));
    await expect.poll(() => state('further')).toBe('mounted');
  });
});
