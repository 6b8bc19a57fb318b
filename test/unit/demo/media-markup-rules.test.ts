// @vitest-environment node
// The demo CMS's server cards apply the widgets' own rules (demo/pages/rules.mjs builds them for
// Node), not a copy: what the widget refuses to link, the server's card does not link either, and
// each text a card shows before the widget mounts is the one it shows after, in the page's
// language.
import { describe, expect, it } from 'vitest';
import { calendarMarkup, mediaHubMarkup } from '../../../demo/pages/media-markup.mjs';
import { isHttpOrSitePath } from '../../../src/format/safe-url';

const now = new Date('2026-11-21T12:00:00Z');

const story = (Id: number, Title: string, URL: string) => ({
  Id,
  FeedId: 1,
  ItemType: 'TiarcNews',
  Title,
  Image: '',
  URL,
  Date: '2026-11-20T09:00:00Z',
  EndDate: '',
  Tags: '',
  IsFeatured: false,
});

const event = (Id: number, Title: string, start: string, EndDate: string) => ({
  ...story(Id, Title, `/events/${Id}`),
  FeedId: 2,
  ItemType: 'TiarcCalendar',
  Date: start,
  EndDate,
  Link: '',
  IsAllDay: false,
});

const seedOf = (items: unknown[]) => ({ items, feedIdsByGroup: { news: [1], events: [2] } });

/** The hrefs of the hub's card links, in order. */
const hrefs = (markup: string) =>
  [...markup.matchAll(/class="wgt-card__link" href="([^"]*)"/g)].map((match) => match[1]);

describe('given stories whose URLs the widget would and would not use', () => {
  const urls = ['//cdn.school.test/a', '///evil.test/b', '/news/c', 'javascript:alert(1)'];
  // Blog posts open no pop-up: their cards link to their own URL, when the widget would.
  const posts = urls.map((url, index) => ({
    ...story(index + 1, `Post ${index + 1}`, url),
    ItemType: 'WordPress',
  }));
  const markup = String(
    mediaHubMarkup(seedOf([...posts, story(9, 'News', 'javascript:alert(1)')]), {
      heading: 'Media',
      now,
    }),
  );

  it('links exactly those the widget links, and an item with a pop-up to its share URL', () => {
    expect(hrefs(markup).sort()).toEqual(
      [...urls.filter(isHttpOrSitePath), '/media/newsfeed/1/9'].sort(),
    );
  });

  it('on the French site, the share URL is the French site’s', () => {
    const french = String(
      mediaHubMarkup(seedOf([story(9, 'News', '/news/9')]), { heading: 'Médias', now, lang: 'fr' }),
    );
    expect(hrefs(french)).toEqual(['/fr/media/newsfeed/1/9']);
  });
});

describe('given events that ended, run on, and come', () => {
  const markup = String(
    calendarMarkup(
      seedOf([
        event(11, 'Ended yesterday', '2026-11-20T09:00:00Z', '2026-11-20T10:00:00Z'),
        event(12, 'Book week', '2026-11-19T09:00:00Z', '2026-11-22T15:00:00Z'),
        event(13, 'Midnight to midnight', '2026-11-23T00:00:00Z', '2026-11-24T00:00:00Z'),
      ]),
      { now, days: 14 },
    ),
  );

  it('lists each on the days it runs from today, and none that ended', () => {
    const days = [
      ...markup.matchAll(/"wgt-calendar__date"><time datetime="(\d{4}-\d\d-\d\d)">/g),
    ].map((m) => m[1]);
    expect(days).toEqual(['2026-11-21', '2026-11-22', '2026-11-23']);
    expect(markup).not.toContain('Ended yesterday');
  });
});

/** The text of `markup`'s elements of class `name` (tags dropped), in order. */
const texts = (markup: string, name: string) =>
  [
    ...markup.matchAll(
      new RegExp(`<(\\w+) class="[^"]*\\b${name}\\b[^"]*"[^>]*>([\\s\\S]*?)</\\1>`, 'g'),
    ),
  ].map((match) => (match[2] ?? '').replace(/<[^>]*>/g, '').trim());

const hub = (items: unknown[], options: Record<string, unknown> = {}) =>
  String(mediaHubMarkup(seedOf(items), { heading: 'News', group: 'news', now, ...options }));

describe('given a story dated an hour and a quarter ago and one of two days ago', () => {
  const items = [
    { ...story(21, 'Choir at the Abbey', '/news/choir'), Date: '2026-11-21T10:45:00Z' },
    { ...story(22, 'Book fair', '/news/book-fair'), Date: '2026-11-19T09:00:00+01:00' },
  ];

  it('the recent one reads its elapsed time as of the page, the other its London date', () => {
    expect(texts(hub(items), 'wgt-card__date')).toEqual(['1hrs and 15m ago', '19.11.26']);
  });

  it('in French and Arabic, in their words', () => {
    expect(texts(hub(items, { lang: 'fr' }), 'wgt-card__date')[0]).toBe('il y a 1 h 15 min');
    expect(texts(hub(items, { lang: 'ar' }), 'wgt-card__date')[0]).toBe('منذ 1 س و15 د');
  });

  it('each date is the instant the widget writes in <time datetime>', () => {
    const datetimes = [...hub(items).matchAll(/<time[^>]* datetime="([^"]*)"/g)].map((m) => m[1]);
    expect(datetimes).toEqual(['2026-11-21T10:45:00.000Z', '2026-11-19T08:00:00.000Z']);
  });
});

