// Concurrency, in Chromium against the demo's slow stand-in (demo/media-service/delays.mjs):
// 50 requests at once with random delays, each answer reaching its own caller and identical
// requests sharing one script; two media hubs on one page, each with its own items; widgets
// removed while their call is out, nothing thrown late and nothing left, and a widget added
// again working. The figures go to the bench (bench/battery-results/concurrency.json).

import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedIdsByGroup } from '../../../demo/data/seed.mjs';
import { relatedEvents } from '../../../src/format/events';
import type { ExtendedMediaItem, MediaItem } from '../../../src/media/types';
import { recordBattery } from '../support/battery-report';
import { baseUrl, launch, widgetMounted } from '../support/browser';
import { bundleMediaClient, type MediaUnderTest } from '../support/failing-service-data';
import { leftovers } from '../support/failing-service-harness';
import { serviceAnswer, serviceItems } from '../support/service-items';

const REQUESTS = 50;
/** Identical to an earlier request: the transport must send them once. */
const REPEATS = 10;
/** Random delay of each answer, ms. */
const DELAYS = '0-1500';

let browser: Browser;
const figures = {
  'concurrent requests': 0,
  'identical requests shared': 0,
  misrouted: 0,
  'late throws': 0,
  'widget instances side by side': 0,
  'cross-talk': 0,
  'widgets removed mid-request': 0,
  'leftover scripts': 0,
};

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
  recordBattery('concurrency', figures);
});

interface Watched {
  page: Page;
  /** Uncaught errors and console errors. */
  errors: string[];
}

async function open(
  path: string,
  { before, ...options }: { bypassCSP?: boolean; before?: (page: Page) => void } = {},
): Promise<Watched> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  // Listeners that must see the page's first requests: a widget's first call can go out
  // before the load event that goto waits for.
  before?.(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.name}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  await page.goto(new URL(path, baseUrl()).href);
  return { page, errors };
}

/** One call of the sweep: the method, its query, and what identifies the right answer. */
interface Ask {
  method: string;
  query: unknown;
  /** The answer's identity (ids in order, or the token). */
  expected: string;
}

const identity = (answer: unknown): string => {
  if (typeof answer === 'string') return answer;
  const list = Array.isArray(answer) ? answer : [answer];
  return list.map((item) => `${(item as MediaItem)?.FeedId}:${(item as MediaItem)?.Id}`).join(',');
};

/** 40 different questions, each with an answer that tells it from the others, and 10 repeats. */
async function questions(): Promise<Ask[]> {
  const news = await serviceItems(feedIdsByGroup.news);
  const events = await serviceItems(feedIdsByGroup.events);
  const asks: Ask[] = [];
  for (const item of [...news.slice(0, 10), ...events.slice(0, 10)]) {
    asks.push({
      method: 'getMediaItemDescription',
      query: { ItemId: item.Id, FeedId: item.FeedId },
      expected: identity(item),
    });
  }
  const feeds = Object.values(feedIdsByGroup).flat().slice(0, 15);
  for (const [index, feed] of feeds.entries()) {
    const query = { FeedIds: [feed], skip: index % 3, take: 1 + (index % 4) };
    const answer = await serviceAnswer('GetMediaItems', {
      FeedIds: `${feed}`,
      skip: `${query.skip}`,
      take: `${query.take}`,
    });
    asks.push({ method: 'getMediaItems', query, expected: identity(answer) });
  }
  for (const type of ['Twitter', 'Flickr', 'Youtube', 'Vimeo', 'Instagram']) {
    asks.push({
      method: 'getApplicationToken',
      query: { FeedType: type },
      expected: `demo-token-${type}`,
    });
  }
  return [...asks, ...asks.slice(0, REPEATS)];
}

