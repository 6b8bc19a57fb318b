// Issue 21, "What a visitor still meets": related events that are still to come, elapsed time on
// fresh story cards, and what a calendar card says (location, categories, updated, booking, and
// the day it continues on). Items are picked from the seed by their dates relative to now.
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { feedIdsByGroup, londonDay } from '../../../demo/data/seed.mjs';
import type { ExtendedMediaItem } from '../../../src/media/types';
import { expectNoAxeViolations, launch, type OpenPage, openPage } from '../support/browser';
import { serviceAnswer, serviceItems } from '../support/service-items';

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

const eventPath = (event: ExtendedMediaItem) => `/media/eventsfeed/${event.FeedId}/${event.Id}`;

const dayNumber = (ms: number) => {
  const [y, m, d] = londonDay(ms);
  return y * 10_000 + (m + 1) * 100 + d;
};

/** Not ended at `now`: its end is later; without an end, it lasts its start day (London). */
function comingAt(event: ExtendedMediaItem, now: number) {
  return event.EndDate
    ? Date.parse(event.EndDate) > now
    : dayNumber(Date.parse(event.Date)) >= dayNumber(now);
}

const shareCategory = (a: ExtendedMediaItem, b: ExtendedMediaItem) =>
  [a.Category1Id, a.Category2Id].some(
    (id) => id !== 0 && (id === b.Category1Id || id === b.Category2Id),
  );

describe('given an event whose categories hold past and coming events', () => {
  it('its pop-up lists only coming ones (a running one too), nearest first, up to 6', async () => {
    const events = (await serviceAnswer('GetMediaItemsClone', {
      FeedIds: feedIdsByGroup.events.join(','),
      HasCategorys: 'true',
      skip: '0',
      take: '1000',
    })) as ExtendedMediaItem[];
    const now = Date.now();
    const others = (event: ExtendedMediaItem) =>
      events.filter((other) => other.Id !== event.Id && shareCategory(event, other));
    // Many past events in its categories, so the stale list would be all past.
    const event = events.find(
      (candidate) =>
        others(candidate).filter((other) => !comingAt(other, now)).length >= 6 &&
        others(candidate).filter((other) => comingAt(other, now)).length >= 2,
    );
    if (!event) throw new Error('the seed has an event with past and coming related events');
    const expected = others(event)
      .filter((other) => comingAt(other, now))
      .sort((a, b) => Date.parse(a.Date) - Date.parse(b.Date))
      .slice(0, 6)
      .map(eventPath);

    open = await openPage(browser, eventPath(event));
    const links = open.page.locator('dialog[open] .wgt-related-events__link');
    await links.first().waitFor();
    const hrefs = await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(expected);
  });
});

describe('given news items under a day old and older ones', () => {
  it('a fresh story card says how long ago it was posted; an older one shows its date', async () => {
    const news = await serviceItems(feedIdsByGroup.news);
    const now = Date.now();
    const age = (item: ExtendedMediaItem) => now - Date.parse(item.Date);
    // Newest first: the page's first cards. Keep clear of the one-day edge while the test runs.
    const fresh = news.find((item) => age(item) > 0 && age(item) < 23 * 3_600_000);
    const older = news.find((item) => age(item) > 2 * 86_400_000);
    if (!fresh || !older) throw new Error('the seed has news under a day old and older news');

    open = await openPage(browser, '/media/filter/news');
    const { page } = open;
    const dateOf = (item: ExtendedMediaItem) =>
      page.locator(`[data-card-key="${item.FeedId}:${item.Id}"] .wgt-card__date`);
    await dateOf(fresh).waitFor();
    const text = (await dateOf(fresh).textContent()) ?? '';
    const match = /^(\d+)hrs and (\d+)m ago$/.exec(text);
    expect(match, text).not.toBeNull();
    const shownMinutes = Number(match?.[1]) * 60 + Number(match?.[2]);
    const minutes = Math.floor(age(fresh) / 60_000);
    expect(Math.abs(shownMinutes - minutes)).toBeLessThanOrEqual(2);
    // The elapsed time is the text read out; the instant stays machine-readable.
    expect(await dateOf(fresh).getAttribute('datetime')).toBe(new Date(fresh.Date).toISOString());

    await dateOf(older).scrollIntoViewIfNeeded();
    expect(await dateOf(older).textContent()).toMatch(/^\d{2}\.\d{2}\.\d{2}$/);
    await expectNoAxeViolations(page);
  });
});
