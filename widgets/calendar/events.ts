import { type CalendarDay, calendarDays, toCalendarEntry } from '../../src/format/calendar';
import type { CalendarEntry, ExtendedMediaItem } from '../../src/media/types';

/** A day of the list with the event items behind its entries (the cards need the items). */
export interface EventDay extends CalendarDay {
  items: ExtendedMediaItem[];
}

/**
 * The calendar list from `today` on: calendar entries built from the items, grouped by day
 * (src/format/calendar), each entry paired back with its item. Items without a usable start
 * date have no entry and are left out.
 */
export function eventDays(
  items: readonly ExtendedMediaItem[],
  today: Date,
  timeZone: string,
): EventDay[] {
  const itemOf = new Map<CalendarEntry, ExtendedMediaItem>();
  for (const item of items) {
    const entry = toCalendarEntry(item, timeZone);
    if (entry) itemOf.set(entry, item);
  }
  return calendarDays([...itemOf.keys()], today, timeZone).map((day) => ({
    ...day,
    items: day.entries.flatMap((entry) => itemOf.get(entry) ?? []),
  }));
}

/** '2026-11-21' from 20261121, for <time dateTime>. */
export function isoDay(ymd: number): string {
  const text = String(ymd);
  return `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
}
