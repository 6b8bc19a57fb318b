// The French and Arabic sites (/fr/..., /ar/...). At 1280 and 375 px, every page and
// every pop-up kind: the widgets speak the page's language (no text or accessible name of the
// English catalog left where the translation differs), axe finds no violation and nothing
// overflows sideways. In Arabic the promo carousel and the photo viewer move right to left.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import ar from '../../../src/i18n/ar';
import { en } from '../../../src/i18n/en';
import fr from '../../../src/i18n/fr';
import type { Catalog } from '../../../src/i18n/index';
import { expectNoAxeViolations, launch, type OpenPage, openPage } from '../support/browser';

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

const CATALOGS: Record<'fr' | 'ar', Catalog> = { fr, ar };
const WIDTHS = [1280, 375];
const PAGES = ['/', '/media', '/media/filter/news', '/calendar', '/parents'];
const POPUPS = [
  { kind: 'news', path: '/media/filter/news', content: '.wgt-news-popup' },
  { kind: 'event', path: '/calendar', content: '.wgt-event-popup' },
  { kind: 'photos', path: '/media/filter/photos', content: '.wgt-photos__thumbnails button' },
  { kind: 'embed', path: '/media/filter/videos', content: '.wgt-embed__load' },
];

/**
 * The English texts a page in `lang` must not show: every form of every message of the English
 * catalog whose translation differs ('Photos' is French too), as a pattern that matches a whole
 * text.
 */
function englishPatterns(lang: 'fr' | 'ar'): RegExp[] {
  const messages = CATALOGS[lang].messages;
  return Object.entries(en).flatMap(([key, message]) => {
    const forms = typeof message === 'string' ? [message] : Object.values(message);
    const translated = messages[key];
    const theirs = typeof translated === 'string' ? [translated] : Object.values(translated ?? {});
    return forms
      .filter((form): form is string => !!form && !theirs.includes(form))
      .map(
        (form) =>
          new RegExp(
            `^${form
              .trim()
              .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
              // A count is digits; any other value one word (an item's title, which may be
              // English on any page, must not pass for a message).
              .replace(/\\?\{(\w+)\\?\}/g, (_, name) =>
                /^(n|index|count|hours|minutes)$/.test(name) ? '\\d+' : '\\S+',
              )}$`,
          ),
      );
  });
}

/** The widgets' own texts: each text node and each accessible name or label inside a root. */
function widgetTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    for (const root of document.querySelectorAll('[data-widget-root], dialog[open]')) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.replace(/\s+/g, ' ').trim();
        if (text) texts.push(text);
      }
      for (const element of root.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
        for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
          const value = element.getAttribute(name)?.trim();
          if (value) texts.push(value);
        }
      }
    }
    return texts;
  });
}

async function expectNoEnglish(page: Page, lang: 'fr' | 'ar') {
  const patterns = englishPatterns(lang);
  const english = (await widgetTexts(page)).filter((text) =>
    patterns.some((pattern) => pattern.test(text)),
  );
  expect(english).toEqual([]);
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // Widgets below the fold mount when scrolled near: the whole page is looked at.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(300);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(
    () =>
      ![...document.querySelectorAll('[data-widget]')].some(
        (element) =>
          element.getAttribute('data-widget-state') !== 'mounted' &&
          element.getBoundingClientRect().height > 0 &&
          (element as HTMLElement).dataset.widget !== 'home-screen-prompt',
      ),
  );
  // Intro fades and slides at rest (axe measures the contrast of what it finds).
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().iterations !== Infinity) animation.finish();
    }
  });
}

for (const lang of ['fr', 'ar'] as const) {
  for (const width of WIDTHS) {
    describe(`given the ${lang} site at ${width}px`, () => {
      it.each(PAGES)(
        `%s speaks ${lang}: no English, axe clean, nothing overflows`,
        async (path) => {
          open = await openPage(browser, `/${lang}${path === '/' ? '' : path}`, {
            viewport: { width, height: 800 },
            reducedMotion: 'reduce',
          });
          const { page } = open;
          expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
          await settle(page);
          await expectNoEnglish(page, lang);
          expect(await overflow(page)).toBeLessThanOrEqual(0);
          await expectNoAxeViolations(page);
          expect(open.errors).toEqual([]);
        },
        60_000,
      );

      it(`the menu, open at levels one and two, speaks ${lang} and axe finds no violation`, async () => {
        open = await openPage(browser, `/${lang}/contact`, {
          viewport: { width, height: 800 },
          reducedMotion: 'reduce',
        });
        const { page } = open;
        await page.locator('[data-widget-root] .wgt-header__menu-button').click();
        await page.locator('[data-widget-root] .wgt-menu__promo-counter').waitFor();
        await expectNoEnglish(page, lang);
        await expectNoAxeViolations(page);
        await page.locator('[data-widget-root] .wgt-menu__opener').first().click();
        await page.locator('[data-widget-root] .wgt-menu__back').first().waitFor();
        await page.waitForTimeout(400);
        await expectNoEnglish(page, lang);
        await expectNoAxeViolations(page);
        expect(await overflow(page)).toBeLessThanOrEqual(0);
      }, 60_000);

      it.each(POPUPS)(
        `the $kind pop-up speaks ${lang}, axe clean`,
        async ({ path, content }) => {
          open = await openPage(browser, `/${lang}${path}`, {
            viewport: { width, height: 800 },
            reducedMotion: 'reduce',
          });
          const { page } = open;
          await page.waitForSelector('[data-widget="popups"][data-widget-state="mounted"]', {
            state: 'attached',
          });
          const card = page.locator('[data-widget-root] .wgt-card__link').first();
          await card.click();
          await page.locator(`dialog[open] ${content}`).first().waitFor();
          await page.waitForLoadState('networkidle');
          await expectNoEnglish(page, lang);
          await expectNoAxeViolations(page);
          expect(await overflow(page)).toBeLessThanOrEqual(0);
          expect(open.errors).toEqual([]);
        },
        60_000,
      );
    });
  }
}

