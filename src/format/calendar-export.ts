import { t } from '../words';
import { text, toCalendarEntry } from './calendar';
import { isAllDayEvent } from './event-popup-time';
import { head, timeZone, vtimezone } from './ics-calendar.json';
import { formatZoned, toInstant } from './instant';
import type { ItemFields } from './item-fields';
import { cleanTitle } from './title';

/**
 * Add-to-calendar of an event pop-up: an iCalendar file (RFC 5545) and a Google Calendar link,
 * both in London time (spec section 5) whatever the visitor's zone: the .ics gives its VTIMEZONE.
 * The zone, its VTIMEZONE and the VCALENDAR's first lines are data (./ics-calendar.json), read
 * here and by the WordPress plugin's PHP (includes/rules/ical-feed.php).
 */
export const EXPORT_TIME_ZONE: string = timeZone;

/** The fields the export reads; a media item fits. */
export type ExportedEvent = Partial<
  Pick<
    ItemFields,
    'Id' | 'FeedId' | 'Title' | 'Date' | 'EndDate' | 'IsAllDay' | 'Location' | 'LocationAdress'
  >
>;

export interface ExportOptions {
  /** Plain text (the caller turns the item's HTML into text). */
  description?: string;
  /** The event's page or share URL, absolute. */
  url?: string;
}

/** When the event happens, as both formats need it. null when the start is missing or bad. */
export type EventSpan =
  /** All day: first day and the day after the last one (exclusive), YYYYMMDD. */
  | { allDay: true; start: string; endExclusive: string }
  /** London wall times, yyyyMMdd'T'HHmmss; no end when the event has none. */
  | { allDay: false; start: string; end: string | null };

const WALL_TIME = "yyyyMMdd'T'HHmmss";

function ymdPlusOneDay(ymd: number): string {
  const year = Math.floor(ymd / 10000);
  const month = Math.floor(ymd / 100) % 100;
  return formatZoned(new Date(Date.UTC(year, month - 1, (ymd % 100) + 1)), 'yyyyMMdd', 'UTC');
}

/**
 * The event's span. All day when IsAllDay or it starts at 00:00 London (spec section 5): the
 * calendar entry's days (an end at midnight closes the day before), the exclusive end the day
 * after the last. A timed event's end is dropped when missing or not after its start.
 */
export function eventSpan(event: ExportedEvent | null | undefined): EventSpan | null {
  if (!event) return null;
  if (isAllDayEvent(event, EXPORT_TIME_ZONE)) {
    const entry = toCalendarEntry(event, EXPORT_TIME_ZONE);
    if (!entry) return null;
    return {
      allDay: true,
      start: String(entry.StartDate),
      endExclusive: ymdPlusOneDay(entry.EndDate),
    };
  }
  const start = toInstant(event.Date);
  if (!start) return null;
  const end = toInstant(event.EndDate);
  return {
    allDay: false,
    start: formatZoned(start, WALL_TIME, EXPORT_TIME_ZONE),
    end:
      end && end.getTime() > start.getTime() ? formatZoned(end, WALL_TIME, EXPORT_TIME_ZONE) : null,
  };
}

/** RFC 5545 3.3.11 TEXT: backslash, semicolon and comma escaped, line breaks as \n. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** One character's UTF-8 length, counted rather than encoded (a description has thousands);
 * a lone surrogate counts 3, as TextEncoder writes U+FFFD. */
function utf8Octets(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/**
 * RFC 5545 3.1: a content line longer than 75 octets is folded, CRLF and one space, each
 * physical line at most 75 octets (the leading space counts), never splitting a UTF-8 character.
 */
export function foldIcsLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let size = 0;
  let limit = 75;
  for (const char of line) {
    const charSize = utf8Octets(char);
    if (size + charSize > limit) {
      lines.push(current);
      current = '';
      size = 0;
      limit = 74; // the continuation's leading space is one of its 75 octets
    }
    current += char;
    size += charSize;
  }
  lines.push(current);
  return lines.join('\r\n ');
}

/** The zone's VTIMEZONE (./ics-calendar.json, which the WordPress plugin's PHP reads too). */
export const LONDON_VTIMEZONE: readonly string[] = vtimezone;

function place(event: ExportedEvent): string {
  const parts = [event.Location, event.LocationAdress].map(text).filter(Boolean);
  return [...new Set(parts)].join(', ');
}

/** What one VEVENT says besides the event's own fields (./ical-feed.ts adds the feed's). */
export interface EventLinesOptions extends ExportOptions {
  /** DTSTAMP. */
  stamp: Date;
  /** The site's host name: it makes the UID globally unique. */
  uidDomain: string;
  /** The item's last update: LAST-MODIFIED, and SEQUENCE (an edit updates, never duplicates). */
  updated?: Date | null;
  /** CATEGORIES. */
  categories?: string[];
  /** GEO: latitude and longitude, when the item has both. */
  geo?: [number, number] | null;
}

/** SEQUENCE counts from here, in minutes: each later update of an item is a higher one. */
const SEQUENCE_EPOCH = Date.UTC(2000, 0, 1);

const utcStamp = (date: Date) => `${formatZoned(date, WALL_TIME, 'UTC')}Z`;

