// The enlarged news image was one fixed file, stretched or far too large: the image
// service is asked for the width it is shown at, in the screen's pixels.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, openPage } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe.each([
  { width: 1280, height: 800, deviceScaleFactor: 1 },
  { width: 375, height: 667, deviceScaleFactor: 2 },
])('given a screen of $width x $height at $deviceScaleFactor x', (screen) => {
  it('the enlarged news image is the file of the width it is shown at', async () => {
    const { width, height, deviceScaleFactor } = screen;
    const { page, context } = await openPage(browser, '/media/filter/news', {
      viewport: { width, height },
      deviceScaleFactor,
    });
    await page.locator('[data-widget-root] .wgt-card__link').first().click();
    const enlarge = page.locator('dialog[open] .wgt-news-popup__image-button');
    await enlarge.click();
    await page.locator('.wgt-zoom.wgt-is-zoomed').waitFor();
    const image = page.locator('.wgt-zoom__image');
    await expect
      .poll(() => image.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth))
      .toBeGreaterThan(0);
    // After the zoom's transition (its scale).
    await page.waitForTimeout(600);
    const shown = await image.evaluate((node: HTMLImageElement) => ({
      asked: Number(new URL(node.currentSrc).searchParams.get('width_2')),
      natural: node.naturalWidth,
      width: node.getBoundingClientRect().width,
    }));
    const devicePixels = Math.ceil(shown.width * deviceScaleFactor);
    // Not stretched...
    expect(shown.natural).toBeGreaterThanOrEqual(devicePixels);
    // ...and asked at the width shown, rounded up a little at most (for the service's cache).
    expect(shown.asked).toBeGreaterThanOrEqual(devicePixels);
    expect(shown.asked).toBeLessThan(devicePixels + 100);
    await context.close();
  });
});
