// @vitest-environment node
// The feed rule (src/format/ical-feed.ts) as a calendar app reads it (Mozilla's ical.js): the
// window and the cap hold on a busy two years, and an edit updates in place. Each case of the
// rule itself, in both languages: test/vectors/ical-feed.json.
import { describe, expect, it } from 'vitest';
import { FEED_MAX_EVENTS, type FeedEvent, icalFeed } from '../../../src/format/ical-feed';
import { badLines, readFeed } from '../../support/ical-reader';

const NOW = Date.parse('2026-11-21T08:00:00Z');
const DAY = 86_400_000;
const options = {
  now: new Date(NOW),
  stamp: new Date(NOW),
  uidDomain: 'school.example',
  calendarName: 'Events',
};

/** Three events a day from 60 days back to two years ahead. */
const busy: FeedEvent[] = Array.from({ length: 3 * 790 }, (_, index) => {
  const start = NOW - 60 * DAY + Math.floor(index / 3) * DAY + (index % 3) * 3_600_000;
  return {
    item: {
      Id: index + 1,
      FeedId: 4,
      Title: `Event ${index + 1}`,
      Date: new Date(start).toISOString(),
      EndDate: new Date(start + 1_800_000).toISOString(),
    },
  };
});

describe('given two busy years of events', () => {
  const feed = icalFeed(busy, options) ?? '';
  const events = readFeed(feed).events;

  it(`a calendar app gets the first ${FEED_MAX_EVENTS} from 30 days back, by start`, () => {
    expect(events).toHaveLength(FEED_MAX_EVENTS);
    const starts = events.map((event) => (event.start.allDay ? 0 : event.start.instant));
    expect(Math.min(...starts)).toBeGreaterThanOrEqual(NOW - 31 * DAY);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const first = busy.find((event) => Date.parse(event.item.EndDate ?? '') >= NOW - 30 * DAY);
    expect(events[0]?.uid).toBe(`event-4-${first?.item.Id}@school.example`);
  });

  it('every line is folded within 75 octets and ends with CRLF', () => {
    expect(badLines(feed)).toEqual([]);
  });
});

describe('given a quiet month', () => {
  const few = busy.filter((_, index) => index % 30 === 0).slice(0, 40);

  it('nothing ended more than 30 days ago, nothing starts more than a year ahead', () => {
    for (const event of readFeed(icalFeed(few, options) ?? '').events) {
      const start = event.start.allDay ? 0 : event.start.instant;
      expect(start).toBeGreaterThanOrEqual(NOW - 31 * DAY);
      expect(start).toBeLessThanOrEqual(NOW + 366 * DAY);
    }
  });
});

describe('given an event edited after a parent subscribed', () => {
  const item = { ...busy[200]?.item, LastUpdateDate: '2026-11-01T09:00:00Z' };
  const edited = { ...item, Title: 'Moved', LastUpdateDate: '2026-11-20T16:00:00Z' };

  it('keeps its UID with a higher SEQUENCE and its new title', () => {
    const [before] = readFeed(icalFeed([{ item }], options) ?? '').events;
    const [after] = readFeed(icalFeed([{ item: edited }], options) ?? '').events;
    expect(after?.uid).toBe(before?.uid);
    expect(after?.sequence).toBeGreaterThan(before?.sequence ?? Number.POSITIVE_INFINITY);
    expect(after?.summary).toBe('Moved');
  });
});
