// Choose a school. The demo's config has three schools over its feeds
// (demo/app.mjs, DEMO_SCHOOLS): London, Dubai and Geneva each own one feed of news, events,
// Twitter, photos, blog, videos and Facebook; the other feeds are the group's.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedIdsByGroup } from '../../../demo/data/seed.mjs';
import {
  baseUrl,
  expectNoAxeViolations,
  LOADED_CARD,
  launch,
  openPage,
  widgetMounted,
} from '../support/browser';
import { serviceItems } from '../support/service-items';

const LONDON = [1, 4, 9, 12, 15, 7, 23];
const GENEVA = [3, 6, 11, 14, 17, 19, 25];
const ALL_FEEDS = Array.from({ length: 36 }, (_, index) => index + 1);
/** The all-groups hub for Dubai: every feed but London's and Geneva's. */
const DUBAI_HUB = ALL_FEEDS.filter((id) => !LONDON.includes(id) && !GENEVA.includes(id));

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** The FeedIds of each call to `call` the page makes, in order, with its other parameters. */
function recordCalls(page: Page, call: string) {
  const calls: URLSearchParams[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith(`/media-service/${call}`)) calls.push(url.searchParams);
  });
  return calls;
}

const feedIds = (params: URLSearchParams | undefined) =>
  (params?.get('FeedIds') ?? '').split(',').map(Number);

const choice = (page: Page) => page.getByRole('combobox', { name: 'School' });
const cards = (page: Page) => page.locator(LOADED_CARD);

async function goto(page: Page, path: string) {
  await page.goto(new URL(path, baseUrl()).href);
}

describe('given the media hub with the three schools configured', () => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    ({ context, page, errors } = await openPage(browser, '/media'));
  });
  afterAll(() => context.close());

  it('offers "All schools" then each school, all schools chosen; axe finds no violation', async () => {
    await widgetMounted(page, 'media-hub');
    await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
    expect(await choice(page).locator('option').allTextContents()).toEqual([
      'All schools',
      'London',
      'Dubai',
      'Geneva',
    ]);
    expect(await choice(page).inputValue()).toBe('');
    await expectNoAxeViolations(page);
  });

  it("choosing Dubai asks for Dubai's and the group's feeds only, and puts it in the address", async () => {
    const items = recordCalls(page, 'GetMediaItems');
    await choice(page).focus();
    await choice(page).selectOption({ label: 'Dubai' });
    await page.waitForURL((url) => url.searchParams.get('school') === 'dubai');
    await expect.poll(() => items.length).toBe(1);
    expect(feedIds(items[0])).toEqual(DUBAI_HUB);
    expect(items[0]?.get('skip')).toBe('0');
    // The choice keeps focus, for the keyboard.
    expect(await choice(page).evaluate((select) => select === document.activeElement)).toBe(true);
    await expect.poll(() => cards(page).count()).toBe(12);

    // Load more goes on with the same feeds.
    await page.getByRole('button', { name: 'More items' }).click();
    await expect.poll(() => items.length).toBe(2);
    expect(feedIds(items[1])).toEqual(DUBAI_HUB);
    expect(items[1]?.get('skip')).toBe('12');
    // Load more ends by moving focus to the first new card; the next test types in the search
    // box, and a focus move landing mid-word would send the rest of it to the card.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('.wgt-card') !== null))
      .toBe(true);
  });

  it('the suggestions are asked of the same feeds', async () => {
    const suggestions = recordCalls(page, 'GetMediaItemsSearchSuggestions');
    const box = page.getByRole('combobox', { name: 'Search news, events, photos and posts' });
    await box.pressSequentially('sport');
    await expect.poll(() => suggestions.length).toBe(1);
    expect(feedIds(suggestions[0])).toEqual(DUBAI_HUB);
    await box.press('Escape');
  });

  it('the back button restores all schools, forward Dubai again', async () => {
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('school'));
    await expect.poll(() => choice(page).inputValue()).toBe('');
    await page.goForward();
    await page.waitForURL((url) => url.searchParams.get('school') === 'dubai');
    await expect.poll(() => choice(page).inputValue()).toBe('dubai');
    expect(errors).toEqual([]);
  });

  it('a news pop-up names the school the item comes from', async () => {
    await goto(page, '/media/filter/news?school=dubai');
    await widgetMounted(page, 'media-hub');
    await widgetMounted(page, 'popups');
    await cards(page).first().locator('a').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect
      .poll(() => dialog.locator('.wgt-popup__school').textContent())
      .toBe('School: Dubai');
    await page.keyboard.press('Escape');
  });
});

