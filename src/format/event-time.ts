import { t } from '../words';
import { type DateInput, DEFAULT_TIME_ZONE, formatZoned, toInstant } from './instant';

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
