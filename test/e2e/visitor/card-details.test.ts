// What a card and a related event say: related events that are still to come, elapsed time on
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

/** The calendar's cards of `day` (YYYYMMDD), keyed FeedId:Id, once the days are there. */
async function calendarPage() {
  open = await openPage(browser, '/calendar');
  const { page } = open;
  await page.locator('[data-widget-root] .wgt-calendar__day[data-day] .wgt-card').first().waitFor();
  const cardOf = (event: ExtendedMediaItem, day?: number) =>
    page.locator(
      `${day ? `[data-day="${day}"] ` : ''}[data-card-key="${event.FeedId}:${event.Id}"]`,
    );
  const shown = new Set(
    await page
      .locator('[data-widget-root] [data-card-key]')
      .evaluateAll((all) => all.map((card) => card.getAttribute('data-card-key'))),
  );
  const isShown = (event: ExtendedMediaItem) => shown.has(`${event.FeedId}:${event.Id}`);
  return { page, cardOf, isShown };
}

describe('given the calendar with events that have a venue, categories, an update or booking', () => {
  it('their cards show and read out the location, categories, Updated and Booking', async () => {
    const events = await serviceItems(feedIdsByGroup.events);
    const { page, cardOf, isShown } = await calendarPage();
    const withVenue = events.find((event) => isShown(event) && event.Location.trim());
    const withCategories = events.find((event) => isShown(event) && event.Category1.trim());
    const updated = events.find((event) => isShown(event) && event.IsAlert === true);
    const booking = events.find((event) => isShown(event) && event.WoofooCode.trim());
    const plain = events.find(
      (event) => isShown(event) && !event.IsAlert && !event.WoofooCode.trim(),
    );
    if (!withVenue || !withCategories || !updated || !booking || !plain) {
      throw new Error('the first calendar days have each kind of event');
    }
    const text = async (event: ExtendedMediaItem) =>
      ((await cardOf(event).first().textContent()) ?? '').replace(/\s+/g, ' ');

    expect(await text(withVenue)).toContain(`Location: ${withVenue.Location.trim()}`);
    await expect
      .poll(() => cardOf(withVenue).first().getByText(withVenue.Location.trim()).isVisible())
      .toBe(true);
    const categories = [withCategories.Category1, withCategories.Category2]
      .map((name) => name.trim())
      .filter(Boolean)
      .join(', ');
    expect(await text(withCategories)).toContain(`Categories: ${categories}`);
    expect(await cardOf(updated).first().getByText('Updated', { exact: true }).isVisible()).toBe(
      true,
    );
    expect(await cardOf(booking).first().getByText('Booking', { exact: true }).isVisible()).toBe(
      true,
    );
    expect(await text(plain)).not.toMatch(/\bUpdated\b|\bBooking\b/);
    await expectNoAxeViolations(page);
  });
});

describe('given an event that began before today and runs on', () => {
  it('under today its card shows today’s date and that it continues, with its days', async () => {
    const events = await serviceItems(feedIdsByGroup.events);
    const now = Date.now();
    const today = dayNumber(now);
    // A running multi-day event: it started on an earlier London day and ends after today began.
    const running = events.find(
      (event) =>
        event.EndDate &&
        dayNumber(Date.parse(event.Date)) < today &&
        dayNumber(Date.parse(event.EndDate) - 1) >= today,
    );
    if (!running) throw new Error('the seed has a multi-day event running today');
    const { page, cardOf } = await calendarPage();
    const card = cardOf(running, today).first();
    await card.waitFor();
    const block = card.locator('.wgt-event__date');
    const [, month, day] = /^\d{4}-(\d{2})-(\d{2})$/.exec(
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(now)),
    ) ?? ['', '', ''];
    const monthName = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      month: 'short',
    }).format(new Date(now));
    const text = ((await block.textContent()) ?? '').replace(/\s+/g, ' ').trim();
    expect(text).toBe(`${day} ${monthName} continues`);
    expect(await block.locator('time').getAttribute('datetime')).toBe(
      `${String(today).slice(0, 4)}-${month}-${day}`,
    );
    expect(await card.getByText('continues').isVisible()).toBe(true);
    // The days it runs: from its (past) start day on.
    const startDay = String(londonDay(Date.parse(running.Date))[2]);
    const span = ((await card.locator('.wgt-event__span').textContent()) ?? '').trim();
    expect(span).toMatch(new RegExp(`^Runs ${startDay}[– ]`));
    expect(await card.locator('.wgt-event__span').isVisible()).toBe(true);
    await expectNoAxeViolations(page);
  });
});