describe('given the search expression page', () => {
  it("a choice asks GetMediaItemsAdvanced for the school's feeds and keeps the expression", async () => {
    const { context, page, errors } = await openPage(
      browser,
      '/media?SearchExpression=%23SportsDay',
    );
    await widgetMounted(page, 'media-hub');
    const advanced = recordCalls(page, 'GetMediaItemsAdvanced');
    await choice(page).selectOption({ label: 'Dubai' });
    await page.waitForURL((url) => url.searchParams.get('school') === 'dubai');
    expect(new URL(page.url()).searchParams.get('SearchExpression')).toBe('#SportsDay');
    await expect.poll(() => advanced.length).toBe(1);
    expect(feedIds(advanced[0])).toEqual(DUBAI_HUB);
    expect(advanced[0]?.get('SearchExpression')).toBe('#SportsDay');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('given a school chosen on an earlier visit', () => {
  it('is preselected, in the address, and the first call (prepared before React) asks for it only', async () => {
    const { context, page, errors } = await openPage(browser, '/media/filter/news');
    await widgetMounted(page, 'media-hub');
    await choice(page).selectOption({ label: 'Geneva' });
    await page.waitForURL((url) => url.searchParams.get('school') === 'geneva');

    // Next visit, a new page of the same browser.
    const next = await context.newPage();
    const items = recordCalls(next, 'GetMediaItems');
    await goto(next, '/media/filter/news');
    await widgetMounted(next, 'media-hub');
    await expect.poll(() => choice(next).inputValue()).toBe('geneva');
    expect(new URL(next.url()).searchParams.get('school')).toBe('geneva');
    await expect.poll(() => cards(next).count()).toBeGreaterThan(0);
    // One call: the prepared answer was adopted, not asked for again.
    expect(items.map(feedIds)).toEqual([[3]]);

    // All schools is the way back, and is remembered as well.
    await choice(next).selectOption({ label: 'All schools' });
    await next.waitForURL((url) => !url.searchParams.has('school'));
    const again = await context.newPage();
    const calls = recordCalls(again, 'GetMediaItems');
    await goto(again, '/media/filter/news');
    await widgetMounted(again, 'media-hub');
    await expect.poll(() => calls.length).toBe(1);
    expect(feedIds(calls[0])).toEqual([1, 2, 3]);
    expect(await choice(again).inputValue()).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('given the calendar with the three schools configured', () => {
  it('a shared ?school= address lists that school, a choice pushes the address, back restores it; axe', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const items = recordCalls(page, 'GetMediaItems');
    await goto(page, '/calendar?school=geneva');
    await widgetMounted(page, 'calendar');
    await page.waitForSelector('[data-widget-root] .wgt-calendar__day h2');
    expect(await choice(page).inputValue()).toBe('geneva');
    expect(items.map(feedIds)).toEqual([[6]]);
    await expectNoAxeViolations(page);

    await choice(page).selectOption({ label: 'London' });
    await page.waitForURL((url) => url.searchParams.get('school') === 'london');
    await expect.poll(() => items.map(feedIds)).toEqual([[6], [4]]);
    await page.waitForSelector('[data-widget-root] .wgt-calendar__day h2');

    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('school') === 'geneva');
    await expect.poll(() => choice(page).inputValue()).toBe('geneva');
    await context.close();
  });
});

describe('given a page with a hub and a calendar, no school fixed (the demo parents area)', () => {
  it('a choice in one widget is followed by the other', async () => {
    const { context, page, errors } = await openPage(browser, '/parents');
    await widgetMounted(page, 'media-hub');
    await widgetMounted(page, 'calendar');
    const items = recordCalls(page, 'GetMediaItems');
    const [hubChoice, calendarChoice] = [choice(page).first(), choice(page).last()];
    expect(await choice(page).count()).toBe(2);
    await hubChoice.selectOption({ label: 'London' });
    await expect.poll(() => calendarChoice.inputValue()).toBe('london');
    await expect.poll(() => items.map(feedIds).sort()).toEqual([[1], [4]]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('given a parents area page whose school the CMS fixed (data-school)', () => {
  it('offers no choice, asks for that school only and leaves the address alone', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    // A school remembered from the media hub does not change what the CMS fixed.
    await goto(page, '/blank');
    await page.evaluate(() => localStorage.setItem('widgets:school', 'london'));
    const items = recordCalls(page, 'GetMediaItems');
    await goto(page, '/parents?demoSchool=dubai');
    await widgetMounted(page, 'media-hub');
    await widgetMounted(page, 'calendar');
    await expect.poll(() => items.length).toBe(2);
    expect(items.map(feedIds).sort()).toEqual([[2], [5]]);
    expect(await choice(page).count()).toBe(0);
    expect(new URL(page.url()).search).toBe('?demoSchool=dubai');
    await context.close();
  });
});

describe('given a parents area page whose data-school names no configured school', () => {
  it('warns through the logger, once per widget, and shows every school', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const logged: { level: string; message: string; widget: string | undefined }[] = [];
    await page.exposeFunction('keepLog', (entry: (typeof logged)[number]) => logged.push(entry));
    await page.addInitScript(() => {
      document.addEventListener('widgets:log', (event) => {
        const { level, message, details } = (event as CustomEvent).detail;
        const element = details.find((detail: unknown) => detail instanceof Element);
        // biome-ignore lint/suspicious/noExplicitAny: the function exposed above
        (window as any).keepLog({ level, message, widget: element?.dataset.widget });
      });
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const items = recordCalls(page, 'GetMediaItems');
    await goto(page, '/parents?demoSchool=atlantis');
    await widgetMounted(page, 'media-hub');
    await widgetMounted(page, 'calendar');
    await expect.poll(() => items.length).toBe(2);
    // Every school's feeds: the news group's and the events group's.
    expect(items.map(feedIds).sort()).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
    const expected =
      'data-school="atlantis" is not in "schools" (london, dubai, geneva): all schools shown.';
    await expect
      .poll(() => logged.filter((entry) => entry.level === 'warn'))
      .toEqual(
        expect.arrayContaining([
          { level: 'warn', message: expected, widget: 'media-hub' },
          { level: 'warn', message: expected, widget: 'calendar' },
        ]),
      );
    expect(logged.filter((entry) => entry.message === expected)).toHaveLength(2);
    expect(warnings.filter((text) => text.startsWith(`[widgets] ${expected}`))).toHaveLength(2);
    await context.close();
  });
});

describe('given a shared pop-up over a school choice', () => {
  it('closing it keeps ?school= in the address, and the hub behind still shows that school', async () => {
    const [item] = await serviceItems(feedIdsByGroup.news);
    const { context, page, errors } = await openPage(
      browser,
      `/media/newsfeed/${item?.FeedId}/${item?.Id}?school=dubai`,
    );
    const dialog = page.locator('dialog[open]');
    await dialog.locator('.wgt-news-popup').waitFor();
    await widgetMounted(page, 'media-hub');
    await page.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    const url = new URL(page.url());
    expect(url.pathname + url.search).toBe('/media?school=dubai');
    expect(await choice(page).inputValue()).toBe('dubai');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a school remembered on the device is in the address the pop-up closes to', async () => {
    const [item] = await serviceItems(feedIdsByGroup.news);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await goto(page, '/blank');
    await page.evaluate(() => localStorage.setItem('widgets:school', 'geneva'));
    await goto(page, `/media/newsfeed/${item?.FeedId}/${item?.Id}`);
    const dialog = page.locator('dialog[open]');
    await dialog.locator('.wgt-news-popup').waitFor();
    await widgetMounted(page, 'media-hub');
    await page.waitForURL((url) => url.searchParams.get('school') === 'geneva');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    const url = new URL(page.url());
    expect(url.pathname + url.search).toBe('/media?school=geneva');
    await context.close();
  });
});
