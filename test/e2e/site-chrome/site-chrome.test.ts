import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  launch,
  type OpenPage,
  openPage,
  widgetMounted,
} from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

async function visit(path: string, width: number, options: Parameters<typeof openPage>[2] = {}) {
  const open = await openPage(browser, path, { viewport: { width, height: 800 }, ...options });
  await widgetMounted(open.page, 'header');
  // The menu's code loads on the first hover, focus or touch of its button (or the click).
  return open;
}

const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true });
const overlay = (page: Page) => page.locator('[data-widget-root] .wgt-menu__overlay');
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return `${element?.tagName.toLowerCase()}: ${element?.textContent?.trim()}`;
  });
const isInert = (page: Page, selector: string) =>
  page.evaluate((s) => document.querySelector(s)?.hasAttribute('inert'), selector);
const counter = (page: Page) =>
  page.locator('.wgt-menu__promo-counter').textContent({ timeout: 5000 });

async function tabTo(page: Page, name: string) {
  for (let step = 0; step < 15; step++) {
    await page.keyboard.press('Tab');
    if ((await focused(page)) === `button: ${name}`) return;
  }
  throw new Error(`Tab never reached the ${name} button`);
}

describe.each([1280, 375])('given the site chrome at %ipx wide', (width) => {
  describe('on a page with nothing of the menu current', () => {
    let open: OpenPage;
    beforeAll(async () => {
      open = await visit('/search/chess', width);
    });
    // Each story starts from a fresh load of the page, menu closed.
    beforeEach(async () => {
      await open.page.goto(open.page.url());
      await widgetMounted(open.page, 'header');
    });
    afterAll(() => open.context.close());

    it('opens the menu with the mouse: overlay shown, focus inside, page behind inert', async () => {
      const { page } = open;
      await menuButton(page).click();
      await expect.poll(() => overlay(page).isVisible()).toBe(true);
      expect(await menuButton(page).getAttribute('aria-expanded')).toBe('true');
      // Focus follows in the task after the overlay's first paint.
      await expect.poll(() => focused(page)).toBe('button: About us');
      expect(await isInert(page, 'main')).toBe(true);
      expect(await isInert(page, 'footer')).toBe(true);
      expect(await isInert(page, 'header')).toBe(false);
      await menuButton(page).click();
      await expect.poll(() => overlay(page).isVisible()).toBe(false);
      expect(await isInert(page, 'main')).toBe(false);
      expect(open.errors).toEqual([]);
    });

    it('walks to level three and back with the mouse, by the back buttons', async () => {
      const { page } = open;
      await menuButton(page).click();
      await page.getByRole('button', { name: 'About us' }).click();
      await page.getByRole('button', { name: 'Our schools' }).click();
      const riverside = overlay(page).getByRole('link', { name: 'Riverside International School' });
      await expect.poll(() => riverside.isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Back to About us' }).click();
      await expect.poll(() => riverside.isVisible()).toBe(false);
      const welcome = overlay(page).getByRole('link', { name: 'Welcome from the Principal' });
      expect(await welcome.isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Back to the main menu' }).click();
      await expect.poll(() => welcome.isVisible()).toBe(false);
      expect(await focused(page)).toBe('button: About us');
      await menuButton(page).click();
    });

    it('with the keyboard only: opens, walks to level three, and Escape walks back out', async () => {
      const { page } = open;
      await tabTo(page, 'Menu');
      await page.keyboard.press('Enter');
      await expect.poll(() => overlay(page).isVisible()).toBe(true);
      await expect.poll(() => focused(page)).toBe('button: About us');

      await page.keyboard.press('Enter');
      expect(await focused(page)).toBe('a: About us');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await focused(page)).toBe('button: Our schools');
      await page.keyboard.press('Enter');
      expect(await focused(page)).toBe('a: Our schools');
      await page.keyboard.press('Tab');
      expect(await focused(page)).toBe('a: Riverside International School');

      await page.keyboard.press('Escape');
      expect(await focused(page)).toBe('button: Our schools');
      await page.keyboard.press('Escape');
      expect(await focused(page)).toBe('button: About us');
      await page.keyboard.press('Escape');
      await expect.poll(() => overlay(page).isVisible()).toBe(false);
      expect(await focused(page)).toBe('button: Menu');
    });

    it('tabbing out of the open menu closes it (backwards past its button, or forwards)', async () => {
      const { page } = open;
      await menuButton(page).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => focused(page)).toBe('button: About us');
      await page.getByRole('searchbox', { name: 'Search the site' }).focus();
      await page.keyboard.press('Shift+Tab');
      expect(await focused(page)).toBe('button: Menu');
      expect(await overlay(page).isVisible()).toBe(true);
      await page.keyboard.press('Shift+Tab');
      await expect.poll(() => overlay(page).isVisible()).toBe(false);

      await menuButton(page).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => focused(page)).toBe('button: About us');
      await page.getByRole('button', { name: /^(Pause|Play)$/ }).focus();
      await page.keyboard.press('Tab');
      await expect.poll(() => overlay(page).isVisible()).toBe(false);
      expect(await page.evaluate(() => !!document.activeElement?.closest('main, footer'))).toBe(
        true,
      );
    });

    it('an empty (or blank) search stays put, with the menu open', async () => {
      const { page } = open;
      await menuButton(page).click();
      const box = page.getByRole('searchbox', { name: 'Search the site' });
      await box.fill('   ');
      await box.press('Enter');
      await page.waitForTimeout(300);
      expect(new URL(page.url()).pathname).toBe('/search/chess');
      expect(await overlay(page).isVisible()).toBe(true);
      await menuButton(page).click();
    });

    it('searching for "term" replaces the location with /search/term', async () => {
      const { page } = open;
      const historyLength = await page.evaluate(() => history.length);
      await menuButton(page).click();
      const box = page.getByRole('searchbox', { name: 'Search the site' });
      await box.fill('term');
      await box.press('Enter');
      await page.waitForURL('**/search/term');
      expect(await page.evaluate(() => history.length)).toBe(historyLength);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('term');
    });
  });

  describe('on a second-level page whose menu item is current', () => {
    it('on level one without a sub-list: focus goes to the current link', async () => {
      const { page, context } = await visit('/contact', width);
      await menuButton(page).click();
      await expect.poll(() => focused(page)).toBe('a: Contact');
      expect(await overlay(page).locator('.wgt-menu__panel.wgt-is-open').count()).toBe(1);
      await context.close();
    });

    it('on level three: opening the menu opens levels two and three and focuses the current link', async () => {
      const { page, context } = await visit('/about/schools/riverside', width);
      await menuButton(page).click();
      const current = overlay(page).getByRole('link', { name: 'Riverside International School' });
      await expect.poll(() => current.isVisible()).toBe(true);
      expect(await current.getAttribute('aria-current')).toBe('page');
      await expect.poll(() => focused(page)).toBe('a: Riverside International School');
      expect(
        await page
          .getByRole('button', { name: 'Our schools', includeHidden: true })
          .getAttribute('aria-expanded'),
      ).toBe('true');
      await context.close();
    });
  });

  describe('scrolling', () => {
    const sticky = (page: Page) =>
      page
        .locator('[data-widget-root] .wgt-header__bar')
        .evaluate((bar) => bar.classList.contains('wgt-is-sticky'));
    const mainTop = (page: Page) =>
      page.evaluate(
        () => (document.querySelector('main')?.getBoundingClientRect().top ?? 0) + scrollY,
      );
    const scroll = async (page: Page, y: number) => {
      await page.evaluate((to) => window.scrollTo(0, to), y);
      await page.waitForTimeout(100);
    };

    it('on a second-level page: sticky past the banner height minus 50, back only under 30px', async () => {
      const { page, context } = await visit('/about/schools/riverside', width);
      const upper = await page.evaluate(
        () => (document.querySelector('[data-banner]') as HTMLElement).offsetHeight - 50,
      );
      const before = await mainTop(page);
      await scroll(page, upper + 40);
      await expect.poll(() => sticky(page)).toBe(true);
      expect(await mainTop(page)).toBe(before);
      await scroll(page, 31);
      expect(await sticky(page)).toBe(true);
      await scroll(page, 10);
      await expect.poll(() => sticky(page)).toBe(false);
      await context.close();
    });

    it('on the landing page: sticky past 50px, and not at the top', async () => {
      const { page, context } = await visit('/', width);
      await scroll(page, 49);
      expect(await sticky(page)).toBe(false);
      await scroll(page, 120);
      await expect.poll(() => sticky(page)).toBe(true);
      await scroll(page, 0);
      await expect.poll(() => sticky(page)).toBe(false);
      await context.close();
    });

    it('on a media page: sticky at the top already', async () => {
      const { page, context } = await visit('/media', width);
      expect(await sticky(page)).toBe(true);
      await context.close();
    });
  });

  describe('the promo carousel', () => {
    it('is fetched on the first open, counts 01/05, advances after 5 s and pauses on hover', async () => {
      const { page, context } = await visit('/contact', width);
      const scripts: string[] = [];
      page.on('request', (request) => scripts.push(request.url()));
      await page.waitForTimeout(300);
      expect(scripts.some((url) => url.includes('keen-slider'))).toBe(false);
      await menuButton(page).click();
      await expect.poll(() => counter(page)).toBe('01/05');
      await expect.poll(() => scripts.some((url) => url.includes('keen-slider'))).toBe(true);
      await expect.poll(() => counter(page), { timeout: 7000, interval: 250 }).toBe('02/05');

      await page.locator('[data-widget-root] .wgt-menu__promo-track').hover();
      const paused = await counter(page);
      await page.waitForTimeout(6000);
      expect(await counter(page)).toBe(paused);
      await context.close();
    }, 30_000);
  });

  describe('axe-core', () => {
    it('finds no violation with the menu closed, and open at levels one, two and three', async () => {
      const { page, context } = await visit('/contact', width);
      await expectNoAxeViolations(page);
      await menuButton(page).click();
      await expect.poll(() => counter(page)).toBe('01/05');
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'About us' }).click();
      await page.waitForTimeout(400);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Our schools' }).click();
      await page.waitForTimeout(400);
      await expectNoAxeViolations(page);
      await context.close();
    }, 30_000);

    it('finds no violation on the landing page once the intro has played', async () => {
      const { page, context } = await visit('/', width, { reducedMotion: 'reduce' });
      await widgetMounted(page, 'landing-intro');
      await expectNoAxeViolations(page);
      await context.close();
    });
  });
});

