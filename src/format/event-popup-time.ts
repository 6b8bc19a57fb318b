import { t } from '../words';
import type { EventTimes } from './event-time';
import { DEFAULT_TIME_ZONE, formatZoned, toInstant, toYmd } from './instant';

// The event pop-up's time rules, apart from ./event-time: every event card loads that module (the
// media pages' first load, which has no room for code it never runs), and only the event pop-up
// (its time, and its add-to-calendar through ./calendar-export) needs these.

/** The pop-up time's all-day rule: IsAllDay, or a start at 00:00 in `timeZone`. */
export function isAllDayEvent(event: EventTimes, timeZone: string = DEFAULT_TIME_ZONE): boolean {
  return event?.IsAllDay === true || formatZoned(event?.Date, 'HH:mm', timeZone) === '00:00';
}

/**
 * Event pop-up time (spec section 5): 'all day' when the start is 00:00 (or IsAllDay); else
 * 'HH:mm', plus ' to HH:mm' for an end on the same day or ' to Do MMM YYYY HH:mm' for an end on
 * another day. An end not after the start is ignored. '' when the start is bad.
 */
export function eventPopupTime(event: EventTimes, timeZone: string = DEFAULT_TIME_ZONE): string {
  if (isAllDayEvent(event, timeZone)) return t('all day');
  const start = toInstant(event?.Date);
  const startTime = formatZoned(start, 'HH:mm', timeZone);
  if (!start || !startTime) return '';
  const end = toInstant(event.EndDate);
  if (!end || end.getTime() <= start.getTime()) return startTime;
  const sameDay = toYmd(start, timeZone) === toYmd(end, timeZone);
  const endText = formatZoned(end, sameDay ? 'HH:mm' : 'do MMM yyyy HH:mm', timeZone);
  return endText ? t('{start} to {end}', { start: startTime, end: endText }) : startTime;
}
