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
 * The page's images are held until this long after the hub's first call went out, so that the
 * page's load event comes after the call (on a busy machine the call may take seconds); at most
 * until HOLD_CAP_MS after navigation, when no call comes.
 */
const IMAGES_AFTER_CALL_MS = 1_500;
const HOLD_CAP_MS = 9_000;

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
  /** ms after navigation: the hub's first media call sent, the page's images let through. */
  callSent: Promise<number>;
  imagesIn: Promise<number>;
  /** ms after navigation of the page's `load`, or null. */
  loaded: () => Promise<number | null>;
  /** ms after navigation the hub first showed cards, or null. */
  cards: () => Promise<number | null>;
}

/** Opens /media with its images held back (see above), and `query` (a failing service) added. */
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
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const imagesIn = Promise.race([
    callSent.then(() => wait(IMAGES_AFTER_CALL_MS)),
    wait(HOLD_CAP_MS),
  ]).then(() => Date.now() - navigated);
  await context.route('**/image-service/**', async (route) => {
    await imagesIn;
    await route.continue().catch(() => {});
  });
  await page.addInitScript(() => {
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
  });
  const read = (key: 'load' | 'cards') =>
    page.evaluate(
      (name) => (window as unknown as { marks: Record<string, number | null> }).marks[name] ?? null,
      key,
    );
  navigated = Date.now();
  await page.goto(new URL(`/media${query}`, baseUrl()).href, { waitUntil: 'commit' });
  return { page, callSent, imagesIn, loaded: () => read('load'), cards: () => read('cards') };
}

describe('given a media service that never answers', () => {
  it('the page’s load event comes once its images are in, not held by the call', async () => {
    const { page, callSent, imagesIn, loaded } = await openMediaPage(
      '?demoFailure=GetMediaItems:hang',
    );
    const sent = await callSent;
    const images = await imagesIn;
    // The call went out before `load` (the images held it), and was hung when `load` was due.
    expect(await loaded()).toBeNull();
    // Long before the client's 8 s timeout: nothing but the images held `load`.
    await expect.poll(loaded, { timeout: 3_000, interval: 100 }).not.toBeNull();
    expect(await loaded()).toBeGreaterThan(sent);
    expect((await loaded()) ?? 0).toBeLessThan(images + 3_000);
    expect(await page.locator('[data-widgets-jsonp]').count()).toBe(1);
  });
});

describe('given a working media service', () => {
  it('the first cards show before the page’s load event, which they do not wait for', async () => {
    const { callSent, imagesIn, loaded, cards } = await openMediaPage();
    await callSent;
    await imagesIn;
    await expect.poll(loaded, { timeout: 5_000, interval: 100 }).not.toBeNull();
    const [shown, load] = [await cards(), await loaded()];
    expect(shown).not.toBeNull();
    expect(shown).toBeLessThan(load ?? 0);
  });
});