describe('given stories of a few kinds', () => {
  const long = `Sports day ${'and a very long afternoon of races '.repeat(5)}`.trim();
  const items = [
    story(31, long, '/news/sports-day'),
    { ...story(32, 'Match report', 'https://twitter.com/x/status/1'), ItemType: 'Twitter' },
    { ...story(33, '   ', '/news/no-title'), Date: '2026-11-18T09:00:00Z' },
    { ...story(34, 'From a feed the groups do not name', '/v/1'), FeedId: 9, ItemType: 'Youtube' },
    { ...story(35, 'A type the widget does not know', '/x/1'), ItemType: 'Myspace' },
  ];
  // The all-groups hub: newest first, the same day by Id.
  const markup = hub(items, { group: undefined });

  it('a long title has the length class the widget gives it', () => {
    expect(markup).toContain('class="wgt-card__title wgt-card__title--mediumText"');
  });

  it("each card has its ItemType's group: its class, and the group's link target", () => {
    const cards = [...markup.matchAll(/wgt-story (wgt-group--\w+)[\s\S]*?target="(\w+)"/g)].map(
      (match) => `${match[1]} ${match[2]}`,
    );
    expect(cards).toEqual([
      'wgt-group--videos _self',
      'wgt-group--twitter _blank',
      'wgt-group--news _self',
      'wgt-group--news _self',
    ]);
  });

  it('an item of a type the widget refuses is not listed', () => {
    expect(markup).not.toContain('A type the widget does not know');
  });

  it('a card without a title has an empty heading, its link named by its group', () => {
    expect(markup).not.toContain('Untitled');
    expect(markup).toContain('aria-label="Read more"');
    expect(hub([story(36, '', '/news/none')], { lang: 'fr' })).toContain(
      'aria-label="Lire la suite"',
    );
  });
});

describe('given the calendar of a French and an Arabic page', () => {
  const seed = seedOf([
    event(41, 'Sports day', '2026-11-21T00:00:00Z', '2026-11-22T00:00:00Z'),
    event(42, 'Concert', '2026-11-23T18:00:00Z', '2026-11-23T20:00:00Z'),
  ]);
  const page = (lang: 'en' | 'fr' | 'ar') => String(calendarMarkup(seed, { now, days: 14, lang }));

  it('in French: day headings, months and All day as the widget writes them', () => {
    const markup = page('fr');
    expect(texts(markup, 'wgt-calendar__date')).toEqual(['Aujourd’hui, 21 nov.', '23 nov.']);
    expect(texts(markup, 'wgt-event__month')).toEqual(['nov.', 'nov.']);
    expect(texts(markup, 'wgt-event__time')).toEqual(['Toute la journée', '18:00 - 20:00']);
  });

  it('in Arabic: the time interval in its words', () => {
    expect(texts(page('ar'), 'wgt-event__time')).toEqual(['طوال اليوم', 'من 18:00 إلى 20:00']);
  });

  it("each event's <time datetime> is its start's instant", () => {
    expect(page('en')).toContain('<time datetime="2026-11-23T18:00:00.000Z">');
  });
});

describe('given a three-day event with a venue and categories, booked and updated', () => {
  const seed = seedOf([
    {
      ...event(51, 'Book week', '2026-11-20T09:00:00Z', '2026-11-22T15:00:00Z'),
      Location: 'Riverside Library',
      Category1: 'Reading',
      Category2: 'Whole school',
      IsAlert: true,
      WoofooCode: 'book-week',
    },
  ]);
  const page = (lang: 'en' | 'fr') => String(calendarMarkup(seed, { now, days: 14, lang }));

  it('under each of its days from today, its card says it continues, as the widget does', () => {
    const markup = page('en');
    expect(texts(markup, 'wgt-calendar__date')).toEqual(['Today, 21 Nov', '22 Nov']);
    expect(texts(markup, 'wgt-event__date')).toEqual(['21 Nov continues', '22 Nov continues']);
    expect(markup).toContain('<time datetime="2026-11-22"><span class="wgt-event__day">22</span>');
  });

  it('shows the days it runs, its venue, categories and flags', () => {
    const markup = page('en');
    expect(texts(markup, 'wgt-event__span')).toEqual(['Runs 20–22 Nov', 'Runs 20–22 Nov']);
    expect(texts(markup, 'wgt-event__location')[0]).toBe('Location: Riverside Library');
    expect(texts(markup, 'wgt-event__categories')[0]).toBe('Categories: Reading, Whole school');
    expect(texts(markup, 'wgt-event__flag')).toEqual(['Updated', 'Booking', 'Updated', 'Booking']);
  });

  it('in French, in the widget’s words', () => {
    const markup = page('fr');
    expect(texts(markup, 'wgt-event__date')[0]).toBe('21 nov. se poursuit');
    expect(texts(markup, 'wgt-event__span')[0]).toBe('Du 20–22 nov.');
    expect(texts(markup, 'wgt-event__location')[0]).toBe('Lieu : Riverside Library');
  });
});

describe('given a story whose title has a hashtag and a mention', () => {
  const markup = hub([story(61, 'Well done to our #champions and @coach', '/news/well-done')]);

  it('each is a link to its search on the media page, as the widget’s title has it', () => {
    expect(markup).toContain(
      '>Well done to our <a class="wgt-card__tag" href="/media?SearchExpression=%23champions">#champions</a> and <a class="wgt-card__tag" href="/media?SearchExpression=%40coach">@coach</a></h2>',
    );
  });
});