/**
 * One VEVENT's content lines, unfolded (RFC 5545 3.6.1): UID (stable: FeedId and Id), DTSTAMP,
 * its dates (all day as VALUE=DATE with the exclusive end; else London wall times, TZID), and
 * SUMMARY (the cleaned title), then what is known of LAST-MODIFIED, SEQUENCE, LOCATION, GEO,
 * CATEGORIES, DESCRIPTION and URL. The one rule of the pop-up's .ics and of the feeds.
 */
export function eventLines(
  event: ExportedEvent,
  span: EventSpan,
  options: EventLinesOptions,
): string[] {
  const uid = `event-${event.FeedId ?? 0}-${event.Id ?? 0}@${options.uidDomain || 'localhost'}`;
  const lines = ['BEGIN:VEVENT', `UID:${escapeIcsText(uid)}`, `DTSTAMP:${utcStamp(options.stamp)}`];
  if (span.allDay) {
    lines.push(`DTSTART;VALUE=DATE:${span.start}`, `DTEND;VALUE=DATE:${span.endExclusive}`);
  } else {
    lines.push(`DTSTART;TZID=${EXPORT_TIME_ZONE}:${span.start}`);
    if (span.end) lines.push(`DTEND;TZID=${EXPORT_TIME_ZONE}:${span.end}`);
  }
  lines.push(`SUMMARY:${escapeIcsText(cleanTitle(event.Title) || t('Event'))}`);
  if (options.updated) {
    const minutes = Math.floor((options.updated.getTime() - SEQUENCE_EPOCH) / 60_000);
    lines.push(`LAST-MODIFIED:${utcStamp(options.updated)}`, `SEQUENCE:${Math.max(0, minutes)}`);
  }
  const location = place(event);
  if (location) lines.push(`LOCATION:${escapeIcsText(location)}`);
  if (options.geo) lines.push(`GEO:${options.geo.map((value) => value.toFixed(6)).join(';')}`);
  const categories = (options.categories ?? []).filter(Boolean);
  if (categories.length > 0) lines.push(`CATEGORIES:${categories.map(escapeIcsText).join(',')}`);
  const description = options.description?.trim();
  if (description) lines.push(`DESCRIPTION:${escapeIcsText(description)}`);
  if (options.url) lines.push(`URL:${options.url}`);
  lines.push('END:VEVENT');
  return lines;
}

/** The VCALENDAR's first lines, as the .ics and the feeds open it (./ics-calendar.json). */
export const CALENDAR_HEAD: readonly string[] = head;

/** Content lines as a file: each folded, CRLF after each (RFC 5545 3.1). */
export const icsText = (lines: string[]) => `${lines.map(foldIcsLine).join('\r\n')}\r\n`;

/**
 * The .ics file of one event (RFC 5545): VCALENDAR with the London VTIMEZONE and one VEVENT
 * (eventLines). `now` is the DTSTAMP; `uidDomain` (the site's host name) makes the UID globally
 * unique. null when the event has no usable start.
 */
export function icsForEvent(
  event: ExportedEvent | null | undefined,
  options: ExportOptions & { now: Date; uidDomain: string },
): string | null {
  const span = eventSpan(event);
  const stamp = toInstant(options.now);
  if (!event || !span || !stamp) return null;
  const lines = [...CALENDAR_HEAD];
  if (!span.allDay) lines.push(...LONDON_VTIMEZONE);
  lines.push(...eventLines(event, span, { ...options, stamp }), 'END:VCALENDAR');
  return icsText(lines);
}

/**
 * Google's template needs an end, and the start twice (`dates=X/X`) is a hairline entry the
 * visitor can hardly see or drag. A timed event without an end gets one hour, Google Calendar's
 * own default, on London's clock (the link's ctz) so the span is never empty, even as the clocks
 * go back. The .ics keeps no DTEND: there a missing end is part of the format (RFC 5545 3.6.1).
 */
function wallPlusOneHour(wall: string): string {
  const part = (from: number, length: number) => Number(wall.slice(from, from + length));
  const hour = part(9, 2) + 1;
  const next = Date.UTC(part(0, 4), part(4, 2) - 1, part(6, 2), hour, part(11, 2), part(13, 2));
  return formatZoned(new Date(next), WALL_TIME, 'UTC');
}

/** Google's template URL has no length limit of its own, but browsers and servers do. */
const MAX_DETAILS = 1000;

/**
 * A Google Calendar "add event" link: text, dates (all day: YYYYMMDD/YYYYMMDD, end exclusive;
 * timed: London wall times with ctz=Europe/London; no end: an hour), details (the description
 * cut at 1000 characters, then the URL) and location. null without a usable start.
 */
export function googleCalendarUrl(
  event: ExportedEvent | null | undefined,
  options: ExportOptions = {},
): string | null {
  const span = eventSpan(event);
  if (!event || !span) return null;
  const description = options.description?.trim() ?? '';
  const details = [
    description.length > MAX_DETAILS ? `${description.slice(0, MAX_DETAILS - 1)}…` : description,
    options.url ?? '',
  ]
    .filter(Boolean)
    .join('\n\n');
  const end = span.allDay ? span.endExclusive : (span.end ?? wallPlusOneHour(span.start));
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: cleanTitle(event.Title) || t('Event'),
    dates: `${span.start}/${end}`,
  });
  if (!span.allDay) query.set('ctz', EXPORT_TIME_ZONE);
  if (details) query.set('details', details);
  const location = place(event);
  if (location) query.set('location', location);
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}