describe('given a phone (375px, touch)', () => {
  it('a tap on the portal link toggles its dropdown instead of leaving the page', async () => {
    const { page, context } = await visit('/contact', 375, { hasTouch: true, isMobile: true });
    const portal = page.locator('[data-widget-root] .wgt-header__portal-link');
    const dropdown = page.locator('[data-widget-root] .wgt-header__portal-menu');
    expect(await dropdown.isVisible()).toBe(false);
    await portal.tap();
    await expect.poll(() => dropdown.isVisible()).toBe(true);
    expect(await portal.getAttribute('aria-expanded')).toBe('true');
    expect(new URL(page.url()).pathname).toBe('/contact');
    await portal.tap();
    await expect.poll(() => dropdown.isVisible()).toBe(false);
    await context.close();
  });
});

describe('given a phone screen of 375x667', () => {
  for (const path of ['/', '/contact', '/media']) {
    it(`on ${path} the header shows the whole brand name and nothing overflows sideways`, async () => {
      const { page, context } = await openPage(browser, path, {
        viewport: { width: 375, height: 667 },
      });
      await widgetMounted(page, 'header');
      const brand = page.locator('[data-widget-root] .wgt-header__logo');
      expect((await brand.textContent())?.trim()).toBe('International Schools Group');
      const box = await brand.evaluate((node) => {
        const style = getComputedStyle(node);
        const rect = node.getBoundingClientRect();
        const bar = node.closest('.wgt-header__bar')?.getBoundingClientRect();
        return {
          scrollWidth: node.scrollWidth,
          clientWidth: node.clientWidth,
          scrollHeight: node.scrollHeight,
          clientHeight: node.clientHeight,
          textOverflow: style.textOverflow,
          fontSize: Number.parseFloat(style.fontSize),
          inBar: Boolean(bar && rect.top >= bar.top && rect.bottom <= bar.bottom),
          left: rect.left,
          right: rect.right,
        };
      });
      expect(box.textOverflow).not.toBe('ellipsis');
      expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
      expect(box.scrollHeight).toBeLessThanOrEqual(box.clientHeight);
      expect(box.fontSize).toBeGreaterThanOrEqual(14);
      expect(box.inBar).toBe(true);
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(375);
      for (const name of ['Parents area', 'Menu']) {
        const control = await page
          .locator('[data-widget-root] .wgt-header__bar')
          .getByRole(name === 'Menu' ? 'button' : 'link', { name, exact: true })
          .boundingBox();
        expect(control && control.x >= 0 && control.x + control.width <= 375).toBe(true);
      }
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
      await context.close();
    });
  }
});

