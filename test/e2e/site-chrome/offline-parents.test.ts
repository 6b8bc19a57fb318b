import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
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

let open: OpenPage | undefined;
afterEach(async () => {
  await open?.context.close();
  open = undefined;
});

const NEWS = 'Latest news';
const notice = (page: Page) => page.getByRole('status').filter({ hasText: 'You are offline' });
const newsCards = (page: Page) => page.getByRole('list', { name: NEWS }).getByRole('heading');
const newsLinks = (page: Page) => page.getByRole('list', { name: NEWS }).getByRole('link');

/** The item key and title of the card that holds the focus, and the focused control. */
const focusedCard = (page: Page) =>
  page.evaluate(() => {
    const card = document.activeElement?.closest('[data-card-key]');
    return {
      card: card?.getAttribute('data-card-key') ?? null,
      title: card?.querySelector('h1, h2, h3, h4')?.textContent ?? null,
      control: `${document.activeElement?.className} ${document.activeElement?.getAttribute('href')}`,
    };
  });

/** The media answers the worker keeps (the kept requests' URLs), across its caches. */
const keptMediaAnswers = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        if (request.url.includes('/media-service/')) urls.push(request.url);
      }
    }
    return urls;
  });

/** Every URL any cache of the origin keeps. */
const keptUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });

/**
 * The parents area visited once with its worker in control: the first view registers it, the
 * second (a reload, now controlled) has its answers kept.
 */
async function visitParentsOnce(): Promise<OpenPage> {
  const opened = await openPage(browser, '/parents');
  const { page } = opened;
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.reload();
  await widgetMounted(page, 'media-hub');
  await widgetMounted(page, 'calendar');
  await expect.poll(async () => (await keptMediaAnswers(page)).length).toBeGreaterThanOrEqual(2);
  return opened;
}

