import { toCalendarEntry } from '../../src/format/calendar';
import { calendarDayLabel } from '../../src/format/calendar-days';
import { calendarSpanLabel } from '../../src/format/calendar-span';
import { t } from '../../src/i18n';
import type { MediaItem } from '../../src/media/types';
import { isoDay } from './events';

// The calendar's texts around its cards, apart from their markup: the server's first paint
// (the plugin's includes/rules/calendar-parts.php) shows the same, proven by the same vectors
// (test/vectors/calendar-parts.json).

/** A day's heading: 'Today, 06 Dec' for today, '07 Dec' after; the ISO day for a bad one. */
export function calendarDayHeading(day: number, today: number | null): string {
  const label = calendarDayLabel(day);
  return `${day === today ? t('Today, ') : ''}${label ? `${label.day} ${label.month}` : isoDay(day)}`;
}

/** What an event card under a calendar day adds (spec section 3), as text. */
export interface CalendarEventFacts {
  /** The day's date block, for an event that began before it: it continues. */
  continues: { day: string; month: string } | null;
  /** The days it runs ('5–9 Dec'), beside a continuing event only. */
  span: string | null;
  location: string;
  categories: string;
  updated: boolean;
  booking: boolean;
}

/** The facts of `item`'s card under `day` (YYYYMMDD); null for an event without a usable start. */
export function calendarEventFacts(
  item: MediaItem,
  day: number,
  timeZone: string,
): CalendarEventFacts | null {
  const entry = toCalendarEntry(item, timeZone);
  if (!entry) return null;
  const continues = entry.StartDate < day ? calendarDayLabel(day) : null;
  return {
    continues,
    span: continues && calendarSpanLabel(entry.StartDate, entry.EndDate),
    location: entry.Location,
    categories: [entry.FirstCateg, entry.SecondCateg].filter(Boolean).join(', '),
    updated: entry.IsUpdated,
    booking: entry.EventType === 'Booking',
  };
}