// Once "Groupe d'écoles internationales" was cut at 375px against "Espace parents", the
// English name at 320px. Every word of the name is inside its box, the box inside the bar, and
// no control of the bar overlaps another or leaves the screen.
describe.each([320, 375])('given a phone %ipx wide, in each language', (width) => {
  for (const prefix of ['', '/fr', '/ar']) {
    it(`on ${prefix || '(English)'}/contact the whole brand name shows beside the controls`, async () => {
      const { page, context } = await openPage(browser, `${prefix}/contact`, {
        viewport: { width, height: 667 },
      });
      await widgetMounted(page, 'header');
      const geometry = await page.evaluate(() => {
        const box = (selector: string) => {
          const node = document.querySelector(`[data-widget-root] ${selector}`) as HTMLElement;
          const rect = node.getBoundingClientRect();
          return { left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom };
        };
        const logo = document.querySelector('[data-widget-root] .wgt-header__logo') as HTMLElement;
        // Each line of the name as laid out: a word cut by the box shows as a line wider than it.
        const range = document.createRange();
        range.selectNodeContents(logo);
        return {
          name: logo.textContent?.trim(),
          serverName: document.querySelector('[data-header-logo]')?.textContent?.trim(),
          overflowX: logo.scrollWidth - logo.clientWidth,
          overflowY: logo.scrollHeight - logo.clientHeight,
          lines: [...range.getClientRects()].map((r) => ({ left: r.left, right: r.right })),
          logo: box('.wgt-header__logo'),
          portal: box('.wgt-header__portal-link'),
          menu: box('.wgt-header__menu-button'),
          bar: box('.wgt-header__bar'),
          pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
        };
      });
      expect(geometry.name).toBe(geometry.serverName);
      expect(geometry.overflowX).toBeLessThanOrEqual(0);
      expect(geometry.overflowY).toBeLessThanOrEqual(0);
      for (const line of geometry.lines) {
        expect(line.left).toBeGreaterThanOrEqual(geometry.logo.left - 0.5);
        expect(line.right).toBeLessThanOrEqual(geometry.logo.right + 0.5);
      }
      const { logo, portal, menu, bar } = geometry;
      for (const control of [logo, portal, menu]) {
        expect(control.left).toBeGreaterThanOrEqual(0);
        expect(control.right).toBeLessThanOrEqual(width);
        expect(control.top).toBeGreaterThanOrEqual(bar.top);
        expect(control.bottom).toBeLessThanOrEqual(bar.bottom);
      }
      // In reading order (right to left in Arabic) and apart.
      const [first, second, third] = prefix === '/ar' ? [menu, portal, logo] : [logo, portal, menu];
      expect(first.right).toBeLessThanOrEqual(second.left);
      expect(second.right).toBeLessThanOrEqual(third.left);
      expect(geometry.pageOverflow).toBeLessThanOrEqual(0);
      // The button keeps its name, icon alone or not.
      const serverMenu = await page.locator('[data-header-menu]').first().textContent();
      await page
        .locator('[data-widget-root]')
        .getByRole('button', { name: serverMenu?.trim(), exact: true })
        .waitFor();
      await context.close();
    });
  }
});

