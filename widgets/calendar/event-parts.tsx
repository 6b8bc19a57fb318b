import { toCalendarEntry } from '../../src/format/calendar';
import { calendarDayLabel } from '../../src/format/calendar-days';
import { calendarSpanLabel } from '../../src/format/calendar-span';
import { t } from '../../src/i18n';
import type { MediaItem } from '../../src/media/types';
import type { EventCardParts } from '../../src/ui/cards/StoryCard';
import { isoDay } from './events';

/**
 * What an event card under the calendar's `day` heading adds: the calendar entry's
 * location, categories, 'Updated' flag and booking marker (spec section 3), as text a screen
 * reader reads; and for an event that began before `day`, a date block of `day` that says the
 * event continues, with the days it runs, in place of its past start.
 */
export function calendarEventParts(day: number, timeZone: string) {
  return (item: MediaItem): EventCardParts => {
    const entry = toCalendarEntry(item, timeZone);
    if (!entry) return {};
    const label = entry.StartDate < day ? calendarDayLabel(day) : null;
    const span = label && calendarSpanLabel(entry.StartDate, entry.EndDate);
    const categories = [entry.FirstCateg, entry.SecondCateg].filter(Boolean).join(', ');
    return {
      date: label && (
        <p className="wgt-event__date wgt-event__date--continues">
          <time dateTime={isoDay(day)}>
            <span className="wgt-event__day">{label.day}</span>{' '}
            <span className="wgt-event__month">{label.month}</span>
          </time>{' '}
          <span className="wgt-event__continues">{t('continues')}</span>
        </p>
      ),
      details: (
        <div className="wgt-event__details">
          {span && (
            <p className="wgt-event__span">
              <span className="wgt-sr-only">{t('Runs')} </span>
              {span}
            </p>
          )}
          {entry.Location && (
            <p className="wgt-event__location" dir="auto">
              <span className="wgt-sr-only">{t('Location:')} </span>
              {entry.Location}
            </p>
          )}
          {categories && (
            <p className="wgt-event__categories">
              <span className="wgt-sr-only">{t('Categories:')} </span>
              {categories}
            </p>
          )}
          {(entry.IsUpdated || entry.EventType === 'Booking') && (
            <p className="wgt-event__flags">
              {entry.IsUpdated && <span className="wgt-event__flag">{t('Updated')}</span>}{' '}
              {entry.EventType === 'Booking' && (
                <span className="wgt-event__flag wgt-event__flag--booking">{t('Booking')}</span>
              )}
            </p>
          )}
        </div>
      ),
    };
  };
}
