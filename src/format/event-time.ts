import { t } from '../i18n';
import { type DateInput, DEFAULT_TIME_ZONE, formatZoned, toInstant, toYmd } from './instant';

/** The fields of a media item the event time rules read; a MediaItem or ExtendedMediaItem fits. */
export interface EventTimes {
  Date?: DateInput;
  EndDate?: DateInput;
  IsAllDay?: boolean;
}

/**
 * Event card time (spec section 5): 'All day' when IsAllDay, when start and end are both
 * midnight, or when they are equal; otherwise 'HH:mm - HH:mm'. Without a usable end the card
 * shows the start alone ('HH:mm', or 'All day' at midnight). '' when the start is bad.
 */
export function eventCardTime(event: EventTimes, timeZone: string = DEFAULT_TIME_ZONE): string {
  if (event?.IsAllDay === true) return t('All day');
  const start = toInstant(event?.Date);
  const startTime = formatZoned(start, 'HH:mm', timeZone);
  if (!start || !startTime) return '';
  const end = toInstant(event.EndDate);
  const endTime = formatZoned(end, 'HH:mm', timeZone);
  if (!end || !endTime) return startTime === '00:00' ? t('All day') : startTime;
  if (start.getTime() === end.getTime()) return t('All day');
  if (startTime === '00:00' && endTime === '00:00') return t('All day');
  return t('{start} - {end}', { start: startTime, end: endTime });
}

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
