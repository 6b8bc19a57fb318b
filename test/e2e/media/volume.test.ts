// The widgets on a year of content: the demo's media data at ?demoVolume=16 (the seed times 16:
// ~1,000 coming events, ~5,000 posts, a photo set of 500; demo/README.md, "Volume test mode").
// A smoke test: the calendar, an event pop-up with its related events, and the largest photo
// set in the viewer still show what a visitor came for. How fast is the next step's question.
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { feedIdsByGroup } from '../../../demo/data/seed.mjs';
import { visibleThumbnails } from '../../../src/format/thumbnails';
import type { ExtendedMediaItem } from '../../../src/media/types';
import { baseUrl, LOADED_CARD, launch, type OpenPage, widgetMounted } from '../support/browser';
import { watchCsp } from '../support/csp-watch';

const VOLUME_PREFIX = '/media-service/volume/16/';

let browser: Browser;
let open: (OpenPage & { answers: Map<string, string>; workers: string[] }) | undefined;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());
afterEach(async () => {
  await open?.context.close();
  open = undefined;
});

/** A call's answer from the stand-in at volume 16, unwrapped from its JSONP. */
async function volumeAnswer(call: string, query: Record<string, string>): Promise<unknown> {
  const url = new URL(`${VOLUME_PREFIX}${call}`, baseUrl());
  url.search = new URLSearchParams({ ...query, callback: 'cb' }).toString();
  const body = await (await fetch(url)).text();
  return JSON.parse(body.slice(body.indexOf('(') + 1, body.lastIndexOf(')')));
}

/**
 * The page at `path` in a fresh context (as openPage makes it), keeping the body of every
 * answer of the volume stand-in by call name: the calls start before the page has loaded.
 */
async function openAtVolume(path: string, { workerBlocked = false } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await watchCsp(context);
  // A site whose server has no media worker script (an older copy of the bundle's folder).
  if (workerBlocked)
    await context.route('**/media-worker.js', (route) => route.fulfill({ status: 404 }));
  const page = await context.newPage();
  const errors: string[] = [];
  const answers = new Map<string, string>();
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('response', async (response: Response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith(VOLUME_PREFIX)) {
      // An answer the media worker asked for has no body here (Chromium keeps it in the
      // worker): the same address answers the same, so ask it again.
      const body = await response
        .text()
        .catch(() => fetch(response.url()).then((again) => again.text()));
      answers.set(pathname.slice(VOLUME_PREFIX.length), body);
    }
  });
  await page.goto(new URL(path, baseUrl()).href);
  open = { context, page, errors, answers, workers };
  return open;
}

/** How many items a JSONP answer of a list holds. */
const listLength = (body = '') =>
  (JSON.parse(body.slice(body.indexOf('(') + 1, body.lastIndexOf(')'))) as unknown[]).length;

const dialog = (page: Page) => page.locator('dialog[open]');