describe('given 50 requests at once and a service answering each after a random delay', () => {
  it('every answer reaches its own caller, identical requests go out once, nothing is left', async () => {
    const asks = await questions();
    expect(asks).toHaveLength(REQUESTS);
    // The test's own module script is no part of the page's policy (csp.test.ts covers that).
    const { page, errors } = await open('/blank', { bypassCSP: true });
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/media-service/delay/')) sent.push(request.url());
    });
    await page.addScriptTag({ content: await bundleMediaClient(), type: 'module' });
    await page.waitForFunction(() => 'mediaUnderTest' in window);

    const base = `${baseUrl()}/media-service/delay/${DELAYS}/`;
    const got = await page.evaluate(
      async ({ base, asks }) => {
        const { createFullMediaClient, log } = (window as unknown as MediaUnderTest).mediaUnderTest;
        // 50 requests, at most six at a time per host in Chromium: a generous time limit.
        const client = createFullMediaClient({
          log,
          baseUrl: base,
          timeoutMs: 30_000,
        }) as unknown as Record<string, (query: unknown) => Promise<unknown>>;
        const arrived: number[] = [];
        const answers = await Promise.all(
          asks.map(async ({ method, query }, index) => {
            try {
              const answer = await client[method]?.(query);
              arrived.push(index);
              return { answer };
            } catch (error) {
              return { error: `${error}` };
            }
          }),
        );
        return { answers, arrived };
      },
      { base, asks },
    );

    const wrong = asks.flatMap((ask, index) => {
      const result = got.answers[index];
      const answer = result && 'answer' in result ? identity(result.answer) : result?.error;
      return answer === ask.expected
        ? []
        : [`${ask.method} #${index}: ${answer} ≠ ${ask.expected}`];
    });
    figures['concurrent requests'] = asks.length;
    figures.misrouted = wrong.length;
    figures['identical requests shared'] = asks.length - sent.length;
    expect(wrong).toEqual([]);
    // The delays shuffled the answers: they did not come back in the order they were asked.
    expect(got.arrived).not.toEqual([...got.arrived].sort((a, b) => a - b));
    expect(sent).toHaveLength(REQUESTS - REPEATS);
    await expect.poll(() => leftovers(page)).toEqual([]);
    figures['late throws'] += errors.length;
    expect(errors).toEqual([]);
    await page.context().close();
  }, 60_000);
});

/** Adds a media hub element to the page's main content (the runtime mounts what is added). */
const addHub = (page: Page, attributes: Record<string, string>) =>
  page.evaluate((attributes) => {
    const hub = document.createElement('section');
    for (const [name, value] of Object.entries(attributes)) hub.setAttribute(name, value);
    hub.setAttribute('data-widget', 'media-hub');
    hub.setAttribute('data-load', 'eager');
    document.querySelector('main')?.append(hub);
  }, attributes);

/** The `FeedId:Id` keys of the cards of the hub with `data-group="group"`. */
const cardKeys = (page: Page, group: string) =>
  page
    .locator(`[data-widget="media-hub"][data-group="${group}"] [data-card-key]`)
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-card-key')));

const keysOf = (items: readonly ExtendedMediaItem[]) =>
  items.map((item) => `${item.FeedId}:${item.Id}`);

