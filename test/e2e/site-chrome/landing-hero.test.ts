// On a phone the landing page's largest paint is the intro's background, sized to the
// window by script. It is asked for before the first frame, from a small chunk without React,
// and React (the largest chunk) is asked for only once the hero is on screen, so the two never
// share a slow phone's bandwidth. A slow or failing image service must not hold the widgets back for long.
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  LIGHTHOUSE_PHONE,
  launch,
  type OpenPage,
  openPage,
  widgetMounted,
} from '../support/browser';

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

const isHero = (url: string) => url.includes('/image-service/') && url.includes('hero-campus');

describe('given the landing page on a phone', () => {
  it('paints the sized hero before React is asked for, then the widgets take over', async () => {
    open = await openPage(browser, 'about:blank', LIGHTHOUSE_PHONE);
    await open.page.addInitScript(() => {
      const seen: Record<string, number | string> = {};
      Object.assign(window, { seen });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          url: string;
          renderTime: number;
        })[]) {
          if (entry.url?.includes('hero-campus')) {
            seen.painted ??= entry.renderTime || entry.startTime;
            seen.url = entry.url;
          }
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.name.includes('/chunks/react-root-')) seen.react ??= entry.startTime;
        }
      }).observe({ type: 'resource', buffered: true });
    });
    const heroes: string[] = [];
    open.page.on('request', (request) => {
      if (isHero(request.url())) heroes.push(request.url());
    });
    await open.page.goto(new URL('/', baseUrl()).href);
    await widgetMounted(open.page, 'landing-intro');
    await widgetMounted(open.page, 'header');
    const seen = await open.page.evaluate(
      () => (window as unknown as { seen: { painted: number; react: number; url: string } }).seen,
    );
    expect(seen.painted).toBeGreaterThan(0);
    expect(seen.react).toBeGreaterThan(seen.painted);
    // The hero at the phone's screen step (480), asked for once: the server's 1280 x 720
    // default is never fetched as well.
    expect(new URL(seen.url).searchParams.get('width_2')).toBe('480');
    expect(heroes).toHaveLength(1);
    expect(open.errors).toEqual([]);
  });

  // When React's chunk was asked for, and when the hero's answer ended, in page time.
  const timings = (page: OpenPage['page']) =>
    page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const react = entries.find((entry) => entry.name.includes('/chunks/react-root-'));
      const hero = entries.find((entry) => entry.name.includes('hero-campus'));
      return { react: react?.startTime ?? -1, heroEnd: hero?.responseEnd ?? -1 };
    });

  it('holds React back for about a second at most when the image service hangs', async () => {
    open = await openPage(browser, 'about:blank', LIGHTHOUSE_PHONE);
    await open.page.route(
      (url) => isHero(url.href),
      () => {},
    ); // never answered
    await open.page.goto(new URL('/', baseUrl()).href, { waitUntil: 'domcontentloaded' });
    await widgetMounted(open.page, 'header');
    await widgetMounted(open.page, 'landing-intro');
    const { react } = await timings(open.page);
    const booted = await open.page.evaluate(
      () => performance.getEntriesByType('navigation')[0]?.toJSON().domContentLoadedEventStart,
    );
    expect(react - booted).toBeGreaterThan(900);
    expect(react - booted).toBeLessThan(2500);
    // The intro keeps its text; the missing background leaves only the light veil.
    await expect
      .poll(() => open?.page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Three schools, one family');
  });

  it('asks for React at once when the image fails', async () => {
    open = await openPage(browser, 'about:blank', LIGHTHOUSE_PHONE);
    await open.page.route(
      (url) => isHero(url.href),
      (route) => route.fulfill({ status: 404, body: '' }),
    );
    await open.page.goto(new URL('/', baseUrl()).href);
    await widgetMounted(open.page, 'header');
    await widgetMounted(open.page, 'landing-intro');
    const { react, heroEnd } = await timings(open.page);
    expect(heroEnd).toBeGreaterThan(0);
    expect(react).toBeGreaterThan(heroEnd);
    expect(react - heroEnd).toBeLessThan(500);
  });
});
