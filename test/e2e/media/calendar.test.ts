import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectNoAxeViolations, launch, widgetMounted } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const ITEMS_CALL = '**/media-service/GetMediaItems?*';

/** Today in London as YYYY-MM-DD, whatever the zone of the machine running the test. */
function londonToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
}

async function openCalendar(page: Page) {
  await page.goto(new URL('/calendar', baseUrl()).href);
  await widgetMounted(page, 'calendar');
  await page.waitForFunction(() =>
    document.querySelector('[data-widget-root] .wgt-calendar__day h2'),
  );
}

const dayHeadings = (page: Page) =>
  page.$$eval('[data-widget-root] .wgt-calendar__date time', (times) =>
    times.map((time): [string, string] => [
      time.getAttribute('datetime') ?? '',
      time.textContent ?? '',
    ]),
  );

describe('given the calendar page', () => {
  it('lists days from today on, ascending, today labelled as such; axe finds no violation', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const calls: URLSearchParams[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/media-service/GetMediaItems')) calls.push(url.searchParams);
    });
    await openCalendar(page);
    const today = londonToday();
    const days = await dayHeadings(page);
    expect(days.length).toBeGreaterThan(0);
    const dates = days.map(([date]) => date);
    expect((dates[0] ?? '') >= today).toBe(true);
    expect([...dates].sort()).toEqual(dates);
    for (const [date, label] of days) expect(label.startsWith('Today, ')).toBe(date === today);
    // One call for every coming event: the events feeds, extended, a large page.
    expect(calls).toHaveLength(1);
    expect(calls[0]?.get('IsExtended')).toBe('true');
    expect(calls[0]?.get('take')).toBe('1000');
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('an event that is on today starts the list with "Today"', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    // Whatever the seed holds today, make the first coming event an all-day event of today.
    const today = londonToday();
    let shared = '';
    await context.route(ITEMS_CALL, async (route) => {
      const response = await route.fetch();
      const callback = new URL(route.request().url()).searchParams.get('callback') ?? '';
      const body = await response.text();
      const items = JSON.parse(body.slice(callback.length + 1, body.lastIndexOf(')')));
      items[0].Date = `${today}T11:00:00Z`;
      items[0].EndDate = `${today}T12:00:00Z`;
      // No page of its own: the card links to its share URL all the same (issue 46).
      items[0].Link = '';
      items[0].URL = '';
      items[0].Title = 'Pop-up concert in the hall';
      shared = `/media/eventsfeed/${items[0].FeedId}/${items[0].Id}`;
      await route.fulfill({ response, body: `${callback}(${JSON.stringify(items)});` });
    });
    const page = await context.newPage();
    await openCalendar(page);
    const [first] = await dayHeadings(page);
    expect(first?.[0]).toBe(today);
    expect(first?.[1]).toMatch(/^Today, \d\d \w{3}$/);
    const link = page.getByRole('link', { name: 'Pop-up concert in the hall' });
    expect(await link.getAttribute('href')).toBe(shared);
    await context.close();
  });

  it('Show more dates reveals the next days and moves focus to the first of them', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await openCalendar(page);
    // The demo seed has events on far more than 14 days of the coming six months. The first
    // screen's days are drawn first, the rest of the 14 once they are painted.
    await expect.poll(async () => (await dayHeadings(page)).length).toBe(14);
    await page.getByRole('button', { name: 'Show more dates' }).click();
    await expect.poll(async () => (await dayHeadings(page)).length).toBeGreaterThan(14);
    const focused = await page.evaluate(() =>
      document.activeElement?.closest('[data-day]')?.getAttribute('data-day'),
    );
    const fifteenth = (await dayHeadings(page))[14]?.[0].replaceAll('-', '');
    expect(focused).toBe(fifteenth);
    await context.close();
  });
});

describe('given a media service that fails', () => {
  it('the calendar shows a Retry button that works once the service recovers', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.route(ITEMS_CALL, (route) => route.fulfill({ status: 500, body: '' }));
    const page = await context.newPage();
    await page.goto(new URL('/calendar', baseUrl()).href);
    await widgetMounted(page, 'calendar');
    const retry = page.getByRole('button', { name: 'Retry' });
    await retry.waitFor();
    expect(await page.locator('.wgt-load-failed').textContent()).toContain(
      'The events could not be loaded.',
    );
    await context.unroute(ITEMS_CALL);
    await retry.click();
    await page.waitForFunction(() =>
      document.querySelector('[data-widget-root] .wgt-calendar__day h2'),
    );
    expect(await retry.count()).toBe(0);
    await context.close();
  });
});
