// The first images first (issue 17): the cards of the first row load their image at once and
// before other images, the later ones lazily; every card asks the image service for a width
// that covers the card at the screen's pixel ratio (the spec's width, or twice it).
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launch, type OpenPage, openPage, widgetMounted } from '../support/browser';

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

/** The hub's card images in order, with what the browser was told and what it fetched. */
const cardImages = (page: Page) =>
  page.locator('[data-widget-root] .wgt-card__image').evaluateAll((images) =>
    images.map((element) => {
      const image = element as HTMLImageElement;
      return {
        loading: image.loading,
        fetchPriority: image.getAttribute('fetchpriority'),
        width: image.getAttribute('width'),
        height: image.getAttribute('height'),
        rendered: image.getBoundingClientRect().width,
        fetched: image.currentSrc,
      };
    }),
  );

const widthAsked = (url: string) => Number(new URL(url).searchParams.get('width_2'));

describe.each([
  [1280, 1, 4],
  [375, 2, 1],
])('given the media hub at %ipx wide, pixel ratio %i', (width, ratio, firstRow) => {
  it(`loads the ${firstRow} image(s) of the first row at once and first, the rest lazily`, async () => {
    open = await openPage(browser, '/media/filter/news', {
      viewport: { width, height: 800 },
      deviceScaleFactor: ratio,
    });
    await widgetMounted(open.page, 'media-hub');
    await expect.poll(async () => (await cardImages(open?.page as Page)).length).toBe(12);
    const images = await cardImages(open.page);
    expect(images.map((image) => image.loading === 'eager')).toEqual(
      images.map((_, index) => index < firstRow),
    );
    expect(images.map((image) => image.fetchPriority === 'high')).toEqual(
      images.map((_, index) => index < firstRow),
    );
    for (const image of images) {
      // The box is reserved before the image arrives: no layout shift.
      expect([image.width, image.height]).toEqual(['360', '240']);
    }
  });

  it('asks the image service for a width that covers the card at the pixel ratio', async () => {
    open = await openPage(browser, '/media/filter/news', {
      viewport: { width, height: 800 },
      deviceScaleFactor: ratio,
    });
    await widgetMounted(open.page, 'media-hub');
    await expect
      .poll(async () => (await cardImages(open?.page as Page))[0]?.fetched ?? '')
      .toContain('width_2=');
    const [first] = await cardImages(open.page);
    if (!first) throw new Error('the hub shows a card');
    const needed = first.rendered * ratio;
    expect(widthAsked(first.fetched)).toBe(needed > 360 ? 720 : 360);
    // Every card, not only the first row: a lazy one asks for the same.
    await open.page.mouse.wheel(0, 4000);
    await expect
      .poll(async () => (await cardImages(open?.page as Page))[11]?.fetched ?? '')
      .toContain(`width_2=${needed > 360 ? 720 : 360}`);
  });
});
