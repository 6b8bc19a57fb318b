/**
 * A calendar app's reading of a feed (issue 50): Mozilla's ical.js, the parser Thunderbird's
 * calendar uses, not our own code. Each VEVENT as an app shows it: its UID, SEQUENCE, texts, and
 * when it starts and ends (an instant for a timed event, resolved through the feed's own
 * VTIMEZONE; a day for an all-day one).
 */
import ICAL from 'ical.js';
import { calendarSpan } from '../../src/format/calendar';
import { isAllDayEvent } from '../../src/format/event-popup-time';
import { toInstant } from '../../src/format/instant';
import type { ExtendedMediaItem } from '../../src/media/types';

/** When an event starts or ends, as a calendar app places it. */
export type AppTime = { allDay: true; day: string } | { allDay: false; instant: number };

export interface AppEvent {
  uid: string;
  sequence: number;
  summary: string;
  description: string;
  location: string;
  url: string | null;
  geo: [number, number] | null;
  categories: string[];
  start: AppTime;
  end: AppTime | null;
}

export interface AppCalendar {
  name: string;
  refresh: string;
  events: AppEvent[];
}

function appTime(time: ICAL.Time | null | undefined): AppTime | null {
  if (!time) return null;
  return time.isDate
    ? { allDay: true, day: time.toString() }
    : { allDay: false, instant: time.toJSDate().getTime() };
}

/** The lines a feed breaks RFC 5545 3.1 with: longer than 75 octets, or not ended by CRLF. */
export function badLines(feed: string): string[] {
  if (!feed.endsWith('\r\n')) return ['(no CRLF at the end)'];
  return feed
    .slice(0, -2)
    .split('\r\n')
    .filter((line) => Buffer.byteLength(line) > 75 || /[\r\n]/.test(line));
}

/** The feed as a calendar app reads it. */
export function readFeed(feed: string): AppCalendar {
  const calendar = new ICAL.Component(ICAL.parse(feed));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(zone);
  }
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    const geo = vevent.getFirstPropertyValue('geo') as unknown as number[] | null;
    return {
      uid: event.uid,
      sequence: event.sequence ?? 0,
      summary: text(event.summary),
      description: text(event.description),
      location: text(event.location),
      url: (vevent.getFirstPropertyValue('url') as string | null) ?? null,
      geo: geo ? ([Number(geo[0]), Number(geo[1])] as [number, number]) : null,
      categories: vevent.getAllProperties('categories').flatMap((p) => p.getValues() as string[]),
      start: appTime(event.startDate) as AppTime,
      end: vevent.hasProperty('dtend') ? appTime(event.endDate) : null,
    };
  });
  return {
    name: text(calendar.getFirstPropertyValue('x-wr-calname')),
    refresh: String(calendar.getFirstPropertyValue('refresh-interval') ?? ''),
    events,
  };
}

/** Where a calendar app must place an item: the widget's instants, or its London days. */
export function placed(item: ExtendedMediaItem): { start: AppTime; end: AppTime | null } {
  if (isAllDayEvent(item, 'Europe/London')) {
    const span = calendarSpan(item, 'Europe/London');
    const day = (ymd: number) =>
      `${String(ymd).slice(0, 4)}-${String(ymd).slice(4, 6)}-${String(ymd).slice(6)}`;
    const after = new Date(Date.parse(`${day(span?.EndDate ?? 0)}T00:00:00Z`) + 86_400_000);
    return {
      start: { allDay: true, day: day(span?.StartDate ?? 0) },
      end: { allDay: true, day: after.toISOString().slice(0, 10) },
    };
  }
  const start = toInstant(item.Date)?.getTime() ?? Number.NaN;
  const end = toInstant(item.EndDate)?.getTime();
  return {
    start: { allDay: false, instant: start },
    end: end !== undefined && end > start ? { allDay: false, instant: end } : null,
  };
}
