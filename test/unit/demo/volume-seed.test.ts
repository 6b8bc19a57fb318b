// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSeed, FEEDS, PHOTO_SIZES } from '../../../demo/data/seed.mjs';
import {
  createVolumeSeed,
  ID_SPAN,
  MAX_PHOTOS,
  MAX_VOLUME,
  volumeOfId,
} from '../../../demo/data/volume-seed.mjs';
import { standinHosts } from '../../../demo/embed-standins.mjs';
import { embedForItem } from '../../../src/media/embed/providers';
import { itemTypeOf } from '../../../src/media/item-types';
import { extendedMediaItem } from '../../../src/media/schema';
import type { ExtendedMediaItem } from '../../../src/media/types';

const NOW = new Date('2026-11-21T10:17:43Z');
const DAY = 86_400_000;

const EXTENDED_KEYS = Object.keys(
  extendedMediaItem({ Id: 1, FeedId: 1, ItemType: 'TiarcCalendar' }, () => {}),
);
const isEvent = (item: ExtendedMediaItem) => item.ItemType === 'TiarcCalendar';
/** Still to come as the service lists events: not ended before today (London). */
const isComing = (item: ExtendedMediaItem) =>
  Date.parse(item.EndDate || item.Date) > NOW.getTime() - DAY;
const generated = (item: ExtendedMediaItem) => item.Id >= ID_SPAN && item.Id < 2 ** 31;
const londonDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' });
const londonWeekday = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'short',
});

/** What a test reads of a seed: its counts. */
function counts(seed: ReturnType<typeof createSeed>) {
  const events = seed.items.filter(isEvent);
  return {
    items: seed.items.length,
    events: events.length,
    coming: events.filter(isComing).length,
    posts: seed.items.length - events.length,
    largestSet: Math.max(...Object.values(seed.photoSets).map((set) => set.Photos.length)),
  };
}

