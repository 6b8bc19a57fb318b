import { t } from '../../src/i18n';
import type { MediaItem } from '../../src/media/types';
import type { EventCardParts } from '../../src/ui/cards/StoryCard';
import { calendarEventFacts } from './day-texts';
import { isoDay } from './events';

/**
 * What an event card under the calendar's `day` heading adds: the calendar entry's
 * location, categories, 'Updated' flag and booking marker (spec section 3), as text a screen
 * reader reads; and for an event that began before `day`, a date block of `day` that says the
 * event continues, with the days it runs, in place of its past start.
 */
export function calendarEventParts(day: number, timeZone: string) {
  return (item: MediaItem): EventCardParts => {
    const facts = calendarEventFacts(item, day, timeZone);
    if (!facts) return {};
    const { continues, span, location, categories, updated, booking } = facts;
    return {
      date: continues && (
        <p className="wgt-event__date wgt-event__date--continues">
          <time dateTime={isoDay(day)}>
            <span className="wgt-event__day">{continues.day}</span>{' '}
            <span className="wgt-event__month">{continues.month}</span>
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
          {location && (
            <p className="wgt-event__location" dir="auto">
              <span className="wgt-sr-only">{t('Location:')} </span>
              {location}
            </p>
          )}
          {categories && (
            <p className="wgt-event__categories">
              <span className="wgt-sr-only">{t('Categories:')} </span>
              {categories}
            </p>
          )}
          {(updated || booking) && (
            <p className="wgt-event__flags">
              {updated && <span className="wgt-event__flag">{t('Updated')}</span>}{' '}
              {booking && (
                <span className="wgt-event__flag wgt-event__flag--booking">{t('Booking')}</span>
              )}
            </p>
          )}
        </div>
      ),
    };
  };
}
