import { type CalendarSpan, calendarDays, calendarSpan } from '../../src/format/calendar';
import type { ExtendedMediaItem } from '../../src/media/types';

/** A day of the list (YYYYMMDD) with the event items on it (the cards need the items). */
export type EventDay = { date: number; items: ExtendedMediaItem[] };

/**
 * The calendar list from `today` on: the items grouped by the days they cover
 * (src/format/calendar). Only their days are worked out, not their whole calendar entries: a
 * year of events is a thousand items, and the cards format the few shown. Items without a
 * usable start date are left out.
 */
export function eventDays(
  items: readonly ExtendedMediaItem[],
  today: Date,
  timeZone: string,
): EventDay[] {
  const itemOf = new Map<CalendarSpan, ExtendedMediaItem>();
  for (const item of items) {
    const span = calendarSpan(item, timeZone);
    if (span) itemOf.set(span, item);
  }
  return calendarDays([...itemOf.keys()], today, timeZone).map((day) => ({
    date: day.date,
    items: day.entries.flatMap((span) => itemOf.get(span) ?? []),
  }));
}

/**
 * Cards enough to fill a first screen at any width, with the page's footer below it: at four
 * columns six rows, at one column far more than a phone shows.
 */
const FIRST_SCREEN_CARDS = 24;

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