describe('given the calendar at ?demoVolume=16', () => {
  it('shows its first cards, from an answer of a thousand events', async () => {
    const { page, errors, answers, workers } = await openAtVolume('/calendar?demoVolume=16');
    await widgetMounted(page, 'calendar');
    await page.locator(`[data-widget="calendar"] ${LOADED_CARD}`).first().waitFor();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
      new Date(),
    );
    const first = await page
      .locator('[data-widget-root] .wgt-calendar__date time')
      .first()
      .getAttribute('datetime');
    expect((first ?? '') >= today).toBe(true);
    await expect.poll(() => answers.has('GetMediaItems')).toBe(true);
    expect(listLength(answers.get('GetMediaItems'))).toBe(1000);
    // The answer, a 1.1 MB script, ran in the media worker, not on the page's main thread.
    expect(workers).toEqual(['/widgets/media-worker.js']);
    expect(errors).toEqual([]);
  });

  it('shows the same cards when the media worker cannot start: the page reads the answer', async () => {
    const { page, workers, errors } = await openAtVolume('/calendar?demoVolume=16', {
      workerBlocked: true,
    });
    await widgetMounted(page, 'calendar');
    const cards = page.locator(`[data-widget="calendar"] ${LOADED_CARD}`);
    await cards.first().waitFor();
    expect(workers).toEqual(['/widgets/media-worker.js']);
    expect(await cards.count()).toBeGreaterThanOrEqual(12);
    // The worker's script was not found: a failed resource, not an error of the page.
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
  });

  it('without JavaScript lists a first screen of days, the days the widget shows first', async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(new URL('/calendar?demoVolume=16', baseUrl()).href);
    const serverDays = () =>
      page
        .locator('.wgt-calendar > .wgt-calendar__day > .wgt-calendar__date time')
        .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
    const firstPage = await serverDays();
    const cardsByDay = await page
      .locator('.wgt-calendar > .wgt-calendar__day')
      .evaluateAll((days) => days.map((day) => day.querySelectorAll('.wgt-card').length));
    const sum = (counts: number[]) => counts.reduce((total, count) => total + count, 0);
    // A busy fortnight: the days until a dozen cards (at least three days), not all fourteen.
    expect(firstPage.length).toBeGreaterThanOrEqual(3);
    expect(firstPage.length).toBeLessThan(14);
    expect(sum(cardsByDay)).toBeGreaterThanOrEqual(12);
    if (firstPage.length > 3) expect(sum(cardsByDay.slice(0, -1))).toBeLessThan(12);
    const more = page.getByRole('link', { name: 'Show more dates' });
    expect(
      new URL((await more.getAttribute('href')) ?? '', page.url()).searchParams.get('days'),
    ).toBe('14');
    await page.goto(new URL('/calendar?demoVolume=16&days=14', baseUrl()).href);
    const batch = await serverDays();
    expect(batch).toHaveLength(14);
    expect(batch.slice(0, firstPage.length)).toEqual(firstPage);
    // A days value that means nothing gives the first page, not an empty or a cut list.
    for (const nonsense of ['-5', '0', 'x']) {
      await page.goto(new URL(`/calendar?demoVolume=16&days=${nonsense}`, baseUrl()).href);
      expect(await serverDays(), nonsense).toEqual(firstPage);
    }
    await context.close();

    // With JavaScript, the widget lists the same days first.
    const { page: live, errors } = await openAtVolume('/calendar?demoVolume=16');
    await widgetMounted(live, 'calendar');
    await live.locator(`[data-widget="calendar"] ${LOADED_CARD}`).first().waitFor();
    const widgetDays = await live
      .locator('[data-widget-root] .wgt-calendar__date time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
    expect(widgetDays.slice(0, firstPage.length)).toEqual(firstPage);
    expect(errors).toEqual([]);
  });

  it('an event pop-up opened from it shows the other events in its categories', async () => {
    const events = (await volumeAnswer('GetMediaItems', {
      FeedIds: feedIdsByGroup.events.join(','),
      take: '1000',
      IsExtended: 'true',
    })) as ExtendedMediaItem[];
    // The first event on the calendar that has categories: it has related events at volume.
    const event = events.find((entry) => entry.Category1Id > 0);
    if (!event) throw new Error('the volume seed has events with categories');
    const { page, errors, answers } = await openAtVolume('/calendar?demoVolume=16');
    await widgetMounted(page, 'calendar');
    await page.waitForSelector('[data-widget="popups"][data-widget-state="mounted"]', {
      state: 'attached',
    });
    await page.getByRole('link', { name: event.Title, exact: true }).first().click();
    await dialog(page).locator('.wgt-event-popup').waitFor();
    const related = dialog(page).locator('.wgt-related-events__link');
    await related.first().waitFor();
    expect(await related.count()).toBeGreaterThanOrEqual(1);
    // The related events came from the volume's GetMediaItemsClone (take=1000).
    await expect.poll(() => answers.has('GetMediaItemsClone')).toBe(true);
    expect(new URL(page.url()).pathname).toBe(`/media/eventsfeed/${event.FeedId}/${event.Id}`);
    expect(errors).toEqual([]);
  });
});

describe('given the largest photo set at ?demoVolume=16', () => {
  it('its share URL opens the viewer on its first photo, of 500', async () => {
    const sets = (await volumeAnswer('GetMediaItems', {
      FeedIds: feedIdsByGroup.photos.join(','),
      take: '1000',
    })) as ExtendedMediaItem[];
    const largest = sets.reduce((a, b) => (b.ItemsCount > a.ItemsCount ? b : a));
    expect(largest.ItemsCount).toBe(500);
    // Without the query, as the pop-up pushes it: the id tells the demo which volume holds it.
    const { page, errors } = await openAtVolume(`/media/newsfeed/${largest.FeedId}/${largest.Id}`);
    await dialog(page).locator('.wgt-photos__thumbnails button').first().waitFor();
    expect(await dialog(page).locator('.wgt-photos__count').textContent()).toBe('500 photos');
    expect(await dialog(page).locator('.wgt-photos__position').textContent()).toBe(
      'Photo 1 of 500',
    );
    const photo = dialog(page).locator('.wgt-photos__slot--current img');
    await expect
      .poll(() =>
        photo.evaluate(
          (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth,
        ),
      )
      .toBeGreaterThan(0);
    expect(await photo.getAttribute('src')).toContain(`photo-${largest.Id}-1-`);
    expect(await dialog(page).locator('.wgt-photos__thumbnails button').count()).toBe(
      visibleThumbnails(1280),
    );
    expect(errors).toEqual([]);
  });
});

describe('given the media hub at ?demoVolume=16', () => {
  it('reads its pages of a dozen cards on the page: no media worker is started', async () => {
    const { page, workers, errors } = await openAtVolume('/media?demoVolume=16');
    await widgetMounted(page, 'media-hub');
    await page.locator(`[data-widget="media-hub"] ${LOADED_CARD}`).first().waitFor();
    await page.getByRole('button', { name: 'More items' }).click();
    await expect
      .poll(() => page.locator(`[data-widget="media-hub"] ${LOADED_CARD}`).count())
      .toBeGreaterThan(12);
    expect(workers).toEqual([]);
    expect(errors).toEqual([]);
  });
});
