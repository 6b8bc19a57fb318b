import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  expectNoAxeViolations,
  launch,
  type OpenPage,
  openPage,
  widgetMounted,
} from '../support/browser';
import { layoutShifts, recordLayoutShifts } from '../support/layout-shifts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const shrunkSchools = (open: OpenPage) =>
  open.page.$$eval('[data-widget-root] .wgt-footer__school', (items) =>
    items.map((item) => item.classList.contains('wgt-is-shrunk')),
  );

describe('given the landing page in Chromium', () => {
  let open: OpenPage;
  beforeAll(async () => {
    open = await openPage(browser, '/');
    await open.page.locator('footer').scrollIntoViewIfNeeded();
    await widgetMounted(open.page, 'footer');
  });
  afterAll(() => open.context.close());

  it('mounts the footer without any page or console error', () => {
    expect(open.errors).toEqual([]);
  });

  it('hovering a school logo shrinks the other two, and moving away restores them', async () => {
    await open.page.getByRole('link', { name: 'Hillcrest International School' }).hover();
    await expect.poll(() => shrunkSchools(open)).toEqual([true, false, true]);
    await open.page.mouse.move(5, 5);
    await expect.poll(() => shrunkSchools(open)).toEqual([false, false, false]);
  });

  it('hovering a map pin shrinks the other two schools', async () => {
    await open.page.getByRole('link', { name: 'Lakeside, Geneva' }).hover();
    await expect.poll(() => shrunkSchools(open)).toEqual([true, true, false]);
    await open.page.mouse.move(5, 5);
  });

  it('keyboard focus on a logo shrinks the others, as hovering does', async () => {
    await open.page.getByRole('link', { name: 'Riverside International School' }).focus();
    await expect.poll(() => shrunkSchools(open)).toEqual([false, true, true]);
    await open.page.keyboard.press('Tab');
    await expect.poll(() => shrunkSchools(open)).toEqual([true, false, true]);
  });

  it('"Back to top" by keyboard scrolls to the top and moves focus to the header', async () => {
    await open.page.getByRole('link', { name: 'Back to top' }).focus();
    await open.page.keyboard.press('Enter');
    await expect.poll(() => open.page.evaluate(() => window.scrollY)).toBe(0);
    expect(await open.page.evaluate(() => document.activeElement?.id)).toBe('top');
  });

  it('axe-core finds no violation on the landing page', async () => {
    // The landing intro may still be fading its links in (axe would measure the contrast of a
    // half-transparent link); the page is checked at rest.
    await open.page.evaluate(() => {
      for (const animation of document.getAnimations()) {
        if (animation.effect?.getComputedTiming().iterations !== Infinity) animation.finish();
      }
    });
    await expectNoAxeViolations(open.page);
  });
});

describe('given school logos that arrive late', () => {
  it('the footer keeps its place while they load: the markup gives each its size', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await recordLayoutShifts(context);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await context.route('**/images/logo-*', async (route) => {
      await held;
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto(new URL('/', baseUrl()).href, { waitUntil: 'commit' });
    // The page painted without them (its load event waits for them, and so may widgets).
    await page.waitForSelector('.wgt-footer__logo img');
    await page.waitForTimeout(1000);
    release();
    await widgetMounted(page, 'footer');
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('.wgt-footer__logo img')].every(
        (image) => !image.checkVisibility() || (image.complete && image.naturalWidth > 0),
      ),
    );
    // Two frames for a shift the images' arrival would cause to be reported.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const moved = (await layoutShifts(page)).filter((shift) =>
      shift.moved.some((element) => element.includes('wgt-footer')),
    );
    expect(moved).toEqual([]);
    await context.close();
  });
});

describe('given a visitor with reduced motion', () => {
  it('"Back to top" jumps without smooth scrolling', async () => {
    const open = await openPage(browser, '/about/schools/riverside', {
      reducedMotion: 'reduce',
    });
    await open.page.locator('footer').scrollIntoViewIfNeeded();
    await widgetMounted(open.page, 'footer');
    await open.page.getByRole('link', { name: 'Back to top' }).click();
    // Without smooth scrolling the page is at the top immediately, not after an animation.
    expect(await open.page.evaluate(() => window.scrollY)).toBe(0);
    await open.context.close();
  });
});

describe('given a page with no widgets', () => {
  it('loads only the boot chunk of the bundle', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(new URL('/blank', baseUrl()).href, { waitUntil: 'networkidle' });
    expect(scripts).toEqual(['/widgets/boot.js']);
    await context.close();
  });
});
