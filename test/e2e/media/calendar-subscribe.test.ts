// Subscribe in the calendar widget (issue 50): a menu button (WAI-ARIA "Menu Button") offering
// each calendar app the feed of the school the parent is looking at; without JavaScript, a plain
// link to the feed.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFeed } from '../../support/ical-reader';
import { baseUrl, expectNoAxeViolations, launch, widgetMounted } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

async function openCalendar(path = '/calendar') {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
  const page = await context.newPage();
  await page.goto(new URL(path, baseUrl()).href);
  await widgetMounted(page, 'calendar');
  await page.locator('[data-widget-root] .wgt-calendar__day h2').first().waitFor();
  return { context, page };
}

const menuButton = (page: Page, name = 'Subscribe') =>
  page.locator('[data-widget-root]').getByRole('button', { name, exact: true });
const menuItem = (page: Page, name: string | RegExp) =>
  page.getByRole('menuitem', { name, exact: typeof name === 'string' });
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

describe('given the calendar page', () => {
  it('the keyboard opens the menu on its first app, moves through it, and Escape returns', async () => {
    const { context, page } = await openCalendar();
    const button = menuButton(page);
    expect(await button.getAttribute('aria-haspopup')).toBe('menu');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.focus();
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    // The menu's code is fetched on intent (the focus above): focus moves in as it arrives.
    await expect.poll(() => focusedText(page)).toBe('Apple Calendar');
    await page.keyboard.press('ArrowDown');
    expect(await focusedText(page)).toBe('Outlook');
    await page.keyboard.press('End');
    expect(await focusedText(page)).toBe('Copy link');
    await page.keyboard.press('ArrowDown');
    expect(await focusedText(page)).toBe('Apple Calendar');
    await page.keyboard.press('ArrowUp');
    expect(await focusedText(page)).toBe('Copy link');
    await expectNoAxeViolations(page, '[data-widget="calendar"]');
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe(
      'menu',
    );
    await context.close();
  });

  it('each app is offered the feed of the school chosen, and the feed is that school’s', async () => {
    const { context, page } = await openCalendar();
    await page.getByRole('combobox', { name: 'School' }).selectOption('dubai');
    await menuButton(page).click();
    const webcal = (await menuItem(page, 'Apple Calendar').getAttribute('href')) ?? '';
    const feed = new URL(baseUrl());
    expect(webcal).toBe(`webcal://${feed.host}/calendar/feed.ics?school=dubai`);
    expect(await menuItem(page, 'Outlook').first().getAttribute('href')).toBe(webcal);
    const google = new URL((await menuItem(page, /Google Calendar/).getAttribute('href')) ?? '');
    expect(google.origin).toBe('https://calendar.google.com');
    expect(google.searchParams.get('cid')).toBe(webcal);
    const outlook = new URL((await menuItem(page, /Outlook\.com/).getAttribute('href')) ?? '');
    expect(outlook.searchParams.get('url')).toBe(`${feed.origin}/calendar/feed.ics?school=dubai`);
    await menuItem(page, 'Copy link').click();
    await page.getByRole('status').filter({ hasText: 'Link copied' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${feed.origin}/calendar/feed.ics?school=dubai`);
    // What the app then gets: Dubai's coming events and the group's, none of London's feed.
    const events = readFeed(await (await fetch(copied)).text()).events;
    expect(events.length).toBeGreaterThan(0);
    expect(events.some((event) => event.uid.startsWith('event-4-'))).toBe(false);
    await context.close();
  });

  it('a category narrows the feed; a press outside closes the menu', async () => {
    const { context, page } = await openCalendar();
    const category = page.getByRole('combobox', { name: 'Category' });
    const option = await category.locator('option').nth(1).getAttribute('value');
    await category.selectOption(option ?? '');
    await menuButton(page).click();
    const href = (await menuItem(page, 'Apple Calendar').getAttribute('href')) ?? '';
    expect(href).toContain(`category=${option}`);
    await page.mouse.click(5, 5);
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  it('in French and in Arabic the menu speaks the page’s language', async () => {
    for (const [path, name, apple] of [
      ['/fr/calendar', 'S’abonner', 'Calendrier Apple'],
      ['/ar/calendar', 'اشتراك', 'تقويم Apple'],
    ] as const) {
      const { context, page } = await openCalendar(path);
      await menuButton(page, name).click();
      const href = (await menuItem(page, apple).getAttribute('href')) ?? '';
      expect(href).toContain(`${path}/feed.ics`);
      await context.close();
    }
  });

  it('without JavaScript, a plain link to the feed of the school chosen', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(new URL('/calendar?school=london', baseUrl()).href);
    const link = page.getByRole('link', { name: 'Subscribe to this calendar' });
    expect(await link.getAttribute('href')).toBe('/calendar/feed.ics?school=london');
    await context.close();
  });
});
