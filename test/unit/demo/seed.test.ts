// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSeed, feedIdsByGroup, PHOTO_SIZES } from '../../../demo/data/seed.mjs';
import { standinHosts } from '../../../demo/embed-standins.mjs';
import { embedForItem } from '../../../src/media/embed/providers';
import { itemTypeOf } from '../../../src/media/item-types';
import { extendedMediaItem } from '../../../src/media/schema';
import { ITEM_TYPES } from '../../../src/media/types';

const NOW = new Date('2026-11-21T10:17:43Z');
const PROVIDER_HOST =
  /^(?:www\.)?(?:youtube|vimeo|soundcloud|issuu|twitter|facebook|instagram|pinterest|flickr)\.com$|^[a-z]+-blog\.(?:tumblr|wordpress)\.com$/;
const DAY = 86_400_000;
const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;

// The fields the client's schema reads for an extended item: every seed item carries them all.
const EXTENDED_KEYS = Object.keys(
  extendedMediaItem({ Id: 1, FeedId: 1, ItemType: 'TiarcCalendar' }, () => {}),
);

const londonTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const atLondonMidnight = (iso: string) => londonTime.format(new Date(iso)) === '00:00';
const daysFromNow = (iso: string, now = NOW) => (Date.parse(iso) - now.getTime()) / DAY;

