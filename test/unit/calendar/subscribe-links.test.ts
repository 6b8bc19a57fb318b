// Where the Subscribe menu sends each calendar app (widgets/calendar/feed-link.ts, subscribe-links.ts): the
// feed the server's link names, with the school and category the parent chose.
import { describe, expect, it } from 'vitest';
import { feedHref } from '../../../widgets/calendar/feed-link';
import {
  eventCategories,
  feedBase,
  subscribeLinks,
} from '../../../widgets/calendar/subscribe-links';

const PAGE = 'https://school.example/fr/calendar?school=london';

function calendarWith(link: string) {
  const element = document.createElement('div');
  element.innerHTML = link;
  return element;
}

describe('given the server’s feed link', () => {
  it('the button takes its address; the menu makes it absolute, without the choice it was written for', () => {
    const href = feedHref(
      calendarWith(
        '<a data-calendar-feed href="/fr/calendar/feed.ics?school=london&category=3">x</a>',
      ),
    );
    expect(href).toBe('/fr/calendar/feed.ics?school=london&category=3');
    expect(feedBase(href ?? '', PAGE)?.href).toBe('https://school.example/fr/calendar/feed.ics');
  });

  it('keeps the language it names (WordPress: `lang`), in every app’s link', () => {
    const href = feedHref(
      calendarWith(
        '<a data-calendar-feed href="https://school.example/wp-json/school-site-widgets/v1/calendar.ics?school=london&amp;lang=ar">x</a>',
      ),
    );
    const base = feedBase(href ?? '', PAGE);
    expect(base?.href).toBe(
      'https://school.example/wp-json/school-site-widgets/v1/calendar.ics?lang=ar',
    );
    const links = subscribeLinks(base as URL, { school: 'dubai', category: 7 }, 'x');
    expect(new URL(links.feed).searchParams.get('lang')).toBe('ar');
    expect(links.webcal).toBe(
      'webcal://school.example/wp-json/school-site-widgets/v1/calendar.ics?lang=ar&school=dubai&category=7',
    );
  });

  it.each([
    ['javascript:alert(1)'],
    ['data:text/calendar,BEGIN:VCALENDAR'],
    ['webcal://elsewhere.example/feed.ics'],
  ])('refuses %s: no button', (href) => {
    expect(feedHref(calendarWith(`<a data-calendar-feed href="${href}">x</a>`))).toBeNull();
  });

  it('offers nothing without a link', () => {
    expect(feedHref(calendarWith('<p>no feed</p>'))).toBeNull();
  });

  it('the menu offers nothing for an address that is no http(s) URL', () => {
    expect(feedBase('https://exa mple.com/feed.ics', PAGE)).toBeNull();
  });
});

describe('given a school and a category chosen', () => {
  const base = new URL('https://school.example/calendar/feed.ics');
  const links = subscribeLinks(base, { school: 'dubai', category: 7 }, 'Events & more');

  it('Apple Calendar and Outlook subscribe by webcal://, Copy link gives https://', () => {
    expect(links.feed).toBe('https://school.example/calendar/feed.ics?school=dubai&category=7');
    expect(links.webcal).toBe('webcal://school.example/calendar/feed.ics?school=dubai&category=7');
  });

  it('Google Calendar adds it by URL, Outlook.com from the web, with its name', () => {
    expect(new URL(links.google).searchParams.get('cid')).toBe(links.webcal);
    const outlook = new URL(links.outlookCom);
    expect(outlook.origin + outlook.pathname).toBe(
      'https://outlook.live.com/calendar/0/addfromweb',
    );
    expect(outlook.searchParams.get('url')).toBe(links.feed);
    expect(outlook.searchParams.get('name')).toBe('Events & more');
  });

  it('all schools and every category: the group’s feed', () => {
    expect(subscribeLinks(base, { school: null, category: null }, 'Events').feed).toBe(base.href);
  });
});

describe('the categories a feed may be narrowed to', () => {
  it('are the events’ named categories, each once, by name', () => {
    expect(
      eventCategories([
        { Category1: 'Sport', Category1Id: 3, Category2: 'Music', Category2Id: 5 },
        { Category1: 'Sport', Category1Id: 3, Category2: '', Category2Id: 0 },
        { Category1: ' Arts ', Category1Id: 9 },
      ]),
    ).toEqual([
      { id: 9, name: 'Arts' },
      { id: 5, name: 'Music' },
      { id: 3, name: 'Sport' },
    ]);
  });
});
