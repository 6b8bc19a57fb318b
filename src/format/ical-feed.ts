import {
  CALENDAR_HEAD,
  EXPORT_TIME_ZONE,
  escapeIcsText,
  eventLines,
  eventSpan,
  icsText,
  LONDON_VTIMEZONE,
} from './calendar-export';
import { decodeReferencesOnce } from './character-references';
import { type DateInput, toInstant } from './instant';
import type { ItemFields } from './item-fields';

/**
 * The calendar's subscription feeds (issue 50): an iCalendar (RFC 5545) VCALENDAR of the coming
 * events, each VEVENT by the pop-up's own rule (./calendar-export.ts eventLines). The servers
 * (the WordPress plugin's includes/rules/ical-feed.php, the demo through demo/pages/rules.mjs)
 * pick the events (a school's feeds, the group's) and make each item's share URL; this decides
 * which of them a calendar app gets and how. Vectors: test/vectors/ical-feed.json.
 */

/** The window of a feed: from 30 days back (a calendar app keeps what it had) to a year ahead. */
export const FEED_DAYS_BACK = 30;
export const FEED_DAYS_AHEAD = 366;
/** The most events a feed holds: the calendar's own call's page (its README, "One call"). */
export const FEED_MAX_EVENTS = 1000;
/** How often a calendar app should read the feed again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
export const FEED_REFRESH = 'PT1H';

const DAY_MS = 86_400_000;

/** The fields a feed reads of an item; an ExtendedMediaItem fits (its description and place). */
export type FeedItem = Partial<
  Pick<
    ItemFields,
    | 'Id'
    | 'FeedId'
    | 'Title'
    | 'Date'
    | 'EndDate'
    | 'IsAllDay'
    | 'Location'
    | 'LocationAdress'
    | 'Category1'
    | 'Category1Id'
    | 'Category2'
    | 'Category2Id'
  > & {
    /** Rich text (HTML) as sent. */
    Description: string;
    Latitude: number | null;
    Longitude: number | null;
    /** ISO 8601; '' when none. */
    LastUpdateDate: string;
  }
>;

/** One event of a feed: the item, and its share URL (absolute) as the server makes it. */
export interface FeedEvent {
  item: FeedItem;
  url?: string | null;
}

export interface FeedOptions {
  /** Now: the window is counted from it. */
  now: DateInput;
  /** When the site read the service: the DTSTAMP of an item with no update date. */
  stamp: DateInput;
  /** The site's host name (the UIDs' domain). */
  uidDomain: string;
  /** X-WR-CALNAME, in the feed's language. */
  calendarName: string;
  /** Only the events of this category of the service (Category1Id or Category2Id). */
  category?: number | null;
}

/**
 * An item's description as plain text: what the sanitizer would drop with its content (script,
 * style and other non-text elements, comments) dropped, a line a block, the other tags removed,
 * character references decoded once (as titles are, ./character-references.ts), spaces collapsed.
 */
export function descriptionText(html: unknown): string {
  if (typeof html !== 'string' || html === '') return '';
  const text = html
    .replace(/<!--[\s\S]*?(?:-->|$)/g, '')
    .replace(
      /<(script|style|template|noscript|iframe|object|embed|svg|math|textarea|select|title|head)\b[\s\S]*?(?:<\/\1\s*>|$)/gi,
      ' ',
    )
    .replace(
      /<\/?(?:br|p|div|li|ul|ol|h[1-6]|tr|table|blockquote|section|article|pre)\b[^>]*>/gi,
      '\n',
    )
    .replace(/<\/?[a-zA-Z][^>]*(?:>|$)|<![^>]*(?:>|$)/g, '');
  return decodeReferencesOnce(text)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** A URL a calendar app may open: http(s), absolute, nothing a content line cannot hold. */
export function feedUrl(url: unknown): string | null {
  return typeof url === 'string' && /^https?:\/\/[^\p{Cc}\p{Z}\uFEFF]+$/iu.test(url) ? url : null;
}

function coordinates(item: FeedItem): [number, number] | null {
  const { Latitude: lat, Longitude: lon } = item;
  return typeof lat === 'number' &&
    typeof lon === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lon) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lon) <= 180
    ? [lat, lon]
    : null;
}

/**
 * The feed: every event of `events` in its window (it ends no earlier than FEED_DAYS_BACK days
 * ago and starts no later than FEED_DAYS_AHEAD days ahead) and its category, once each (by
 * FeedId and Id), by start, at most FEED_MAX_EVENTS. null when `now` or `stamp` is bad.
 */
export function icalFeed(events: FeedEvent[], options: FeedOptions): string | null {
  const now = toInstant(options.now);
  const stamp = toInstant(options.stamp);
  if (!now || !stamp) return null;
  const from = now.getTime() - FEED_DAYS_BACK * DAY_MS;
  const until = now.getTime() + FEED_DAYS_AHEAD * DAY_MS;
  const seen = new Set<string>();
  const kept: { event: FeedEvent; start: number }[] = [];
  for (const event of events) {
    const { item } = event;
    const start = toInstant(item.Date)?.getTime();
    if (start === undefined || start > until) continue;
    const end = Math.max(start, toInstant(item.EndDate)?.getTime() ?? start);
    if (end < from) continue;
    const { category } = options;
    if (category != null && item.Category1Id !== category && item.Category2Id !== category) {
      continue;
    }
    const key = `${item.FeedId ?? 0}-${item.Id ?? 0}`;
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push({ event, start });
  }
  kept.sort(
    (a, b) =>
      a.start - b.start ||
      (a.event.item.FeedId ?? 0) - (b.event.item.FeedId ?? 0) ||
      (a.event.item.Id ?? 0) - (b.event.item.Id ?? 0),
  );
  const vevents: string[] = [];
  let timed = false;
  for (const { event } of kept.slice(0, FEED_MAX_EVENTS)) {
    const { item } = event;
    const span = eventSpan(item);
    if (!span) continue;
    timed ||= !span.allDay;
    const updated = toInstant(item.LastUpdateDate);
    vevents.push(
      ...eventLines(item, span, {
        stamp: updated ?? stamp,
        uidDomain: options.uidDomain,
        updated,
        categories: [item.Category1 ?? '', item.Category2 ?? ''].map((category) => category.trim()),
        geo: coordinates(item),
        description: descriptionText(item.Description),
        url: feedUrl(event.url) ?? undefined,
      }),
    );
  }
  return icsText([
    ...CALENDAR_HEAD,
    `X-WR-CALNAME:${escapeIcsText(options.calendarName)}`,
    `X-WR-TIMEZONE:${EXPORT_TIME_ZONE}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${FEED_REFRESH}`,
    `X-PUBLISHED-TTL:${FEED_REFRESH}`,
    ...(timed ? LONDON_VTIMEZONE : []),
    ...vevents,
    'END:VCALENDAR',
  ]);
}
