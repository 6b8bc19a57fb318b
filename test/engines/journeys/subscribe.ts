// The calendar's Subscribe menu (issue 50; widgets/calendar/README.md, "Subscribe"): the menu
// button opens on its first app by mouse, the arrows move through it, Escape returns to the
// button; each app's link is the feed of the school the parent looks at, and the feed answers.
import type { Journey } from '../journey';
import { click, expectFocus, locate, waitFor, waitGone } from '../steps';

const BUTTON = {
  role: 'button',
  name: 'Subscribe',
  selector: '[data-widget-root] .wgt-subscribe__button',
} as const;
const MENU = '[data-widget-root] [role="menu"]';
const ITEM = `${MENU} [role="menuitem"]`;

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
    await page.press('ArrowUp');
    await page.press('ArrowUp');
    await expectFocus(page, `${ITEM}:last-child`, 'Copy link, the last item');

    const links = await page.evaluate(
      (css) => [...document.querySelectorAll<HTMLAnchorElement>(css)].map((item) => item.href),
      `${ITEM}[href]`,
    );
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
      "Dubai's feed",
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
      feed,
    );
  },
};
