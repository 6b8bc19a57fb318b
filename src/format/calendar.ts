import { eventCardTime } from './event-time';
import type { DateInput } from './instant';
import { DEFAULT_TIME_ZONE, toInstant, toYmd, wallClock } from './instant';
import type { ItemFields } from './item-fields';
import { isHttpOrSitePath } from './safe-url';
import { cleanTitle } from './title';

const DAY_MS = 86_400_000;

/** One row of the calendar event list (built from event items by toCalendarEntry). */
export interface CalendarEntry {
  /** YYYYMMDD as a number, e.g. 20261121. */
  StartDate: number;
  EndDate: number;
  EventType: 'Booking' | 'SimpleEvent';
  /** '' when the event has no page of its own: it then links to /calendar. */
  EventURL: string;
  FirstCateg: string;
  SecondCateg: string;
  IsUpdated: boolean;
  Location: string;
  StartEndTime: string;
  Title: string;
}

export type CalendarSpan = Pick<CalendarEntry, 'StartDate' | 'EndDate'>;

/** The fields the calendar entry is built from; a media item fits. */
export type CalendarSource = Partial<
  Pick<
    ItemFields,
    | 'Title'
    | 'Date'
    | 'EndDate'
    | 'IsAllDay'
    | 'WoofooCode'
    | 'Link'
    | 'URL'
    | 'Category1'
    | 'Category2'
    | 'IsAlert'
    | 'Location'
  >
>;

/** A string field, trimmed; '' for anything else. */
export function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** An event's own page: its Link, else its URL, trimmed; '' when neither is usable (safe-url.ts). */
export const eventUrl = (item: Pick<CalendarSource, 'Link' | 'URL'>): string =>
  [item.Link, item.URL].map(text).find(isHttpOrSitePath) ?? '';

/**
 * Calendar list entry (spec section 3) from an event item, dates as London YYYYMMDD. An end
 * exactly at midnight closes the previous day (00:00-to-00:00 is one day); an end missing or
 * before the start makes it a one-day event. EventURL is Link, else URL, else '' (unsafe URLs
 * count as none). Title is cleaned. null when the start date is missing or bad.
 */
export function toCalendarEntry(
  item: CalendarSource | null | undefined,
  timeZone: string = DEFAULT_TIME_ZONE,
): CalendarEntry | null {
  const span = item && calendarSpan(item, timeZone);
  if (!item || !span) return null;
  return {
    ...span,
    EventType: text(item.WoofooCode) ? 'Booking' : 'SimpleEvent',
    EventURL: eventUrl(item),
    FirstCateg: text(item.Category1),
    SecondCateg: text(item.Category2),
    IsUpdated: item.IsAlert === true,
    Location: text(item.Location),
    StartEndTime: eventCardTime(item, timeZone),
    Title: cleanTitle(item.Title),
  };
}

type Dates = { Date?: DateInput; EndDate?: DateInput };

/**
 * The days an event covers, YYYYMMDD in `timeZone`, as its calendar entry has them: all a list
 * of days needs, without the entry's formatted fields. null when the start is missing or bad.
 */
export function calendarSpan(item: Dates, timeZone: string): CalendarSpan | null {
  const start = toInstant(item.Date);
  const startDate = toYmd(start, timeZone);
  if (!start || startDate === null) return null;
  let endDate = startDate;
  const end = toInstant(item.EndDate);
  if (end && end.getTime() > start.getTime()) {
    const atMidnight = (wallClock(end, timeZone)?.getTime() ?? 1) % DAY_MS === 0;
    const lastDay = toYmd(atMidnight ? new Date(end.getTime() - 1) : end, timeZone);
    if (lastDay !== null && lastDay > startDate) endDate = lastDay;
  }
  return { StartDate: startDate, EndDate: endDate };
}
