// The calendar's subscription feeds (issue 50; widgets/calendar/README.md, "Subscribe"):
// /calendar/feed.ics, for the whole group, `?school=` one school of the config, `?category=` one
// category of the service, and /fr/... or /ar/... in that language. The feed is the widgets' own
// rule (src/format/ical-feed.ts, built for Node by ./rules.mjs), over what the demo's media
// service lists for the calendar: the coming events of the config's events feeds.
import { createHash } from 'node:crypto';
import { ALL_SCHOOLS, cardLink, icalFeed, inLanguage, itemTypeOf, t, toYmd } from './rules.mjs';

/** The feed's path, after the page language's prefix. */
export const FEED_PATH = '/calendar/feed.ics';

const FEED = /^(?:\/(fr|ar))?\/calendar\/feed\.ics$/;

/** When the demo first read each seed: the DTSTAMP of an item without an update date. */
const readAt = new WeakMap();

/**
 * The feed an address asks for, or null when it asks for no feed.
 * @param {URL} url
 * @param {{ seed: any, config: any, now?: Date }} ctx
 * @returns {null | { status: number, type: string, body: string, etag?: string, modified?: Date }}
 */
export function calendarFeed(url, { seed, config, now = new Date() }) {
  const match = FEED.exec(url.pathname);
  if (!match) return null;
  const lang = /** @type {'fr' | 'ar' | undefined} */ (match[1]);
  const schools = Array.isArray(config.schools) ? config.schools : [];
  const slug = url.searchParams.get('school') ?? '';
  const school = schools.find((entry) => entry.slug === slug);
  const categoryText = url.searchParams.get('category') ?? '';
  if ((slug && !school) || (categoryText && !/^\d{1,9}$/.test(categoryText))) {
    return { status: 400, type: 'text/plain; charset=utf-8', body: 'No such school or category.' };
  }
  const category = categoryText ? Number(categoryText) : null;
  const owned = new Set(schools.flatMap((entry) => entry.feedIds));
  const feeds = new Set(config.feedGroups?.events ?? []);
  const timeZone = config.timeZone ?? 'Europe/London';
  const today = toYmd(now, timeZone) ?? 0;
  // What the service lists for the calendar's call: its events feeds (a school's and the
  // group's), coming events only (demo/pages/media-markup.mjs `listed`).
  const events = seed.items.filter(
    (item) =>
      feeds.has(item.FeedId) &&
      (!school || school.feedIds.includes(item.FeedId) || !owned.has(item.FeedId)) &&
      itemTypeOf(String(item.ItemType ?? '').trim())?.card === 'event' &&
      (toYmd(item.EndDate || item.Date, timeZone) ?? 0) >= today,
  );
  if (!readAt.has(seed)) readAt.set(seed, new Date(Math.floor(now.getTime() / 1000) * 1000));
  const stamp = readAt.get(seed);
  const pathname = lang ? `/${lang}/calendar` : '/calendar';
  const categoryName =
    category === null
      ? ''
      : (events.find((item) => item.Category1Id === category)?.Category1 ??
        events.find((item) => item.Category2Id === category)?.Category2 ??
        '');
  const body = inLanguage(lang ?? 'en', () => {
    const name = [t('Events'), school ? school.name : t(ALL_SCHOOLS), categoryName]
      .filter(Boolean)
      .join(' · ');
    return icalFeed(
      events.map((item) => {
        const href = cardLink(item, pathname, null).href;
        return { item, url: href ? new URL(href, url.origin).href : null };
      }),
      { now, stamp, uidDomain: url.hostname, calendarName: name, category },
    );
  });
  if (body === null) return { status: 500, type: 'text/plain; charset=utf-8', body: 'No feed.' };
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  // The newest of the read and of the events' updates: an edit is a newer feed.
  const modified = new Date(
    Math.max(stamp.getTime(), ...events.map((item) => Date.parse(item.LastUpdateDate) || 0)),
  );
  return { status: 200, type: 'text/calendar; charset=utf-8', body, etag, modified };
}
