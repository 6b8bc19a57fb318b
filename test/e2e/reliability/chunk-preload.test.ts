// A media page's code and data arrive in parallel. A widget's code arrives in one round: while its own chunk is still on its way, the browser
// already fetches every shared chunk that chunk imports (boot.js asks for them by
// <link rel="modulepreload">, build.mjs). Without that, the browser learns of them only once the
// widget's chunk has arrived and been parsed: one round trip more per level of the graph (the
// media hub's was four deep), and on a cold menu click the overlay painted after 100 ms. The
// chunks a click loads do the same for theirs (build/preload.mjs): the photo viewer's.
// And a media widget's first call goes out as soon as its own code is here, while React (65 KB,
// the larger download) may still be on its way: the component then finds the answer.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chunkGraph, chunkHolding, chunkUrl, readChunkMap } from '../../support/chunk-map';
import { baseUrl, launch, widgetMounted } from '../support/browser';
import { watchCsp } from '../support/csp-watch';

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

/**
 * Opens `path` with the response for `held` kept back until `release()` is called, and records
 * the path of every request the page makes meanwhile.
 */
async function openHolding(path: string, held: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await watchCsp(context);
  await context.route(`**${held}`, async (route) => {
    await released;
    await route.continue();
  });
  const page = await context.newPage();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto(new URL(path, baseUrl()).href);
  return { page, requested, release };
}

const missing = (wanted: string[], requested: string[]) =>
  wanted.filter((url) => !requested.includes(url));

describe('given the media hub, whose code is four chunks deep', () => {
  it('fetches all its shared chunks while its own chunk is still on its way', async () => {
    const hub = chunkGraph('widgets/media-hub/MediaHub.tsx');
    expect(hub.imports.length).toBeGreaterThan(3);
    const { page, requested, release } = await openHolding('/media', hub.chunk);
    await expect.poll(() => requested.includes(hub.chunk)).toBe(true);
    await expect.poll(() => missing(hub.imports, requested)).toEqual([]);
    release();
    await widgetMounted(page, 'media-hub');
    await expect.poll(() => page.getByRole('listitem').count()).toBeGreaterThan(0);
  });
});

describe("given a tap on the menu button before the menu's code has loaded", () => {
  it("fetches the menu's shared chunks with its own, and the menu opens", async () => {
    const menu = chunkGraph('widgets/menu/Menu.tsx');
    const { page, requested, release } = await openHolding('/about', menu.chunk);
    await widgetMounted(page, 'header');
    const button = page.getByRole('button', { name: 'Menu', exact: true });
    await button.click();
    await expect.poll(() => requested.includes(menu.chunk)).toBe(true);
    await expect.poll(() => missing(menu.imports, requested)).toEqual([]);
    release();
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    await expect
      .poll(() => page.locator('[data-widget-root] .wgt-menu__overlay').isVisible())
      .toBe(true);
  });
});

describe("given a photo set's card clicked while the viewer's code is still on its way", () => {
  // A chunk a click loads asks for its target's shared chunks with it (build/preload.mjs): the
  // viewer's ShareButton chunk, which no first load holds, leaves beside the viewer's own.
  it("fetches the viewer's shared chunks meanwhile, and the viewer opens", async () => {
    const viewer = chunkGraph('widgets/popups/kinds/photos/PhotoViewer.tsx');
    const share = chunkUrl(
      chunkHolding(readChunkMap(), 'widgets/popups/share/ShareButton.tsx') ?? '',
    );
    expect(viewer.imports).toContain(share);
    const { page, requested, release } = await openHolding('/media/filter/photos', viewer.chunk);
    const link = page.locator('[data-widget-root] .wgt-card__link').first();
    await link.waitFor();
    await page.waitForSelector('[data-widget="popups"][data-widget-state="mounted"]', {
      state: 'attached',
    });
    expect(requested, 'no first load holds the share button').not.toContain(share);
    await link.click();
    await expect.poll(() => requested.includes(viewer.chunk)).toBe(true);
    await expect.poll(() => missing(viewer.imports, requested)).toEqual([]);
    release();
    await page.locator('dialog[open] .wgt-photos__thumbnails button').first().waitFor();
  });
});

describe.each([
  ['the media hub', '/media', 'GetMediaItems', 'media-hub'],
  [
    'a search expression page',
    '/media?SearchExpression=%23SportsDay',
    'GetMediaItemsAdvanced',
    'media-hub',
  ],
  ['the calendar', '/calendar', 'GetMediaItems', 'calendar'],
])('given %s while React is still on its way', (_, path, call, widget) => {
  it('asks the media service for its first page meanwhile, and shows it once React is here', async () => {
    const react = chunkGraph('src/ui/react-root.tsx');
    const { page, requested, release } = await openHolding(path, react.chunk);
    await expect.poll(() => requested.includes(react.chunk)).toBe(true);
    await expect
      .poll(() => requested.some((url) => url.endsWith(`/media-service/${call}`)))
      .toBe(true);
    release();
    await widgetMounted(page, widget);
    await expect.poll(() => page.getByRole('listitem').count()).toBeGreaterThan(0);
    expect(requested.filter((url) => url.endsWith(`/media-service/${call}`))).toHaveLength(1);
  });
});

describe('given the landing page while React is still on its way', () => {
  it("shows the intro's background sized to the window meanwhile, not the server's default", async () => {
    const react = chunkGraph('src/ui/react-root.tsx');
    const { page, requested, release } = await openHolding('/', react.chunk);
    const images: URLSearchParams[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/image-service/image') images.push(url.searchParams);
    });
    await expect.poll(() => requested.includes(react.chunk)).toBe(true);
    const intro = page.locator('[data-widget="landing-intro"]');
    // 1280 x 800 window: the 1280 screen step, at the window's shape.
    await expect
      .poll(() => intro.evaluate((element) => getComputedStyle(element).backgroundImage))
      .toContain('width_2=1280&height_2=800');
    expect(await intro.getAttribute('data-widget-state')).not.toBe('mounted');
    release();
    await widgetMounted(page, 'landing-intro');
    const hero = images.filter((query) => query.get('url_1') === '/images/hero-campus.jpg');
    expect(hero.map((query) => `${query.get('width_2')}x${query.get('height_2')}`)).toEqual([
      '1280x800',
    ]);
  });
});