describe('given the volume seed at factors 1, 4 and 16', () => {
  const seed = createSeed(NOW);
  const four = createVolumeSeed(NOW, 4);
  const sixteen = createVolumeSeed(NOW, 16);
  const copies = sixteen.items.filter(generated);

  it('factor 1 is the seed itself, byte for byte', () => {
    expect(JSON.stringify(createVolumeSeed(NOW, 1))).toBe(JSON.stringify(seed));
  });

  it('has the seed’s counts at 1; about 64 more coming events and 315 more posts a factor', () => {
    expect(counts(seed)).toEqual({
      items: 375,
      events: 103,
      coming: 54,
      posts: 272,
      largestSet: 40,
    });
    expect(counts(four)).toEqual({
      items: 375 + 3 * 379,
      events: 103 + 3 * 64,
      coming: 54 + 3 * 64,
      posts: 272 + 3 * 315,
      largestSet: 125,
    });
    // Factor 16: a year of a school group's content, ~1,000 coming events, ~5,000 posts.
    expect(counts(sixteen)).toEqual({
      items: 375 + 15 * 379,
      events: 103 + 15 * 64,
      coming: 54 + 15 * 64,
      posts: 272 + 15 * 315,
      largestSet: MAX_PHOTOS,
    });
  });

  it('gives the same data for the same factor and now, and a larger factor only adds items', () => {
    expect(JSON.stringify(createVolumeSeed(new Date(NOW.getTime()), 16))).toBe(
      JSON.stringify(sixteen),
    );
    expect(JSON.stringify(sixteen.items.slice(0, four.items.length))).toBe(
      JSON.stringify(four.items),
    );
    expect(JSON.stringify(sixteen.items.slice(0, seed.items.length))).toBe(
      JSON.stringify(seed.items),
    );
  });

  it('keeps every id unique, and a generated id names the smallest factor that holds it', () => {
    expect(new Set(sixteen.items.map((item) => item.Id)).size).toBe(sixteen.items.length);
    const inFour = new Set(four.items.map((item) => item.Id));
    for (const item of sixteen.items) {
      const factor = volumeOfId(item.Id);
      expect(factor).toBeLessThanOrEqual(16);
      expect(factor <= 4).toBe(inFour.has(item.Id));
    }
    expect(seed.items.every((item) => volumeOfId(item.Id) === 1)).toBe(true);
    expect(Math.max(...copies.map((item) => item.Id))).toBeLessThan(10_000_000);
  });

  it('gives every generated item all the ExtendedMediaItem fields and a feed of its type', () => {
    const typeOf = new Map(FEEDS.map((feed) => [feed.FeedId, feed.FeedType]));
    for (const item of copies) {
      expect(Object.keys(item)).toEqual(EXTENDED_KEYS);
      expect(typeOf.get(item.FeedId)).toBe(item.ItemType);
      expect(Date.parse(item.Date)).not.toBeNaN();
      expect(item.Image === '' || item.Image.startsWith('/images/')).toBe(true);
    }
    // Posts are of the past year; events of the coming one.
    for (const item of copies.filter((entry) => !isEvent(entry))) {
      expect(Date.parse(item.Date)).toBeLessThanOrEqual(NOW.getTime());
      expect(Date.parse(item.Date)).toBeGreaterThan(NOW.getTime() - 366 * DAY);
    }
  });

  it('spreads the generated events over the coming twelve months, for every school', () => {
    const events = copies.filter(isEvent);
    const today = londonDate.format(NOW);
    const perMonth = new Map<string, number>();
    const perDay = new Map<string, number>();
    for (const event of events) {
      const start = Date.parse(event.Date);
      const day = londonDate.format(new Date(start));
      expect(day >= today).toBe(true);
      expect(start).toBeLessThan(NOW.getTime() + 365 * DAY);
      perMonth.set(day.slice(0, 7), (perMonth.get(day.slice(0, 7)) ?? 0) + 1);
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
    }
    // Every month of the school year is busy; August is the summer holiday: a few term dates.
    const busy = [...perMonth].filter(([month, count]) => !month.endsWith('-08') && count >= 20);
    expect(busy.length).toBe(12);
    expect(perMonth.get('2027-08')).toBeLessThan(10);
    // Not all on a few days: events on most days of term, at most two dozen on one.
    expect(perDay.size).toBeGreaterThanOrEqual(200);
    expect(Math.max(...perDay.values())).toBeLessThanOrEqual(25);
    for (const feedId of [4, 5, 6]) {
      expect(events.filter((event) => event.FeedId === feedId).length).toBeGreaterThan(300);
    }
  });

  it('holds term dates, fixtures on Wednesdays and Saturdays, performances, trips, parents’ evenings', () => {
    const events = copies.filter(isEvent);
    const titled = (pattern: RegExp) => events.filter((event) => pattern.test(event.Title));
    for (const school of ['Riverside', 'Hillcrest', 'Lakeside']) {
      for (const term of ['autumn', 'spring', 'summer']) {
        expect(titled(new RegExp(`^${school}: Last day of the ${term} term`))).toHaveLength(1);
      }
      expect(titled(new RegExp(`^${school}: .*half term$`)).length).toBe(3);
    }
    const fixtures = titled(/ (v|at) [A-Z]/).filter((event) => event.Category1 !== 'Trips');
    expect(fixtures.length).toBeGreaterThan(200);
    for (const fixture of fixtures) {
      expect(['Wed', 'Sat']).toContain(londonWeekday.format(new Date(fixture.Date)));
    }
    expect(titled(/concert|recital|showcase|production/i).length).toBeGreaterThan(50);
    expect(events.filter((event) => event.Category1 === 'Trips').length).toBeGreaterThan(50);
    expect(titled(/parents' evening/).length).toBeGreaterThan(20);
    expect(events.filter((event) => event.IsBooking).length).toBeGreaterThan(50);
  });

  it('gives events descriptions of realistic length: a few hundred characters, some long', () => {
    const lengths = copies.filter(isEvent).map((event) => event.Description.length);
    const average = lengths.reduce((sum, length) => sum + length, 0) / lengths.length;
    expect(average).toBeGreaterThan(200);
    expect(average).toBeLessThan(500);
    expect(lengths.filter((length) => length > 600).length).toBeGreaterThan(10);
  });

  it('has a photo set for every Flickr item, the largest of 500 photos with every size', () => {
    const flickr = sixteen.items.filter((item) => item.ItemType === 'Flickr');
    expect(Object.keys(sixteen.photoSets).map(Number).sort()).toEqual(
      flickr.map((item) => item.Id).sort(),
    );
    for (const item of flickr.filter(generated)) {
      expect(sixteen.photoSets[item.Id]?.Photos.length).toBe(item.ItemsCount);
      expect(sixteen.photoSets[item.Id]?.Title).toBe(item.Title);
    }
    const largest = flickr.reduce((a, b) => (b.ItemsCount > a.ItemsCount ? b : a));
    const photos = sixteen.photoSets[largest.Id]?.Photos ?? [];
    expect(photos).toHaveLength(500);
    for (const photo of photos)
      expect(photo.Sizes.map((size) => size.ImageSize)).toEqual(PHOTO_SIZES);
    expect(photos[499]?.Sizes[3]?.ImageUrl).toBe(`/images/photo-${largest.Id}-500-320.jpg`);
  });

  it('gives every generated video, audio, magazine and social item an embed the product reads', () => {
    const standins = standinHosts('http://localhost:8080');
    const embeddable = copies.filter((item) => itemTypeOf(item.ItemType)?.embed);
    expect(embeddable.length).toBeGreaterThan(2000);
    for (const item of embeddable) {
      const embed = embedForItem(item, standins);
      expect(embed?.embedUrl.startsWith(`${standins[embed.provider]}/`), item.URL).toBe(true);
    }
  });

  it('generates factor 16 fast enough for a test server', () => {
    const started = performance.now();
    createVolumeSeed(NOW, 16);
    // About 0.3 s on a busy two-core machine; the bound leaves room for a slow run.
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});

describe('given a factor that is not a whole number from 1 to 32', () => {
  it('throws: the mode clamps or ignores a page’s value before it gets here', () => {
    for (const factor of [0, -1, 1.5, MAX_VOLUME + 1, Number.NaN]) {
      expect(() => createVolumeSeed(NOW, factor)).toThrow(RangeError);
    }
  });
});
