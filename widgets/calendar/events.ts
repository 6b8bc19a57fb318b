import { type CalendarSpan, calendarSpan } from '../../src/format/calendar';
import { calendarDays } from '../../src/format/calendar-days';
import { extendedMediaItem, readQuietly, sentEventDates } from '../../src/media/schema';
import type { ExtendedMediaItem } from '../../src/media/types';

/** A day of the list (YYYYMMDD) with the event items on it (the cards need the items). */
export type EventDay = { date: number; items: ExtendedMediaItem[] };

/**
 * The calendar list from `today` on: the items grouped by the days they cover
 * (src/format/calendar-days). Only their days are worked out, not their whole calendar entries: a
 * year of events is a thousand items, and the cards format the few shown. Items without a
 * usable start date are left out.
 */
export function eventDays(
  items: readonly ExtendedMediaItem[],
  today: Date,
  timeZone: string,
): EventDay[] {
  return daysOf(items, (item) => item, today, timeZone).map(({ date, entries }) => ({
    date,
    items: entries,
  }));
}

/** `entries` on the days their dates (`datesOf`) cover, from `today` on (calendarDays). */
function daysOf<T>(
  entries: readonly T[],
  datesOf: (entry: T) => Parameters<typeof calendarSpan>[0],
  today: Date,
  timeZone: string,
): { date: number; entries: T[] }[] {
  const entryOf = new Map<CalendarSpan, T>();
  for (const entry of entries) {
    const span = calendarSpan(datesOf(entry), timeZone);
    if (span) entryOf.set(span, entry);
  }
  return calendarDays([...entryOf.keys()], today, timeZone).map((day) => ({
    date: day.date,
    entries: day.entries.map((span) => entryOf.get(span) as T),
  }));
}

/**
 * Cards enough to fill a first screen at any width, with the page's footer below it: at four
 * columns three rows and the days' headings, at one column far more than a phone shows. The
 * rest of the batch is drawn right after the first paint, so more would only delay it.
 */
const FIRST_SCREEN_CARDS = 12;

/**
 * How many of `days` a first screen shows: days until FIRST_SCREEN_CARDS cards, and at least
 * the three the skeleton had, so the page below does not move into view.
 */
export function firstScreenDays(days: readonly EventDay[]): number {
  let cards = 0;
  let count = 0;
  while (count < days.length && (count < 3 || cards < FIRST_SCREEN_CARDS)) {
    cards += days[count]?.items.length ?? 0;
    count++;
  }
  return count;
}

/**
 * The first screen's days (firstScreenDays) from a list as the service sent it, reading in full
 * only the entries on them: a year of events is a thousand entries, and reading them all took
 * longer than drawing the first cards. A day's items are those eventDays gives it once the whole
 * list is read: the days come from the same dates (sentEventDates), and an entry the schema
 * refuses is left out here as there.
 */
export function firstScreenFromSent(
  sent: readonly unknown[],
  today: Date,
  timeZone: string,
): EventDay[] {
  const itemsOf = new Map<unknown, ExtendedMediaItem[]>();
  const first: EventDay[] = [];
  for (const day of daysOf(sent, sentEventDates, today, timeZone)) {
    if (firstScreenDays(first) < first.length) break;
    const items = day.entries.flatMap((entry) => {
      if (!itemsOf.has(entry)) itemsOf.set(entry, readQuietly(extendedMediaItem, [entry]));
      return itemsOf.get(entry) ?? [];
    });
    if (items.length > 0) first.push({ date: day.date, items });
  }
  return first.slice(0, firstScreenDays(first));
}

/** '2026-11-21' from 20261121, for <time dateTime>. */
export function isoDay(ymd: number): string {
  const text = String(ymd);
  return `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
}
