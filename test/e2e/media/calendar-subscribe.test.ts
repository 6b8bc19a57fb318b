// Subscribe in the calendar widget (issue 50): a menu button (WAI-ARIA "Menu Button") offering
// each calendar app the feed of the school the parent is looking at and of the category checked
// in the menu (a group of menuitemradio items); without JavaScript, a plain link to the feed.
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
const categoryItem = (page: Page, name: string) =>
  page.getByRole('menuitemradio', { name, exact: true });
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');
const expanded = (page: Page) => menuButton(page).getAttribute('aria-expanded');

describe('given the calendar page', () => {
  it('the keyboard opens the menu on its first app, moves through it, and Escape returns', async () => {
    const { context, page } = await openCalendar();
    const button = menuButton(page);
    expect(await button.getAttribute('aria-haspopup')).toBe('menu');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.focus();
    await page.keyboard.press('Enter');
    // The menu's code is fetched on intent (the focus above): it opens, focus in, as it arrives.
    await expect.poll(() => focusedText(page)).toBe('Apple Calendar');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const menu = page.getByRole('menu', { name: 'Subscribe' });
    expect(await button.getAttribute('aria-controls')).toBe(await menu.getAttribute('id'));
    await page.keyboard.press('ArrowDown');
    expect(await focusedText(page)).toBe('Outlook');
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowDown');
    expect(await focusedText(page)).toBe('Copy link');
    // Then the categories, a group of its own: All categories checked.
    await page.keyboard.press('ArrowDown');
    expect(await focusedText(page)).toBe('All categories');
    const group = menu.getByRole('group', { name: 'Category' });
    const radios = group.getByRole('menuitemradio');
    // The events' categories, once the list is read.
    await expect.poll(() => radios.count()).toBeGreaterThan(1);
    expect(await categoryItem(page, 'All categories').getAttribute('aria-checked')).toBe('true');
    const last = (await radios.last().textContent()) ?? '';
    await page.keyboard.press('End');
    expect(await focusedText(page)).toBe(last);
    await page.keyboard.press('ArrowDown');
    expect(await focusedText(page)).toBe('Apple Calendar');
    await page.keyboard.press('ArrowUp');
    expect(await focusedText(page)).toBe(last);
    await page.keyboard.press('Home');
    expect(await focusedText(page)).toBe('Apple Calendar');
    await expectNoAxeViolations(page, '[data-widget="calendar"]');
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe(
      'menu',
    );
    // The arrows open it too, Up on its last item.
    await page.keyboard.press('ArrowUp');
    expect(await focusedText(page)).toBe(last);
    await page.keyboard.press('Tab');
    expect(await expanded(page)).toBe('false');
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

  it('a category checked in the menu narrows every link; the menu stays open', async () => {
    const { context, page } = await openCalendar();
    await menuButton(page).click();
    const all = categoryItem(page, 'All categories');
    await all.waitFor();
    const sport = page.getByRole('menuitemradio').nth(1);
    const name = (await sport.textContent()) ?? '';
    // By the keyboard: Space checks the focused category, the menu stays open, focus stays.
    await sport.focus();
    await page.keyboard.press('Space');
    expect(await sport.getAttribute('aria-checked')).toBe('true');
    expect(await all.getAttribute('aria-checked')).toBe('false');
    expect(await page.getByRole('menuitemradio', { checked: true }).count()).toBe(1);
    expect(await expanded(page)).toBe('true');
    expect(await focusedText(page)).toBe(name);
    const webcal = (await menuItem(page, 'Apple Calendar').getAttribute('href')) ?? '';
    const category = new URL(webcal.replace(/^webcal:/, 'http:')).searchParams.get('category');
    expect(category).toMatch(/^\d+$/);
    const feed = new URL(`/calendar/feed.ics?category=${category}`, baseUrl()).href;
    expect(webcal).toBe(feed.replace(/^https?:/, 'webcal:'));
    const google = new URL((await menuItem(page, /Google Calendar/).getAttribute('href')) ?? '');
    expect(google.searchParams.get('cid')).toBe(webcal);
    const outlook = new URL((await menuItem(page, /Outlook\.com/).getAttribute('href')) ?? '');
    expect(outlook.searchParams.get('url')).toBe(feed);
    // The feed holds that category's events only.
    const events = readFeed(await (await fetch(feed)).text()).events;
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((event) => event.categories.includes(name))).toBe(true);
    // A press (and Enter) on All categories: the whole feed again, still open.
    await all.click();
    expect(await all.getAttribute('aria-checked')).toBe('true');
    expect(await expanded(page)).toBe('true');
    expect(await menuItem(page, 'Apple Calendar').getAttribute('href')).not.toContain('category');
    await sport.focus();
    await page.keyboard.press('Enter');
    expect(await sport.getAttribute('aria-checked')).toBe('true');
    expect(await menuItem(page, 'Apple Calendar').getAttribute('href')).toContain(
      `category=${category}`,
    );
    // Closed and opened again, the choice stays.
    await page.keyboard.press('Escape');
    await menuButton(page).click();
    expect(await sport.getAttribute('aria-checked')).toBe('true');
    await page.mouse.click(5, 5);
    expect(await expanded(page)).toBe('false');
    await context.close();
  });

  it('in French and in Arabic the menu speaks the page’s language', async () => {
    for (const [path, name, apple, group, all] of [
      ['/fr/calendar', 'S’abonner', 'Calendrier Apple', 'Catégorie', 'Toutes les catégories'],
      ['/ar/calendar', 'اشتراك', 'تقويم Apple', 'الفئة', 'كل الفئات'],
    ] as const) {
      const { context, page } = await openCalendar(path);
      await menuButton(page, name).click();
      const href = (await menuItem(page, apple).getAttribute('href')) ?? '';
      expect(href).toContain(`${path}/feed.ics`);
      const categories = page.getByRole('menu', { name }).getByRole('group', { name: group });
      const first = categories.getByRole('menuitemradio', { name: all, exact: true });
      expect(await first.getAttribute('aria-checked')).toBe('true');
      await categories.getByRole('menuitemradio').nth(1).click();
      expect(await menuItem(page, apple).getAttribute('href')).toMatch(/[?&]category=\d+/);
      await expectNoAxeViolations(page, '[data-widget="calendar"]');
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