describe('given the seed for a fixed now', () => {
  const seed = createSeed(NOW);
  const { items, feeds, photoSets, categories } = seed;
  const events = items.filter((i) => i.ItemType === 'TiarcCalendar');
  const news = items.filter((i) => i.ItemType === 'TiarcNews');
  const others = items.filter((i) => i.ItemType !== 'TiarcCalendar');
  const titles = items.map((i) => i.Title);

  it('has at least 300 items with unique ids over all fifteen item types', () => {
    expect(items.length).toBeGreaterThanOrEqual(300);
    expect(new Set(items.map((i) => i.Id)).size).toBe(items.length);
    expect(new Set(items.map((i) => i.ItemType))).toEqual(new Set(ITEM_TYPES));
  });

  it('gives every item all the ExtendedMediaItem fields, with the right types', () => {
    for (const item of items) {
      expect(Object.keys(item)).toEqual(EXTENDED_KEYS);
      expect(typeof item.Title).toBe('string');
      expect(typeof item.IsFeatured).toBe('boolean');
      expect(item.Latitude === null || typeof item.Latitude === 'number').toBe(true);
      expect(item.Longitude === null || typeof item.Longitude === 'number').toBe(true);
      expect(feeds.find((f) => f.FeedId === item.FeedId)?.FeedType).toBe(item.ItemType);
    }
  });

  it('has two or three feeds of each item type, grouped by slug without overlap', () => {
    expect(new Set(feeds.map((f) => f.FeedId)).size).toBe(feeds.length);
    for (const type of ITEM_TYPES) {
      const count = feeds.filter((f) => f.FeedType === type).length;
      expect(count).toBeGreaterThanOrEqual(2);
      expect(count).toBeLessThanOrEqual(3);
    }
    const grouped = Object.values(feedIdsByGroup).flat();
    expect(grouped.sort((a, b) => a - b)).toEqual(feeds.map((f) => f.FeedId));
    const typesOf = (ids: number[]) =>
      new Set(ids.map((id) => feeds.find((f) => f.FeedId === id)?.FeedType));
    expect(typesOf(feedIdsByGroup.videos)).toEqual(new Set(['Youtube', 'TiarcVideo', 'Vimeo']));
    expect(typesOf(feedIdsByGroup.blog)).toEqual(new Set(['Tumblr', 'WordPress']));
    expect(typesOf(feedIdsByGroup.events)).toEqual(new Set(['TiarcCalendar']));
    expect(seed.feedIdsByGroup).toBe(feedIdsByGroup);
  });

  it('dates the other items over the last year (but one from 1962), a few within the last 24 hours', () => {
    const founding = others.filter((i) => Date.parse(i.Date) < 0);
    expect(founding.map((i) => [i.ItemType, i.Date])).toEqual([['Flickr', '1962-09-15T10:30:00Z']]);
    for (const item of others.filter((i) => !founding.includes(i))) {
      expect(item.Date).toMatch(ISO_UTC);
      const days = daysFromNow(item.Date);
      expect(days).toBeLessThanOrEqual(0);
      expect(days).toBeGreaterThan(-367);
    }
    const recent = others.filter((i) => daysFromNow(i.Date) > -1);
    expect(recent.length).toBeGreaterThanOrEqual(3);
  });

  it('spreads at least 80 events from about six months before now to six months after', () => {
    expect(events.length).toBeGreaterThanOrEqual(80);
    const starts = events.map((e) => daysFromNow(e.Date));
    expect(Math.min(...starts)).toBeLessThan(-170);
    expect(Math.min(...starts)).toBeGreaterThan(-190);
    expect(Math.max(...starts)).toBeGreaterThan(170);
    expect(Math.max(...starts)).toBeLessThan(190);
    expect(starts.filter((d) => d > 0).length).toBeGreaterThanOrEqual(30);
    for (const e of events) {
      expect(e.Date).toMatch(ISO_UTC);
      if (e.EndDate) expect(Date.parse(e.EndDate)).toBeGreaterThan(Date.parse(e.Date));
    }
  });

  it('has all-day events from London midnight to a later London midnight', () => {
    const allDay = events.filter((e) => e.IsAllDay);
    expect(allDay.length).toBeGreaterThanOrEqual(10);
    for (const e of allDay) {
      expect(atLondonMidnight(e.Date)).toBe(true);
      if (e.EndDate) expect(atLondonMidnight(e.EndDate)).toBe(true);
    }
    expect(
      allDay.some((e) => e.EndDate && daysFromNow(e.EndDate) - daysFromNow(e.Date) > 1.5),
    ).toBe(true);
  });

  it('has timed, multi-day and open-ended events', () => {
    const timed = events.filter((e) => !e.IsAllDay);
    expect(timed.length).toBeGreaterThanOrEqual(30);
    expect(timed.every((e) => !atLondonMidnight(e.Date))).toBe(true);
    expect(timed.some((e) => londonTime.format(new Date(e.Date)) === '09:00')).toBe(true);
    expect(timed.some((e) => e.EndDate && Date.parse(e.EndDate) - Date.parse(e.Date) > DAY)).toBe(
      true,
    );
    expect(events.filter((e) => e.EndDate === '').length).toBeGreaterThanOrEqual(3);
    expect(events.some((e) => e.StartDateString !== '' && e.EndDateString === '')).toBe(true);
  });

  it('has updated (alert) events and news alerts', () => {
    expect(events.filter((e) => e.IsAlert).length).toBeGreaterThanOrEqual(3);
    expect(news.filter((e) => e.IsAlert).length).toBeGreaterThanOrEqual(2);
  });

  it('has bookings with tickets left and sold out, and events without bookings', () => {
    const bookings = events.filter((e) => e.WoofooCode !== '');
    for (const e of events) expect(e.IsBooking).toBe(e.WoofooCode !== '');
    const future = bookings.filter((e) => daysFromNow(e.Date) > 0);
    expect(future.some((e) => e.TotalTickets - e.TicketsReserved > 0)).toBe(true);
    expect(future.some((e) => e.TicketsReserved >= e.TotalTickets)).toBe(true);
    expect(bookings.some((e) => e.TicketsReserved > e.TotalTickets)).toBe(true);
    const plain = events.filter((e) => e.WoofooCode === '');
    expect(plain.length).toBeGreaterThan(bookings.length);
    expect(plain.every((e) => e.TotalTickets === 0 && e.TicketsReserved === 0)).toBe(true);
  });

  it('has events with coordinates near London and Dubai, and some without', () => {
    const located = events.filter((e) => e.Latitude !== null && e.Longitude !== null);
    expect(located.some((e) => Math.abs((e.Latitude ?? 0) - 51.5) < 0.5)).toBe(true);
    expect(located.some((e) => Math.abs((e.Latitude ?? 0) - 25.1) < 0.5)).toBe(true);
    expect(located.every((e) => e.Location !== '' && e.LocationAdress !== '')).toBe(true);
    expect(events.some((e) => e.Location !== '' && e.Latitude === null)).toBe(true);
    expect(events.some((e) => e.Location === '')).toBe(true);
  });

  it('gives some events a banner, some a link and some no link', () => {
    expect(events.some((e) => e.BannerImage.startsWith('/images/'))).toBe(true);
    expect(events.some((e) => e.BannerImage === '')).toBe(true);
    expect(events.some((e) => e.Link.startsWith('/'))).toBe(true);
    expect(events.some((e) => e.Link === '')).toBe(true);
  });

  it('takes event and news categories from the dictionary', () => {
    expect(categories.length).toBeGreaterThanOrEqual(8);
    for (const item of [...events, ...news]) {
      for (const [name, id] of [
        [item.Category1, item.Category1Id],
        [item.Category2, item.Category2Id],
      ] as const) {
        if (id === 0) expect(name).toBe('');
        else expect(categories.find((c) => c.id === id)?.name).toBe(name);
      }
    }
    expect(news.length).toBeGreaterThanOrEqual(40);
    expect(news.filter((n) => n.Category1Id > 0).length).toBeGreaterThan(news.length / 2);
    expect(news.some((n) => n.Category2Id > 0)).toBe(true);
    expect(events.some((e) => e.Category2Id > 0)).toBe(true);
  });

  it('keeps the extended fields empty on items that are neither events nor news', () => {
    for (const item of items.filter((i) => !['TiarcCalendar', 'TiarcNews'].includes(i.ItemType))) {
      expect(item).toMatchObject({
        Category1: '',
        Category1Id: 0,
        IsAlert: false,
        IsAllDay: false,
        IsBooking: false,
        Link: '',
        Latitude: null,
        Longitude: null,
        WoofooCode: '',
        TotalTickets: 0,
        EndDate: '',
      });
    }
  });

  it('has long, medium and boundary-length titles', () => {
    expect(titles.filter((t) => t.length > 279).length).toBeGreaterThanOrEqual(3);
    expect(titles.filter((t) => t.length > 140 && t.length < 280).length).toBeGreaterThanOrEqual(5);
    for (const n of [140, 141, 279, 280]) expect(titles.some((t) => t.length === n)).toBe(true);
  });

  it('has hashtags, mentions (also with the stray space) and ?? runs in titles', () => {
    const all = titles.join('\n');
    for (const s of ['#SportsDay', '# OpenDay', '@RiversideIS', '@ Hillcrest', '??']) {
      expect(all).toContain(s);
    }
  });

  it('gives social items a user and a screen name', () => {
    const social = items.filter((i) =>
      ['Twitter', 'Instagram', 'Facebook', 'Pinterest'].includes(i.ItemType),
    );
    expect(social.length).toBeGreaterThan(50);
    expect(social.every((i) => i.User !== '' && i.ScreeName !== '')).toBe(true);
  });

  it('has comma-separated word tags on every item', () => {
    for (const item of items) expect(item.Tags).toMatch(/^[a-z0-9]+(,[a-z0-9]+)*$/);
  });

  it('uses only local images, some items without one', () => {
    for (const item of items) {
      expect(item.Image === '' || item.Image.startsWith('/images/')).toBe(true);
    }
    expect(items.filter((i) => i.Image === '').length).toBeGreaterThanOrEqual(5);
  });

  it('keeps news, events and school videos on the site; the others link to their provider', () => {
    const onSite = new Set(['TiarcNews', 'TiarcCalendar', 'TiarcVideo']);
    for (const item of items) {
      if (onSite.has(item.ItemType)) expect(item.URL).toMatch(/^\/[a-z-]+\//);
      else expect(item.URL).toMatch(/^https:\/\//);
    }
    expect(JSON.stringify(seed)).not.toContain('/embed-standin/');
    // No host beyond the providers': a stray one would be fetched or linked from the demo.
    const hosts = new Set(
      [...JSON.stringify(seed).matchAll(/https?:\/\/([^/?"\\]+)/g)].map((m) => m[1]),
    );
    expect(hosts.size).toBeGreaterThanOrEqual(10);
    for (const host of hosts) expect(host).toMatch(PROVIDER_HOST);
  });

  it('gives every video, audio, magazine and social item an embed, at the stand-ins through embedHosts', () => {
    const standins = standinHosts('http://localhost:8080');
    const embeddable = items.filter((i) => itemTypeOf(i.ItemType)?.embed);
    expect(embeddable.length).toBe(158);
    for (const item of embeddable) {
      const embed = embedForItem(item, standins);
      expect(embed?.embedUrl.startsWith(`${standins[embed.provider]}/`)).toBe(true);
      if (item.ItemType !== 'TiarcVideo') expect(embedForItem(item)?.embedUrl).toMatch(/^https:/);
    }
  });

  it('has the wire-shape samples: & < \' " and accents, the literal text &lt;, an Id above 2^31', () => {
    const all = titles.join('\n');
    for (const s of ['&', '<', "'", '"', 'Fête', 'école', 'café', '&lt;']) expect(all).toContain(s);
    expect(items.some((i) => i.Id > 2 ** 31)).toBe(true);
    expect(items.some((i) => i.User.includes('&') && i.User.includes('ç'))).toBe(true);
  });

  it('features about ten items', () => {
    const featured = items.filter((i) => i.IsFeatured).length;
    expect(featured).toBeGreaterThanOrEqual(8);
    expect(featured).toBeLessThanOrEqual(14);
  });

  it('has a photo set for every Flickr item, with as many photos as ItemsCount', () => {
    const flickr = items.filter((i) => i.ItemType === 'Flickr');
    expect(Object.keys(photoSets).map(Number).sort()).toEqual(flickr.map((i) => i.Id).sort());
    for (const item of flickr) {
      const set = photoSets[item.Id];
      expect(set?.Title).toBe(item.Title);
      expect(set?.Date).toBe(item.Date);
      expect(set?.Photos.length).toBe(item.ItemsCount);
      for (const photo of set?.Photos ?? []) {
        expect(photo.Sizes.map((s) => s.ImageSize)).toEqual(PHOTO_SIZES);
        expect(photo.Sizes[3]?.ImageSize).toBe(320);
      }
    }
    const counts = flickr.map((i) => i.ItemsCount);
    expect(counts).toContain(1);
    expect(counts).toContain(3);
    expect(Math.max(...counts)).toBeGreaterThanOrEqual(30);
    const sizes = Object.values(photoSets).flatMap((s) => s.Photos.flatMap((p) => p.Sizes));
    expect(sizes.some((s) => s.ImageUrl === '')).toBe(true);
    expect(
      sizes.filter((s) => s.ImageUrl !== '').every((s) => s.ImageUrl.startsWith('/images/')),
    ).toBe(true);
  });

  it('gives the same data for the same now', () => {
    expect(createSeed(new Date(NOW.getTime()))).toEqual(seed);
  });

  it('moves the dates with now', () => {
    const later = createSeed(new Date(NOW.getTime() + 30 * DAY));
    expect(later.items.map((i) => i.Title)).toEqual(titles);
    expect(later.items[0]?.Date).not.toBe(items[0]?.Date);
  });
});

describe('given a summer now (British Summer Time)', () => {
  const summer = new Date('2027-07-03T21:40:00Z');
  const events = createSeed(summer).items.filter((i) => i.ItemType === 'TiarcCalendar');

  it('still starts and ends all-day events at London midnight, whatever the offset', () => {
    const allDay = events.filter((e) => e.IsAllDay);
    expect(allDay.some((e) => e.Date.endsWith('T23:00:00Z'))).toBe(true);
    expect(allDay.some((e) => e.Date.endsWith('T00:00:00Z'))).toBe(true);
    for (const e of allDay) {
      expect(atLondonMidnight(e.Date)).toBe(true);
      if (e.EndDate) expect(atLondonMidnight(e.EndDate)).toBe(true);
    }
  });

  it('keeps events around the new now', () => {
    const starts = events.map((e) => daysFromNow(e.Date, summer));
    expect(Math.min(...starts)).toBeLessThan(-170);
    expect(Math.max(...starts)).toBeGreaterThan(170);
  });
});
