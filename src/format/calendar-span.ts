import { ymdToDayNumber } from './calendar-days';
import { formatZoned } from './instant';

// Not in calendar.ts: every event card loads that module (the media hub page too, which is within
// a few bytes of its JavaScript budget), and only the calendar widget needs this.

/**
 * The days a multi-day entry runs, for a card under one of its later days:
 * '22–26 Nov', '28 Nov – 2 Dec', '30 Dec 2026 – 2 Jan 2027'; null for a bad day or one day.
 */
export function calendarSpanLabel(start: unknown, end: unknown): string | null {
  const first = ymdToDayNumber(start);
  const last = ymdToDayNumber(end);
  if (first === null || last === null || last <= first) return null;
  // Calendar days have no zone: format them as the UTC midnights they were built from.
  const from = new Date(first * 86_400_000);
  const to = new Date(last * 86_400_000);
  const label = (date: Date, pattern: string) =>
    formatZoned(date, pattern, 'UTC').replace(/^0/, '');
  if (from.getUTCFullYear() !== to.getUTCFullYear()) {
    return `${label(from, 'dd MMM yyyy')} – ${label(to, 'dd MMM yyyy')}`;
  }
  if (from.getUTCMonth() !== to.getUTCMonth()) {
    return `${label(from, 'dd MMM')} – ${label(to, 'dd MMM')}`;
  }
  return `${label(from, 'dd')}–${label(to, 'dd MMM')}`;
}
