// The calendar's Subscribe menu (issue 50; widgets/calendar/README.md, "Subscribe"): the menu
// button opens on its first app by mouse, the arrows move through it (the apps, Copy link, then
// the categories), Enter checks a category and the menu stays open, Escape returns to the
// button; each app's link is the feed of the school the parent looks at and of the category
// checked, and the feed answers.
import type { EnginePage } from '../engine-page';
import type { Journey } from '../journey';
import { click, expectFocus, locate, waitFor, waitGone } from '../steps';

const BUTTON = {
  role: 'button',
  name: 'Subscribe',
  selector: '[data-widget-root] .wgt-subscribe__button',
} as const;
const MENU = '[data-widget-root] [role="menu"]';
const ITEM = `${MENU} [role="menuitem"]`;
const CATEGORY = `${MENU} [role="menuitemradio"]`;

/** The href of each app's item, in order. */
const appLinks = (page: EnginePage) =>
  page.evaluate(
    (css) => [...document.querySelectorAll<HTMLAnchorElement>(css)].map((item) => item.href),
    `${ITEM}[href]`,
  );

export const subscribe: Journey = {
  name: 'calendar Subscribe menu: a school’s feed for each app, by mouse and keyboard',
  async run({ page, url }) {
    await page.goto(url('/calendar?school=dubai'));
    await locate(page, { selector: '[data-widget-root] .wgt-calendar__day h2' });
    await click(page, BUTTON);
    await locate(page, { selector: MENU });
    await expectFocus(page, `${ITEM}:first-child`, 'Apple Calendar, the first item');
    await page.press('ArrowDown');
    await expectFocus(page, `${ITEM}:nth-child(2)`, 'Outlook, the second item');
    // The categories arrive with the events' list: All categories and at least one.
    await waitFor(
      page,
      'the categories',
      (css) => document.querySelectorAll(css).length > 1,
      CATEGORY,
    );
    await page.press('ArrowUp');
    await page.press('ArrowUp');
    await expectFocus(page, `${CATEGORY}:last-child`, 'the last category, the last item');

    const links = await appLinks(page);
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
      `${CATEGORY}[aria-checked="true"]:last-child`,
      'the last category, checked',
    );
    await locate(page, { selector: MENU });
    const narrowed = await waitFor<string | null, string>(
      page,
      'the links of the category checked',
      (css) => {
        const href = document.querySelector<HTMLAnchorElement>(css)?.href ?? '';
        return /[?&]category=\d+$/.test(href) ? href : null;
      },
      `${ITEM}[href]`,
    );
    const categoryFeed = String(narrowed).replace(/^webcal:/, new URL(feed).protocol);
    if (!categoryFeed.startsWith(`${feed}&category=`)) {
      throw new Error(`the category's feed is ${categoryFeed}, not Dubai's`);
    }

    await page.press('Escape');
    await waitGone(page, { selector: MENU });
    await expectFocus(
      page,
      '[data-widget-root] .wgt-subscribe__button[aria-expanded="false"]',
      'the Subscribe button',
    );

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
