// A media service that never answers must not hold the page's load event: the tab would show
// loading and the tag manager (3 s after `load`) would wait for it. A JSONP script in the page
// delays `load` until it is fetched, even once the client's timeout has removed it; the calls
// made before `load` put their script in a frame whose document has loaded (src/media/jsonp.ts).
// And the first call still goes out as early as before: the first cards do not wait for `load`.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch } from '../support/browser';
import { watchCsp } from '../support/csp-watch';

/**
 * The page's load event is held by an image it asks for at DOMContentLoaded, let through when
 * the test says (at most HOLD_CAP_MS after navigation): so the call surely goes out before
 * `load` is due, however busy the machine. The page's own images can't be relied on for that:
 * the widget hides the server markup's cards.
 */
const HOLDING_IMAGE = '/load-holding-image.png';
const HOLD_CAP_MS = 20_000;

let browser: Browser;
let context: BrowserContext | undefined;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());
afterEach(async () => {
  await context?.close();
  context = undefined;
});

interface Timeline {
  page: Page;
  /** ms after navigation the hub's first media call was sent. */
  callSent: Promise<number>;
  /** Lets the holding image through; resolves with the ms after navigation. */
  release: () => Promise<number>;
  /** ms after navigation of the page's `load`, or null. */
  loaded: () => Promise<number | null>;
  /** ms after navigation the hub first showed cards, or null. */
  cards: () => Promise<number | null>;
}

/** Opens /media with its load held (see above), and `query` (a failing service) added. */
async function openMediaPage(query = ''): Promise<Timeline> {
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await watchCsp(context);
  const page = await context.newPage();
  let navigated = 0;
  const callSent = new Promise<number>((resolve) =>
    page.on('request', (request) => {
      if (/\/media-service\/.*GetMediaItems/.test(request.url())) resolve(Date.now() - navigated);
    }),
  );
  let letThrough = () => {};
  const released = Promise.race([
    new Promise<void>((resolve) => {
      letThrough = resolve;
    }),
    new Promise((resolve) => setTimeout(resolve, HOLD_CAP_MS)),
  ]).then(() => Date.now() - navigated);
  await context.route(`**${HOLDING_IMAGE}`, async (route) => {
    await released;
    await route.fulfill({ status: 404 }).catch(() => {});
  });
  await page.addInitScript((src) => {
    // The page only, not the frames it makes (the JSONP frame among them).
    if (window !== window.top) return;
    document.addEventListener('DOMContentLoaded', () => {
      const image = document.createElement('img');
      image.alt = '';
      image.src = src;
      document.body.append(image);
    });
    const marks = { load: null as number | null, cards: null as number | null };
    (window as unknown as { marks: typeof marks }).marks = marks;
    addEventListener('load', () => {
      marks.load = performance.now();
    });
    new MutationObserver(() => {
      marks.cards ??= document.querySelector(
        '[data-widget="media-hub"] [data-widget-root] [role="listitem"]',
      )
        ? performance.now()
        : null;
    }).observe(document, { childList: true, subtree: true });
  }, HOLDING_IMAGE);
  const read = (key: 'load' | 'cards') =>
    page.evaluate(
      (name) => (window as unknown as { marks: Record<string, number | null> }).marks[name] ?? null,
      key,
    );
  navigated = Date.now();
  await page.goto(new URL(`/media${query}`, baseUrl()).href, { waitUntil: 'commit' });
  return {
    page,
    callSent,
    release: () => {
      letThrough();
      return released;
    },
    loaded: () => read('load'),
    cards: () => read('cards'),
  };
}

describe('given a media service that never answers', () => {
  it('the page’s load event comes once the page’s own loads are done, not held by the call', async () => {
    const { page, callSent, release, loaded } = await openMediaPage(
      '?demoFailure=GetMediaItems:hang',
    );
    const sent = await callSent;
    await page.waitForTimeout(1_000);
    // The call went out before `load` (the image held it), and is hung when `load` is due.
    expect(await loaded()).toBeNull();
    const releasedAt = await release();
    // Without the call holding it, `load` follows (a busy machine may still be fetching the
    // widgets' chunks); held by the call, it would not come before the service let go.
    await expect.poll(loaded, { timeout: 10_000, interval: 100 }).not.toBeNull();
    expect(await loaded()).toBeGreaterThan(sent);
    expect(await loaded()).toBeGreaterThan(releasedAt - 1_000);
    expect(await page.locator('iframe[data-widgets-jsonp]').count()).toBe(1);
  }, 60_000);
});

describe('given a working media service', () => {
  it('the first cards show before the page’s load event, which they do not wait for', async () => {
    const { callSent, release, loaded, cards } = await openMediaPage();
    await callSent;
    // `load` is held until the cards show: a call put off until `load` would never show them.
    await expect.poll(cards, { timeout: HOLD_CAP_MS, interval: 100 }).not.toBeNull();
    expect(await loaded()).toBeNull();
    await release();
    await expect.poll(loaded, { timeout: 10_000, interval: 100 }).not.toBeNull();
  }, 60_000);
});
