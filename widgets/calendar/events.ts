import { type CalendarSpan, calendarSpan } from '../../src/format/calendar';
import { calendarDays } from '../../src/format/calendar-days';
import type { ExtendedMediaItem } from '../../src/media/types';

/** A day of the list (YYYYMMDD) with the event items on it (the cards need the items). */
export type EventDay = { date: number; items: ExtendedMediaItem[] };

/**
 * The calendar list from `today` on: the items grouped by the days they cover
 * (src/format/calendar-days). Only their days are worked out, not their whole calendar entries: a
 * year of events is a thousand items, and the cards format the few shown. Items without a
 * usable start date are left out.
 *
 * `reading`: the items are the first of a list still being read, and only the days no later
 * item can change are given. The service sends coming events nearest first, so every day before
 * the last item's start is complete; a list out of that order gives none before it is whole.
 */
export function eventDays(
  items: readonly ExtendedMediaItem[],
  today: Date,
  timeZone: string,
  reading = false,
): EventDay[] {
  const itemOf = new Map<CalendarSpan, ExtendedMediaItem>();
  let ordered = true;
  let lastStart = 0;
  for (const item of items) {
    const span = calendarSpan(item, timeZone);
    if (!span) continue;
    itemOf.set(span, item);
    ordered &&= span.StartDate >= lastStart;
    lastStart = span.StartDate;
  }
  const settledBefore = !reading ? Number.POSITIVE_INFINITY : ordered ? lastStart : 0;
  const days: EventDay[] = [];
  for (const day of calendarDays([...itemOf.keys()], today, timeZone)) {
    if (day.date >= settledBefore) break;
    days.push({
      date: day.date,
      items: day.entries.map((span) => itemOf.get(span) as ExtendedMediaItem),
    });
  }
  return days;
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

/** '2026-11-21' from 20261121, for <time dateTime>. */
export function isoDay(ymd: number): string {
  const text = String(ymd);
  return `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
}