describe('given a wide screen', () => {
  it('the portal dropdown opens on hover and the link still leads to the parents area', async () => {
    const { page, context } = await visit('/contact', 1280);
    const dropdown = page.locator('[data-widget-root] .wgt-header__portal-menu');
    await page.locator('[data-widget-root] .wgt-header__portal-link').hover();
    await expect.poll(() => dropdown.isVisible()).toBe(true);
    await page.locator('[data-widget-root] .wgt-header__portal-link').click();
    await page.waitForURL('**/parents');
    await context.close();
  });
});

describe('given a visitor who asked for reduced motion', () => {
  it('the landing page shows everything at once: no animation runs, no preloader', async () => {
    const { page, context } = await visit('/', 1280, { reducedMotion: 'reduce' });
    await widgetMounted(page, 'landing-intro');
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
    const opacities = await page.evaluate(() =>
      [
        '.wgt-intro__strapline',
        '.wgt-intro__alert',
        '.wgt-intro__notice',
        '.wgt-intro__scroll',
        '.wgt-header__menu-button',
        '.wgt-header__portal',
      ].map(
        (selector) =>
          getComputedStyle(document.querySelector(`[data-widget-root] ${selector}`) as Element)
            .opacity,
      ),
    );
    expect(opacities).toEqual(['1', '1', '1', '1', '1', '1']);
    expect(await page.locator('[data-widget-root] .wgt-intro__preloader').isVisible()).toBe(false);
    await context.close();
  });

  it('without reduced motion, the intro animates and then shows everything', async () => {
    const { page, context } = await visit('/', 1280);
    await widgetMounted(page, 'landing-intro');
    expect(await page.evaluate(() => document.getAnimations().length)).toBeGreaterThan(0);
    await expect
      .poll(
        () =>
          page.evaluate(
            () =>
              getComputedStyle(
                document.querySelector('[data-widget-root] .wgt-intro__notice') as Element,
              ).opacity,
          ),
        { timeout: 4000 },
      )
      .toBe('1');
    await expect
      .poll(() => page.locator('[data-widget-root] .wgt-intro__preloader').isVisible())
      .toBe(false);
    await context.close();
  });
});

