// The calendar block on WordPress: Show more dates and the school choice, with JavaScript (the
// widget) and without (the plugin's server markup). The runner's settings hold the demo's
// three schools (demo/app.mjs, DEMO_SCHOOLS): London's events feed is 4, Geneva's 6.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launch, widgetMounted } from '../e2e/support/browser';
import { clickAndLoad, wpUrl } from './support/wordpress';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

async function visit(path: string, javaScriptEnabled = true) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    javaScriptEnabled,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const calls: URLSearchParams[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    // The widget's calls, through the site's media route (includes/media-route.php).
    if (url.pathname.endsWith('/school-site-widgets/v1/media/GetMediaItems')) {
      calls.push(url.searchParams);
    }
  });
  await page.goto(wpUrl(path));
  return { context, page, errors, calls };
}

const feedIds = (params: URLSearchParams) => (params.get('FeedIds') ?? '').split(',').map(Number);
const choice = (page: Page) => page.getByRole('combobox', { name: 'School' });
const widgetDays = (page: Page) =>
  page.$$eval('[data-widget-root] .wgt-calendar__date time', (times) =>
    times.map((time) => time.getAttribute('datetime') ?? ''),
  );
const serverDays = (page: Page) =>
  page.$$eval('[data-widget="calendar"] > .wgt-calendar__day > h2 time', (times) =>
    times.map((time) => time.getAttribute('datetime') ?? ''),
  );
const serverTitles = (page: Page) =>
  page.$$eval('[data-widget="calendar"] > .wgt-calendar__day h3', (titles) =>
    titles.map((title) => title.textContent?.trim() ?? ''),
  );

describe('the calendar on WordPress, with JavaScript', () => {
  it('Show more dates reveals the next 14 days and moves focus to the first of them', async () => {
    const { context, page, errors } = await visit('/calendar/');
    await widgetMounted(page, 'calendar');
    await page.waitForSelector('[data-widget-root] .wgt-calendar__day h2');
    // The days are drawn as the answer is read (its first slice first): polled, not read once.
    await expect.poll(async () => (await widgetDays(page)).length).toBe(14);
    await page.getByRole('button', { name: 'Show more dates' }).click();
    await expect.poll(async () => (await widgetDays(page)).length).toBeGreaterThan(14);
    const fifteenth = (await widgetDays(page))[14]?.replaceAll('-', '');
    await expect
      .poll(() =>
        page.evaluate(() =>
          document.activeElement?.closest('[data-day]')?.getAttribute('data-day'),
        ),
      )
      .toBe(fifteenth);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a ?school= address lists that school, a choice pushes the address, Back restores it', async () => {
    const { context, page, errors, calls } = await visit('/calendar/?school=geneva');
    await widgetMounted(page, 'calendar');
    await page.waitForSelector('[data-widget-root] .wgt-calendar__day h2');
    expect(await choice(page).inputValue()).toBe('geneva');
    expect(await choice(page).locator('option').allTextContents()).toEqual([
      'All schools',
      'London',
      'Dubai',
      'Geneva',
    ]);
    expect(calls.map(feedIds)).toEqual([[6]]);
    await expectNoAxeViolations(page);

    await choice(page).selectOption({ label: 'London' });
    await page.waitForURL((url) => url.searchParams.get('school') === 'london');
    expect(new URL(page.url()).pathname).toBe('/calendar/');
    await expect.poll(() => calls.map(feedIds)).toEqual([[6], [4]]);

    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('school') === 'geneva');
    await expect.poll(() => choice(page).inputValue()).toBe('geneva');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the calendar on WordPress, JavaScript off', () => {
  it('Show more dates links open the rest of the first 14 days, then the next 14', async () => {
    const { context, page } = await visit('/calendar/', false);
    // The first screen's days (those of the first dozen cards), as the widget draws them first.
    const firstPage = await serverDays(page);
    expect(firstPage.length).toBeGreaterThanOrEqual(3);
    expect(firstPage.length).toBeLessThan(14);
    const more = page.getByRole('link', { name: 'Show more dates' });
    expect(new URL((await more.getAttribute('href')) ?? '', page.url()).search).toBe('?days=14');
    await more.click();
    await page.waitForURL((url) => url.searchParams.get('days') === '14');
    const fortnight = await serverDays(page);
    expect(fortnight).toHaveLength(14);
    expect(fortnight.slice(0, firstPage.length)).toEqual(firstPage);
    expect(new URL((await more.getAttribute('href')) ?? '', page.url()).search).toBe('?days=28');
    await more.click();
    await page.waitForURL((url) => url.searchParams.get('days') === '28');
    const days = await serverDays(page);
    expect(days.length).toBeGreaterThan(14);
    expect([...days].sort()).toEqual(days);
    // From today on, as the widget lists them.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
      new Date(),
    );
    expect((days[0] ?? '') >= today).toBe(true);
    await context.close();
  });

  it('without JavaScript, Show more dates reaches the last day with events', async () => {
    const { context, page } = await visit('/calendar/?days=56', false);
    const more = page.getByRole('link', { name: 'Show more dates' });
    let shown = (await serverDays(page)).length;
    // Two months of the seed's half year ahead: more days are still to come.
    expect(await more.count()).toBe(1);
    while (await more.count()) {
      // Not waitForURL(/days=/): the page shown already matches it, so it did not wait, and
      // the days were counted while the next page was loading (clickAndLoad).
      await clickAndLoad(page, more);
      const now = (await serverDays(page)).length;
      // Each click lists more days: never the same page again, whatever the bound.
      expect(now).toBeGreaterThan(shown);
      shown = now;
    }
    expect(shown).toBeGreaterThan(62);
    await context.close();
  });

  it('the school choice lists that school’s events and the group’s, and keeps it in More', async () => {
    const { context, page } = await visit('/calendar/?days=62', false);
    const everyTitle = await serverTitles(page);
    expect(await choice(page).inputValue()).toBe('');
    await choice(page).selectOption('london');
    await page.getByRole('button', { name: 'Show' }).click();
    await page.waitForURL((url) => url.searchParams.get('school') === 'london');
    expect(await choice(page).inputValue()).toBe('london');
    const londonTitles = await serverTitles(page);
    expect(londonTitles.length).toBeGreaterThan(0);
    expect(londonTitles.length).toBeLessThan(everyTitle.length);
    // (The form reloads at the first 14 days; all of them are among every school's first 62.)
    for (const title of londonTitles) expect(everyTitle).toContain(title);
    const more = page.getByRole('link', { name: 'Show more dates' });
    if (await more.count()) {
      expect(
        new URL((await more.getAttribute('href')) ?? '', page.url()).searchParams.get('school'),
      ).toBe('london');
    }
    await context.close();
  });
});