describe('given two media hubs of different groups on one page and a slow service', () => {
  it('each shows its own group, also after Load more on both at once', async () => {
    const { page, errors } = await open(`/about?demoDelay=${DELAYS}`);
    const take = 4;
    const groups = ['news', 'photos'] as const;
    const expected = Object.fromEntries(
      await Promise.all(
        groups.map(async (group) => [group, keysOf(await serviceItems(feedIdsByGroup[group]))]),
      ),
    ) as Record<(typeof groups)[number], string[]>;
    for (const group of groups) await addHub(page, { 'data-group': group, 'data-take': `${take}` });
    figures['widget instances side by side'] = groups.length;
    let crossTalk = 0;
    for (const pages of [1, 2]) {
      for (const group of groups) {
        await expect
          .poll(() => cardKeys(page, group), { timeout: 15_000 })
          .toHaveLength(take * pages);
        const keys = await cardKeys(page, group);
        crossTalk += keys.filter((key) => !expected[group].includes(key ?? '')).length;
        expect(keys).toEqual(expected[group].slice(0, take * pages));
      }
      if (pages === 1) {
        // Both in the same task: two pages of answers in flight, coming back in either order.
        const clicked = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLButtonElement>('.wgt-media-hub__more')].map(
            (button) => {
              button.click();
              return button.closest('[data-group]')?.getAttribute('data-group');
            },
          ),
        );
        expect(clicked.sort()).toEqual([...groups].sort());
      }
    }
    figures['cross-talk'] = crossTalk;
    await expect.poll(() => leftovers(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 60_000);
});

describe('given a visitor typing on while suggestions are slow', () => {
  it('an older answer arriving after a newer one does not replace it', async () => {
    const { page, errors } = await open('/media?demoDelay=300');
    await widgetMounted(page, 'media-hub');
    // The answer for the first text is held until the one for the whole word is in.
    let releaseFirst = () => {};
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    let firstAsked = () => {};
    const firstOut = new Promise<void>((resolve) => {
      firstAsked = resolve;
    });
    const answered: string[] = [];
    await page.route(
      '**/media-service/delay/**/GetMediaItemsSearchSuggestions?*',
      async (route) => {
        const text = new URL(route.request().url()).searchParams.get('SearchText') ?? '';
        if (text === 'sp') {
          firstAsked();
          await firstHeld;
        }
        await route.continue();
      },
    );
    page.on('requestfinished', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/GetMediaItemsSearchSuggestions'))
        answered.push(url.searchParams.get('SearchText') ?? '');
    });
    const box = page.getByRole('combobox', { name: 'Search news, events, photos and posts' });
    await box.pressSequentially('sp');
    // The question for "sp" must be out before typing on; a fixed wait was too short under load
    // (the debounce had not fired, only "sport" was asked, and the race was never run).
    await firstOut;
    await box.pressSequentially('ort');
    const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
    await options.first().waitFor();
    releaseFirst();
    await expect.poll(() => answered).toEqual(['sport', 'sp']);
    await page.waitForTimeout(300);
    const shown = await options.allTextContents();
    expect(shown.length).toBeGreaterThan(0);
    for (const text of shown) expect(text.toLowerCase()).toContain('sport');
    figures.misrouted += shown.filter((text) => !text.toLowerCase().includes('sport')).length;
    await expect.poll(() => leftovers(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 60_000);
});

describe('given a widget removed while its call is out', () => {
  /** The page's requests to the slow service: sent, and finished (answered or failed). */
  function slowCalls(page: Page) {
    const calls = { sent: 0, finished: 0 };
    const isSlow = (url: string) => url.includes('/media-service/delay/');
    page.on('request', (request) => {
      if (isSlow(request.url())) calls.sent++;
    });
    const finished = (request: Request) => {
      if (isSlow(request.url())) calls.finished++;
    };
    page.on('requestfinished', finished);
    page.on('requestfailed', finished);
    return calls;
  }

  /** After every answer is in: nothing thrown or logged, nothing left. */
  async function quietAfterwards(watched: Watched, calls: { sent: number; finished: number }) {
    await expect.poll(() => calls.finished, { timeout: 15_000 }).toBe(calls.sent);
    // Time for a late answer's callbacks and renders to run.
    await watched.page.waitForTimeout(500);
    figures['late throws'] += watched.errors.length;
    const left = await leftovers(watched.page);
    figures['leftover scripts'] += left.length;
    expect(watched.errors).toEqual([]);
    expect(left).toEqual([]);
  }

  it('a media hub: its late answer throws nothing, and the hub added again shows its cards', async () => {
    const watched = await open('/about?demoDelay=2000');
    const { page } = watched;
    const calls = slowCalls(page);
    await addHub(page, { 'data-group': 'news', 'data-take': '4' });
    await expect.poll(() => calls.sent).toBe(1);
    await page.evaluate(() => document.querySelector('[data-widget="media-hub"]')?.remove());
    figures['widgets removed mid-request']++;
    expect(calls.finished).toBe(0);
    await quietAfterwards(watched, calls);

    await addHub(page, { 'data-group': 'news', 'data-take': '4' });
    await widgetMounted(page, 'media-hub');
    await expect.poll(() => cardKeys(page, 'news'), { timeout: 15_000 }).toHaveLength(4);
    await quietAfterwards(watched, calls);
    await page.context().close();
  }, 60_000);

  it('the calendar: removed before its events arrive, it throws nothing, and put back it shows them', async () => {
    let calls = { sent: 0, finished: 0 };
    const watched = await open('/calendar?demoDelay=2000', {
      before: (page) => {
        calls = slowCalls(page);
      },
    });
    const { page } = watched;
    await expect.poll(() => calls.sent, { timeout: 15_000 }).toBe(1);
    const calendar = await page.evaluate(() => {
      const element = document.querySelector('[data-widget="calendar"]');
      const copy = element?.cloneNode(true) as HTMLElement | undefined;
      // The copy as the CMS served it: without the runtime's state and root.
      copy?.removeAttribute('data-widget-state');
      copy?.querySelector('[data-widget-root]')?.remove();
      element?.remove();
      return copy?.outerHTML ?? '';
    });
    figures['widgets removed mid-request']++;
    expect(calls.finished).toBe(0);
    await quietAfterwards(watched, calls);

    await page.evaluate((html) => {
      document.querySelector('main section')?.insertAdjacentHTML('afterbegin', html);
    }, calendar);
    await widgetMounted(page, 'calendar');
    await page
      .locator('[data-widget="calendar"] [data-widget-root] .wgt-calendar__day[data-day]')
      .first()
      .waitFor({ timeout: 15_000 });
    await quietAfterwards(watched, calls);
    await page.context().close();
  }, 60_000);

  it('an event pop-up: closed before its related events arrive, it throws nothing, and opens again', async () => {
    const events = (await serviceAnswer('GetMediaItemsClone', {
      FeedIds: feedIdsByGroup.events.join(','),
      HasCategorys: 'true',
    })) as ExtendedMediaItem[];
    let calls = { sent: 0, finished: 0 };
    const watched = await open('/calendar?demoDelay=1500', {
      before: (page) => {
        calls = slowCalls(page);
      },
    });
    const { page } = watched;
    await widgetMounted(page, 'calendar');
    // A coming event with related events: its pop-up asks for them.
    const categorised = new Set(
      keysOf(
        events.filter(
          (candidate) => relatedEvents(candidate, events, { now: new Date() }).length > 0,
        ),
      ),
    );
    const cards = page.locator('[data-widget-root] [data-card-key]');
    await cards.first().waitFor({ timeout: 15_000 });
    const keys = await cards.evaluateAll((all) =>
      all.map((card) => card.getAttribute('data-card-key')),
    );
    const index = keys.findIndex((key) => categorised.has(key ?? ''));
    expect(index).toBeGreaterThanOrEqual(0);
    const card = cards.nth(index).locator('.wgt-card__link');
    await expect.poll(() => calls.finished).toBe(calls.sent);
    // The pop-up's GetMediaItemsClone on its way: a long answer, asked by the media worker.
    let cloneAsked = 0;
    page.on('request', (request) => {
      if (request.url().includes('/GetMediaItemsClone?')) cloneAsked++;
    });
    await card.click();
    await page.locator('dialog[open] .wgt-event-popup').waitFor();
    await expect.poll(() => cloneAsked).toBe(1);
    expect(calls.finished).toBeLessThan(calls.sent);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
    figures['widgets removed mid-request']++;
    await quietAfterwards(watched, calls);

    await card.click();
    await page.locator('dialog[open] .wgt-related-events__link').first().waitFor();
    await page.keyboard.press('Escape');
    await quietAfterwards(watched, calls);
    await page.context().close();
  }, 60_000);
});
