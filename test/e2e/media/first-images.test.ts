// On a phone the first card's image comes with the server markup
// (not lazy, at high priority, the width the widget will ask for picked from srcset; the later
// ones lazy), so the widget's cards show the very files the browser already has: the page's
// largest paint happens before any script, and no card image is fetched twice.
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

describe.each([
  ['a group page', '/media/filter/news', 'media-hub', '720'],
  ['the calendar', '/calendar', 'calendar', '720'],
])('given %s on a phone', (_, path, widget, width) => {
  it("fetches the first card's image once, before any script, and the widget shows it", async () => {
    open = await openPage(browser, 'about:blank', LIGHTHOUSE_PHONE);
    const images: string[] = [];
    open.page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/image-service/image') images.push(request.url());
    });
    await open.page.goto(new URL(path, baseUrl()).href);
    await widgetMounted(open.page, widget);
    const firstImage = open.page.locator('.wgt-card__image').first();
    await expect
      .poll(() => firstImage.evaluate((image: HTMLImageElement) => image.complete))
      .toBe(true);
    const shown = new URL(await firstImage.evaluate((image: HTMLImageElement) => image.currentSrc));
    expect(shown.searchParams.get('width_2')).toBe(width);
    // That image, at any width, was asked for once: by the server markup.
    const source = shown.searchParams.get('url_1');
    const asked = images.map((url) => new URL(url).searchParams);
    expect(asked.filter((query) => query.get('url_1') === source)).toHaveLength(1);
    expect(images.length).toBe(new Set(images).size);
    expect(open.errors).toEqual([]);
  });
});

describe.each([
  ['the media hub', '/media', 'media-hub'],
  ['a share URL', '/media/eventsfeed/5/1795', 'media-hub'],
  ['a group page', '/media/filter/photos', 'media-hub'],
  ['a search expression page', '/media?SearchExpression=%23SportsDay', 'media-hub'],
  ['the calendar', '/calendar', 'calendar'],
])('given %s', (_, path, widget) => {
  it("lists the server markup's cards, in its order, once the widget has taken over", async () => {
    // The widget's own cards carry data-card-key; the server's do not.
    const titles = (page: OpenPage['page'], cards: string) =>
      page.locator(`[data-widget="${widget}"] ${cards} .wgt-card__title`).allTextContents();
    open = await openPage(browser, path, { ...LIGHTHOUSE_PHONE, javaScriptEnabled: false });
    const server = await titles(open.page, '');
    await open.context.close();
    open = await openPage(browser, path, LIGHTHOUSE_PHONE);
    const { page } = open;
    await widgetMounted(page, widget);
    await expect.poll(() => titles(page, '[data-card-key]')).not.toEqual([]);
    const shown = await titles(page, '[data-card-key]');
    expect(server.length).toBeGreaterThan(0);
    expect(shown.slice(0, server.length)).toEqual(server.slice(0, shown.length));
    expect(open.errors).toEqual([]);
  });
});

describe.each([
  ['the landing page', '/'],
  ['a group page', '/media/filter/blog'],
  ['a share URL', '/media/eventsfeed/5/1795'],
])('given %s on a phone', (_, path) => {
  it("draws the server markup before any widget's code or React is asked for", async () => {
    open = await openPage(browser, 'about:blank', LIGHTHOUSE_PHONE);
    // The boot script has run by DOMContentLoaded. Then: when the next frame was drawn (the
    // whole server markup is parsed by then), and when the first widget chunk (named after its
    // component: Header-, MediaHub-, ...) or React's chunk was asked for. Early work without
    // React (the landing hero's sizing, lower-case chunks) may come before.
    await open.page.addInitScript(() => {
      const seen: Record<string, number> = {};
      Object.assign(window, { seen });
      document.addEventListener('DOMContentLoaded', () => {
        seen.booted = performance.now();
        requestAnimationFrame(() => {
          seen.frame = performance.now();
        });
      });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (/\/widgets\/chunks\/([A-Z]|react-root-)/.test(entry.name)) {
            seen.code ??= entry.startTime;
          }
        }
      }).observe({ type: 'resource', buffered: true });
    });
    await open.page.goto(new URL(path, baseUrl()).href);
    await open.page.waitForSelector('[data-widget-state="mounted"]');
    const { booted, frame, code } = await open.page.evaluate(
      () => (window as unknown as { seen: Record<'booted' | 'frame' | 'code', number> }).seen,
    );
    expect(frame).toBeGreaterThan(booted);
    expect(code).toBeGreaterThan(frame);
    expect(open.errors).toEqual([]);
  });
});

describe('given a group page on a phone on a slow network, before any script', () => {
  let slow: Browser;
  beforeAll(async () => {
    // Chrome's lazy images start up to 2500px below the viewport on a 3G connection (1250px
    // on 4G, which is what this machine's loopback counts as).
    slow = await launch(['--force-effective-connection-type=3G']);
  });
  afterAll(() => slow.close());

  it("fetches the images of the cards near the first screen, and the others as they're scrolled to", async () => {
    // The bundle held back: what the server markup fetches is what the phone fetches before
    // the widget starts. (Scripts stay enabled: without them Chrome loads no image lazily.)
    open = await openPage(slow, 'about:blank', LIGHTHOUSE_PHONE);
    const { page } = open;
    await page.route('**/widgets/boot.js', (route) => route.abort());
    await page.goto(new URL('/media/filter/blog', baseUrl()).href);
    const images = page.locator('.wgt-card__image');
    const loaded = () =>
      images.evaluateAll((all) => all.map((image) => (image as HTMLImageElement).naturalWidth > 0));
    await page.waitForLoadState('networkidle');
    const atLoad = await loaded();
    expect(atLoad.length).toBe(12);
    // The first cards' (about two screens' worth), not the images 2500px further down: those
    // were 9 of the 12 here, sharing the slow link with the first card's before the first paint.
    expect(atLoad.slice(0, 2)).toEqual([true, true]);
    expect(atLoad.filter(Boolean).length).toBeLessThanOrEqual(6);

    for (const image of await images.all()) await image.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await loaded()).every(Boolean)).toBe(true);
  });
});

describe('given the parents area on a phone, before any script', () => {
  it("fetches its first news card's image first, and its events' images as they're scrolled to", async () => {
    // The calendar comes after four news cards: its first image is not the page's first, and
    // its cards' images sharing the link with the news image delayed the largest paint.
    open = await openPage(browser, 'about:blank', LIGHTHOUSE_PHONE);
    const { page } = open;
    await page.route('**/widgets/boot.js', (route) => route.abort());
    await page.goto(new URL('/parents', baseUrl()).href);
    await page.waitForLoadState('networkidle');
    const urgent = page.locator('img[fetchpriority="high"]');
    expect(await urgent.count()).toBe(1);
    expect(
      await urgent.evaluate((image) => image.closest('[data-widget]')?.getAttribute('data-widget')),
    ).toBe('media-hub');
    const events = page.locator('[data-widget="calendar"] .wgt-card__image');
    const loaded = () =>
      events.evaluateAll((all) => all.map((image) => (image as HTMLImageElement).naturalWidth > 0));
    expect((await loaded()).length).toBeGreaterThan(1);
    expect(await loaded()).not.toContain(true);
    for (const image of await events.all()) await image.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await loaded()).every(Boolean)).toBe(true);
  });
});