describe('given the parents area visited once', () => {
  it('offline, it opens with its last news and calendar and says it is offline and since when', async () => {
    open = await visitParentsOnce();
    const { page, context } = open;
    const titles = await newsCards(page).allTextContents();
    expect(titles.length).toBeGreaterThan(0);

    await context.setOffline(true);
    await page.reload();
    await widgetMounted(page, 'media-hub');
    await widgetMounted(page, 'calendar');
    await expect.poll(() => newsCards(page).allTextContents()).toEqual(titles);
    await page.locator('.wgt-calendar').getByRole('heading').first().waitFor();
    expect(await page.getByRole('button', { name: /try again|retry/i }).count()).toBe(0);
    // The cards' images too, from the worker's cache.
    await expect
      .poll(() =>
        page
          .locator('.wgt-media-hub img')
          .first()
          .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
      )
      .toBe(true);
    await notice(page).waitFor();
    expect(await notice(page).textContent()).toMatch(
      /last updated on \d{1,2} \w{3} \d{4}, \d{2}:\d{2}/,
    );
    await expectNoAxeViolations(page);
  });

  // The notice was fixed over the header, so a tap on the Menu button hit it.
  it('offline on a phone, the notice sits below the header and the menu opens', async () => {
    open = await visitParentsOnce();
    const { page, context } = open;
    await page.setViewportSize({ width: 375, height: 667 });
    await context.setOffline(true);
    await page.reload();
    await notice(page).waitFor();
    await widgetMounted(page, 'header');
    const bar = page.locator('[data-widget-root] .wgt-header__bar');
    const barBox = await bar.boundingBox();
    const noticeBox = await notice(page).boundingBox();
    expect(barBox && noticeBox).toBeTruthy();
    if (!barBox || !noticeBox) return;
    expect(noticeBox.y).toBeGreaterThanOrEqual(barBox.y + barBox.height - 0.5);
    // Its own place: the page's heading is below it, not under it.
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(heading?.y).toBeGreaterThanOrEqual(noticeBox.y + noticeBox.height - 0.5);
    // What a tap at the centre of the logo, the portal link and the Menu button reaches.
    const hits = await page.evaluate(() =>
      ['.wgt-header__logo', '.wgt-header__portal-link', '.wgt-header__menu-button'].map(
        (selector) => {
          const target = document.querySelector(`[data-widget-root] ${selector}`) as Element;
          const rect = target.getBoundingClientRect();
          const hit = document.elementFromPoint(
            rect.left + rect.width / 2,
            rect.top + rect.height / 2,
          );
          return target === hit || target.contains(hit);
        },
      ),
    );
    expect(hits).toEqual([true, true, true]);
    const menu = await page.getByRole('button', { name: 'Menu', exact: true }).boundingBox();
    if (!menu) throw new Error('no Menu button');
    await page.mouse.click(menu.x + menu.width / 2, menu.y + menu.height / 2);
    await expect
      .poll(() => page.locator('[data-widget-root] .wgt-menu__overlay').isVisible())
      .toBe(true);
  });

  it('back online, fresh items appear without a reload and the notice goes', async () => {
    open = await visitParentsOnce();
    const { page, context } = open;
    await context.setOffline(true);
    await page.reload();
    await notice(page).waitFor();
    await widgetMounted(page, 'media-hub');
    await expect.poll(async () => (await newsCards(page).allTextContents()).length).toBe(4);
    const before = await newsCards(page).allTextContents();

    // The service has news it did not have before: every title now reads "Fresh: …".
    await context.route('**/media-service/GetMediaItems*', async (route: Route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/"Title":"/g, '"Title":"Fresh: ');
      await route.fulfill({ response, body });
    });
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    // A keyboard visitor is on the second card.
    await newsLinks(page).nth(1).focus();
    const focused = await focusedCard(page);
    expect(focused.card).not.toBeNull();
    await context.setOffline(false);

    await notice(page).waitFor({ state: 'detached' });
    await expect
      .poll(() => newsCards(page).allTextContents())
      .toEqual(before.map((title) => `Fresh: ${title}`));
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
    // The widget was drawn afresh; the focus is back on the same card, now fresh.
    await expect
      .poll(() => focusedCard(page))
      .toEqual({ ...focused, title: `Fresh: ${focused.title}` });
  });

  it('back online after losing the network, focus stays put and nothing is asked again', async () => {
    open = await visitParentsOnce();
    const { page, context } = open;
    await widgetMounted(page, 'media-hub');
    await newsLinks(page).first().waitFor();
    const link = newsLinks(page).nth(1);
    await link.focus();
    await link.evaluate((element) => {
      (element as unknown as { marked: boolean }).marked = true;
    });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/media-service/')) asked.push(request.url());
    });

    await context.setOffline(true);
    await notice(page).waitFor();
    await context.setOffline(false);
    await notice(page).waitFor({ state: 'detached' });
    // What a remount would take: a task to put the widgets back, a call, a render.
    await page.waitForTimeout(1_500);

    // The very element the visitor was on: the widgets were not taken out and put back.
    expect
      .soft(
        await page.evaluate(
          () => (document.activeElement as unknown as { marked?: boolean } | null)?.marked ?? false,
        ),
      )
      .toBe(true);
    // Its answers came from the network, not the worker's kept copies: none is asked again.
    expect(asked).toEqual([]);
  });

  it('a new bundle version’s worker deletes the old version’s caches and nothing else', async () => {
    open = await openPage(browser, '/blank');
    const { page } = open;
    await page.evaluate(async () => {
      await (await caches.open('wgt-parents-media-0ldversion')).put('/old', new Response('old'));
      await (await caches.open('another-app')).put('/theirs', new Response('theirs'));
    });
    await page.goto(new URL('/parents', baseUrl()).href);
    // Activated: its activate handler (the clean-up) has finished.
    await page.waitForFunction(
      async () => (await navigator.serviceWorker.ready).active?.state === 'activated',
    );
    const names = await page.evaluate(() => caches.keys());
    expect(names).not.toContain('wgt-parents-media-0ldversion');
    expect(names).toContain('another-app');
    // The new version keeps the area's start page from its install on.
    expect(names.some((name) => /^wgt-parents-pages-\w+$/.test(name))).toBe(true);
  });

  it('a page outside the parents area has no worker, keeps nothing and loads no worker code', async () => {
    open = await visitParentsOnce();
    const { page } = open;
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    for (const path of ['/', '/media']) {
      await page.goto(new URL(path, baseUrl()).href, { waitUntil: 'networkidle' });
      expect(await page.evaluate(() => navigator.serviceWorker.controller), path).toBeNull();
      expect(
        await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) ?? null),
        path,
      ).toBeNull();
    }
    expect(requested.filter((url) => /parents-sw|HomeScreenPrompt/.test(url))).toEqual([]);
    const outside = (await keptUrls(page)).filter(
      (url) => !new URL(url).pathname.startsWith('/parents'),
    );
    // Kept from the parents area: its chunks, styles, images and answers; no page of elsewhere,
    // and no answer asked for by / or /media.
    expect(outside.filter((url) => ['/', '/media'].includes(new URL(url).pathname))).toEqual([]);
  });
});
