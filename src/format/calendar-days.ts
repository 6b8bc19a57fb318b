import type { CalendarEntry, CalendarSpan } from './calendar';
import { DEFAULT_TIME_ZONE, formatZoned, isRealDay, toYmd } from './instant';

// The calendar list's days, apart from ./calendar: every event card loads that module (the media
// hub's page too, whose first load has no room for code it never runs), and only the calendar
// widget lists days.

/** Longest run of days one event fills in the calendar list (keeps a year-long event bounded). */
export const MAX_EVENT_SPAN_DAYS = 62;

const DAY_MS = 86_400_000;

/** One day of the calendar list. */
export interface CalendarDay<Entry extends CalendarSpan = CalendarEntry> {
  /** YYYYMMDD, e.g. 20261121. */
  date: number;
  entries: Entry[];
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