describe('given the English site', () => {
  it('the check finds the English texts the Arabic site must not show', async () => {
    open = await openPage(browser, '/media/filter/news', { reducedMotion: 'reduce' });
    const { page } = open;
    await settle(page);
    const patterns = englishPatterns('ar');
    const english = (await widgetTexts(page)).filter((text) =>
      patterns.some((pattern) => pattern.test(text)),
    );
    expect(english).toEqual(expect.arrayContaining(['News']));
  });
});

describe('given the Arabic site, right to left', () => {
  it('the promo carousel brings the next slide in from the left', async () => {
    open = await openPage(browser, '/ar/contact', { reducedMotion: 'reduce' });
    const { page } = open;
    await page.locator('[data-widget-root] .wgt-header__menu-button').click();
    const counter = page.locator('[data-widget-root] .wgt-menu__promo-counter');
    await counter.waitFor();
    const slideX = (n: number) =>
      page
        .locator('[data-widget-root] .wgt-menu__promo')
        .nth(n)
        .evaluate((slide) => slide.getBoundingClientRect().x);
    const shown = await slideX(0);
    // Waiting for the slider to lay its slides out.
    await expect.poll(() => slideX(1)).toBeLessThan(shown);
    await page.getByRole('button', { name: 'الشريحة التالية' }).click();
    await expect.poll(() => counter.textContent()).toBe('02/05');
    await expect.poll(() => slideX(1)).toBeCloseTo(shown, 0);
    expect(await slideX(0)).toBeGreaterThan(shown);
  }, 30_000);

  it('the photo viewer: next is on the left, ArrowLeft and a swipe to the right go forward', async () => {
    open = await openPage(browser, '/ar/media/filter/photos', { reducedMotion: 'reduce' });
    const { page } = open;
    await page.waitForSelector('[data-widget="popups"][data-widget-state="mounted"]', {
      state: 'attached',
    });
    await page.locator('[data-widget-root] .wgt-card__link').first().click();
    const dialog = page.locator('dialog[open]');
    await dialog.locator('.wgt-photos__thumbnails button').first().waitFor();
    const next = dialog.getByRole('button', { name: 'الصورة التالية' });
    const previous = dialog.getByRole('button', { name: 'الصورة السابقة' });
    const x = async (button: typeof next) => (await button.boundingBox())?.x ?? Number.NaN;
    expect(await x(next)).toBeLessThan(await x(previous));
    const position = dialog.locator('.wgt-photos__position');
    expect(await position.textContent()).toMatch(/^الصورة 1 من \d+$/);
    // The photo on the left of the current one is the next: the track reads right to left.
    // The neighbours are asked for once the first photo is shown.
    const sideImages = dialog.locator('.wgt-photos__slot--side img');
    await expect.poll(() => sideImages.count()).toBe(2);
    const leftSide = await sideImages.evaluateAll((images) => {
      const [a, b] = images as HTMLImageElement[];
      if (!a || !b) return '';
      return a.getBoundingClientRect().x < b.getBoundingClientRect().x ? a.src : b.src;
    });
    await next.focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => position.textContent()).toMatch(/^الصورة 2 من \d+$/);
    await page.waitForTimeout(600);
    expect(await dialog.locator('.wgt-photos__slot--current img').getAttribute('src')).toBe(
      new URL(leftSide).pathname + new URL(leftSide).search,
    );
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => position.textContent()).toMatch(/^الصورة 1 من \d+$/);
    await next.click();
    await expect.poll(() => position.textContent()).toMatch(/^الصورة 2 من \d+$/);
    // A finger swiping to the right (towards the end of an Arabic line) brings the next photo.
    await dialog.locator('.wgt-photos__stage').evaluate((stage) => {
      const { x, y, width, height } = stage.getBoundingClientRect();
      const at = (type: string, clientX: number) =>
        stage.dispatchEvent(
          new PointerEvent(type, {
            bubbles: true,
            pointerId: 7,
            pointerType: 'touch',
            clientX,
            clientY: y + height / 2,
          }),
        );
      at('pointerdown', x + width * 0.3);
      at('pointerup', x + width * 0.8);
    });
    await expect.poll(() => position.textContent()).toMatch(/^الصورة 3 من \d+$/);
  }, 30_000);

  it('an Arabic title on the English site reads right to left (dir="auto")', async () => {
    open = await openPage(browser, '/media/filter/news');
    const { page } = open;
    const title = page.locator('[data-widget-root] .wgt-card__title[dir="auto"]').first();
    await title.waitFor();
    const directions = await page
      .locator('[data-widget-root] .wgt-card__title')
      .evaluateAll((titles) =>
        titles.map((node) => [node.textContent ?? '', getComputedStyle(node).direction]),
      );
    expect(directions.length).toBeGreaterThan(0);
    for (const [text, _] of directions) expect(text).not.toBe('');
    // :dir() follows dir="auto": an Arabic title's first strong character is right to left.
    const arabic = await page.evaluate(() =>
      [...document.querySelectorAll('[data-widget-root] .wgt-card__title')].map((node) => [
        /[\u0600-\u06ff]/.test(node.textContent ?? ''),
        node.matches(':dir(rtl)'),
      ]),
    );
    expect(arabic.some(([isArabic]) => isArabic)).toBe(true);
    for (const [isArabic, rtl] of arabic) expect(rtl).toBe(isArabic);
  });
});
