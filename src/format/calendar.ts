import type { CalendarEntry, ExtendedMediaItem } from '../media/types';
import { eventCardTime } from './event-time';
import type { DateInput } from './instant';
import { DEFAULT_TIME_ZONE, formatZoned, isRealDay, toInstant, toYmd, wallClock } from './instant';
import { isHttpOrSitePath } from './safe-url';
import { cleanTitle } from './title';

/** Longest run of days one event fills in the calendar list (keeps a year-long event bounded). */
export const MAX_EVENT_SPAN_DAYS = 62;

const DAY_MS = 86_400_000;

export type CalendarSpan = Pick<CalendarEntry, 'StartDate' | 'EndDate'>;

/** One day of the calendar list. */
export interface CalendarDay<Entry extends CalendarSpan = CalendarEntry> {
  /** YYYYMMDD, e.g. 20261121. */
  date: number;
  entries: Entry[];
}

/** The fields the calendar entry is built from; an ExtendedMediaItem fits. */
export type CalendarSource = Partial<
  Pick<
    ExtendedMediaItem,
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
  const link = [item.Link, item.URL].map(text).find(isHttpOrSitePath) ?? '';
  return {
    ...span,
    EventType: text(item.WoofooCode) ? 'Booking' : 'SimpleEvent',
    EventURL: link,
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

/** Days since 1970-01-01 of a YYYYMMDD number or 8-digit string; null when it is not a real date. */
export function ymdToDayNumber(value: unknown): number | null {
  const ymd =
    typeof value === 'string' && /^\d{8}$/.test(value)
      ? Number(value)
      : typeof value === 'number'
        ? value
        : Number.NaN;
  if (!Number.isInteger(ymd) || ymd < 10000101 || ymd > 99991231) return null;
  const [year, month, day] = [Math.floor(ymd / 10000), Math.floor(ymd / 100) % 100, ymd % 100];
  return isRealDay(year, month, day) ? Date.UTC(year, month - 1, day) / DAY_MS : null;
}

function dayNumberToYmd(dayNumber: number): number {
  const date = new Date(dayNumber * DAY_MS);
  return date.getUTCFullYear() * 10000 + (date.getUTCMonth() + 1) * 100 + date.getUTCDate();
}

/**
 * Calendar list from `today` on (spec section 5): entries grouped by day, a multi-day event on
 * each of its days from today (at most MAX_EVENT_SPAN_DAYS of them), days ascending, entries in
 * input order within a day. `today` is YYYYMMDD or a date read in London. Entries with a bad
 * StartDate are skipped, a bad or earlier EndDate means one day; [] for a bad `today`.
 */
export function calendarDays<Entry extends CalendarSpan = CalendarEntry>(
  entries: readonly Entry[] | null | undefined,
  today: number | Date | string,
  timeZone: string = DEFAULT_TIME_ZONE,
): CalendarDay<Entry>[] {
  const todayNumber = ymdToDayNumber(typeof today === 'number' ? today : toYmd(today, timeZone));
  if (todayNumber === null || !Array.isArray(entries)) return [];
  const byDay = new Map<number, Entry[]>();
  for (const entry of entries) {
    const start = ymdToDayNumber(entry?.StartDate);
    if (start === null) continue;
    const end = Math.max(start, ymdToDayNumber(entry.EndDate) ?? start);
    const first = Math.max(start, todayNumber);
    const last = Math.min(end, first + MAX_EVENT_SPAN_DAYS - 1);
    for (let day = first; day <= last; day += 1) {
      const list = byDay.get(day);
      if (list) list.push(entry);
      else byDay.set(day, [entry]);
    }
  }
  return [...byDay.keys()]
    .sort((a, b) => a - b)
    .map((day) => ({ date: dayNumberToYmd(day), entries: byDay.get(day) ?? [] }));
}

/** Day 'DD' and month 'MMM' of a YYYYMMDD day for the calendar list's date block; null for a bad day. */
export function calendarDayLabel(ymd: unknown): { day: string; month: string } | null {
  const dayNumber = ymdToDayNumber(ymd);
  if (dayNumber === null) return null;
  // A calendar day has no zone: format it as the UTC midnight it was built from.
  const date = new Date(dayNumber * DAY_MS);
  return {
    day: formatZoned(date, 'dd', 'UTC'),
    month: formatZoned(date, 'MMM', 'UTC'),
  };
}
