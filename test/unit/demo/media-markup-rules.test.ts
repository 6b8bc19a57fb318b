// @vitest-environment node
// The demo CMS's server cards apply the widgets' own rules (demo/pages/rules.mjs builds them for
// Node), not a copy: what the widget refuses to link, the server's card does not link either.
import { describe, expect, it } from 'vitest';
import { calendarMarkup, mediaHubMarkup } from '../../../demo/pages/media-markup.mjs';
import { isHttpOrSitePath } from '../../../src/format/safe-url';

const now = new Date('2026-11-21T12:00:00Z');

const story = (Id: number, Title: string, URL: string) => ({
  Id,
  FeedId: 1,
  ItemType: 'News',
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
  const markup = String(
    mediaHubMarkup(seedOf(urls.map((url, index) => story(index + 1, `Story ${index + 1}`, url))), {
      heading: 'News',
      group: 'news',
      now,
    }),
  );

  it('links exactly those the widget links', () => {
    expect(hrefs(markup).sort()).toEqual(urls.filter(isHttpOrSitePath).sort());
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
    const days = [...markup.matchAll(/<time datetime="(\d{4}-\d\d-\d\d)">/g)].map((m) => m[1]);
    expect(days).toEqual(['2026-11-21', '2026-11-22', '2026-11-23']);
    expect(markup).not.toContain('Ended yesterday');
  });
});
