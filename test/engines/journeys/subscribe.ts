// The calendar's Subscribe menu (issue 50; widgets/calendar/README.md, "Subscribe"): the menu
// button opens on its first app by mouse, the arrows move through it (the apps, Copy link, then
// the categories), Enter checks a category and the menu stays open, Escape returns to the
// button; each app's link is the feed of the school the parent looks at and of the category
// checked, and the feed answers.
import type { Journey } from '../journey';
import {
  click,
  expectAll,
  expectFocus,
  findAll,
  locate,
  type Target,
  waitFor,
  waitGone,
} from '../steps';

const BUTTON = { role: 'button', name: 'Subscribe' } as const;
const MENU = { role: 'menu', name: 'Subscribe' } as const;
const item = (name: string): Target => ({ role: 'menuitem', name, within: MENU });
const CATEGORY = { role: 'menuitemradio', within: MENU } as const;

export const subscribe: Journey = {
  name: 'calendar Subscribe menu: a school’s feed for each app, by mouse and keyboard',
  async run({ page, url }) {
    await page.goto(url('/calendar?school=dubai'));
    await locate(page, { role: 'article' });
    await click(page, BUTTON);
    await locate(page, MENU);
    await expectFocus(page, item('Apple Calendar'), 'Apple Calendar, the first item');
    await page.press('ArrowDown');
    await expectFocus(page, item('Outlook'), 'Outlook, the second item');
    // The categories arrive with the events' list: All categories and at least one.
    const categories = await expectAll(
      page,
      CATEGORY,
      'All categories and at least one',
      (found) => found.length > 1,
    );
    const last = categories.at(-1)?.name ?? '';
    await page.press('ArrowUp');
    await page.press('ArrowUp');
    await expectFocus(
      page,
      { ...CATEGORY, name: last },
      `the last category, ${last}, the last item`,
    );

    const links = (await findAll(page, { role: 'menuitem', within: MENU }))
      .map((found) => found.href)
      .filter((href): href is string => href !== null);
    const feed = new URL('/calendar/feed.ics?school=dubai', url('/')).href;
    const webcal = feed.replace(/^https?:/, 'webcal:');
    const google = `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`;
    if (links[0] !== webcal || links[1] !== webcal || links[2] !== google) {
      throw new Error(`the menu's links are ${JSON.stringify(links)}, not Dubai's feed`);
    }
    if (
      !links[3]?.startsWith(
        `https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(feed)}`,
      )
    ) {
      throw new Error(`Outlook.com's link is ${links[3]}`);
    }

    // Enter checks the category; the menu stays open on it and its links follow.
    await page.press('Enter');
    await expectFocus(
      page,
      { ...CATEGORY, name: last, state: { checked: true } },
      `${last}, checked`,
    );
    await locate(page, MENU);
    const [apple] = await expectAll(
      page,
      item('Apple Calendar'),
      'the links of the category checked',
      ([first]) => /[?&]category=\d+$/.test(first?.href ?? ''),
    );
    const categoryFeed = String(apple?.href).replace(/^webcal:/, new URL(feed).protocol);
    if (!categoryFeed.startsWith(`${feed}&category=`)) {
      throw new Error(`the category's feed is ${categoryFeed}, not Dubai's`);
    }

    await page.press('Escape');
    await waitGone(page, MENU);
    await expectFocus(page, { ...BUTTON, state: { expanded: false } }, 'the Subscribe button');

    // What a calendar app subscribed to it gets: an iCalendar feed of Dubai's coming events.
    await waitFor(
      page,
      "Dubai's feed of the category",
      async (address) => {
        const response = await fetch(address);
        const text = await response.text();
        return (
          response.headers.get('content-type') === 'text/calendar; charset=utf-8' &&
          text.startsWith('BEGIN:VCALENDAR\r\n') &&
          text.includes('BEGIN:VEVENT') &&
          !text.includes('UID:event-4-')
        );
      },
      categoryFeed,
    );
  },
};
