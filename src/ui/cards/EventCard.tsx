import { useId } from 'react';
import { toCalendarEntry } from '../../format/calendar';
import { eventCardDate } from '../../format/card-dates';
import { EVENT_CARD_IMAGE_WIDTH } from '../../format/images';
import { cleanTitle } from '../../format/title';
import { inPageLanguage, t } from '../../i18n';
import { groupOfItemType } from '../../media/item-types';
import { CardImage } from './CardImage';
import { CardTitle } from './CardTitle';
import { useCardClick } from './card-click';
import type { CardProps } from './StoryCard';

/** Where an event without its own page links (spec section 2), on the page's language site. */
export const CALENDAR_URL = '/calendar';

/**
 * Event card (spec section 2): date block (day and month), image, title and time interval
 * ('All day' or 'HH:mm - HH:mm'), all in the configured zone (London). It links to the event's
 * own page, or to the calendar when it has none (the calendar entry's rule). A list may put in
 * its own date block and details (`eventParts`: the calendar does, widgets/calendar).
 */
export function EventCard(props: CardProps) {
  const { item, settings, headingLevel = 2, eventParts } = props;
  const titleId = useId();
  const onClick = useCardClick(item);
  const group = groupOfItemType(item.ItemType);
  const href = toCalendarEntry(item, settings.timeZone)?.EventURL || inPageLanguage(CALENDAR_URL);
  const hasTitle = cleanTitle(item.Title) !== '';
  const { day, month, time, datetime } = eventCardDate(item, settings.timeZone);
  const parts = eventParts?.(item);
  return (
    <article className={`wgt-card wgt-event ${group.Class}`}>
      <a
        className="wgt-card__link"
        href={href}
        aria-labelledby={hasTitle ? titleId : undefined}
        aria-label={hasTitle ? undefined : t(group.PostViewLabel)}
        onClick={onClick}
      >
        <CardImage {...props} width={EVENT_CARD_IMAGE_WIDTH} />
      </a>
      {parts?.date ??
        (day && month && (
          <p className="wgt-event__date">
            <time dateTime={datetime ?? undefined}>
              <span className="wgt-event__day">{day}</span>{' '}
              <span className="wgt-event__month">{month}</span>
            </time>
          </p>
        ))}
      <CardTitle id={titleId} title={item.Title} level={headingLevel} />
      {time && <p className="wgt-event__time">{time}</p>}
      {parts?.details}
    </article>
  );
}