describe('given a visitor who has not gone near the menu yet', () => {
  it('the menu code is not downloaded until the menu button is hovered', async () => {
    const open = await openPage(browser, '/');
    const menuChunks: string[] = [];
    open.page.on('request', (request) => {
      if (/\/chunks\/Menu-/.test(request.url())) menuChunks.push(request.url());
    });
    await widgetMounted(open.page, 'header');
    await open.page.waitForLoadState('networkidle');
    expect(menuChunks).toEqual([]);
    expect(await open.page.getAttribute('[data-widget="menu"]', 'data-widget-state')).toBe(
      'pending',
    );

    await menuButton(open.page).hover();
    await widgetMounted(open.page, 'menu');
    expect(menuChunks).toHaveLength(1);
    await open.context.close();
  });

  it('a tap that beats the download still opens the menu, with focus inside', async () => {
    const open = await openPage(browser, '/', { viewport: { width: 375, height: 800 } });
    await widgetMounted(open.page, 'header');
    // Hold the menu's chunk back so the click certainly arrives before the code.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await open.page.route(/\/chunks\/Menu-/, async (route) => {
      await held;
      await route.continue();
    });
    await menuButton(open.page).click();
    expect(await menuButton(open.page).getAttribute('aria-expanded')).toBe('true');
    release();
    await expect.poll(() => overlay(open.page).isVisible()).toBe(true);
    await expect.poll(() => focused(open.page)).toBe('button: About us');
    expect(open.errors).toEqual([]);
    await open.context.close();
  });
});
