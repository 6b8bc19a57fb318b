import { type ReactNode, useId } from 'react';
import { storyCardDate } from '../../format/card-dates';
import { STORY_CARD_IMAGE_WIDTH } from '../../format/images';
import { cardPhotoCount } from '../../format/photos';
import { cleanTitle } from '../../format/title';
import { t } from '../../i18n';
import { groupOfItemType } from '../../media/item-types';
import type { MediaItem } from '../../media/types';
import { CardImage } from './CardImage';
import { CardTitle } from './CardTitle';
import { useCardClick } from './card-click';
import { cardLink } from './card-link';
import { SourceIcon } from './SourceIcon';
import type { CardSettings, HeadingLevel } from './settings';

/** What a list puts into its event cards: a date block instead of the start's, and details. */
export interface EventCardParts {
  date?: ReactNode;
  details?: ReactNode;
}

export interface CardProps {
  item: MediaItem;
  settings: CardSettings;
  headingLevel?: HeadingLevel;
  /** Event cards only; memoised cards need it stable (the calendar makes one per day). */
  eventParts?: (item: MediaItem) => EventCardParts;
  /** The card is in the first row of its list: its image loads at once (CardImage). */
  priority?: boolean;
  /** The card's rendered width (CSS px), once its list has measured it (CardImage). */
  shownWidth?: number;
}

/**
 * Story card (spec section 2): link, image, title, date (the elapsed time when under a day old),
 * source icon, and a photo count for Flickr sets. The link covers the whole card (CSS); hashtag
 * links in the title sit above it.
 * It leads where ./card-link.ts says (the share URL of an item with a pop-up, else the item's
 * own URL) in the item group's target; `_blank` gets rel="noopener noreferrer".
 */
export function StoryCard(props: CardProps) {
  const { item, settings, headingLevel = 2 } = props;
  const titleId = useId();
  const onClick = useCardClick(item);
  const group = groupOfItemType(item.ItemType);
  const { href, target } = cardLink(item);
  const hasTitle = cleanTitle(item.Title) !== '';
  // Under a day old it reads 'Xhrs and Ym ago' (spec section 9), as of this render.
  const date = storyCardDate(item.Date, new Date(), settings.timeZone);
  const count = cardPhotoCount(item.ItemType, item.ItemsCount);
  const image = <CardImage {...props} width={STORY_CARD_IMAGE_WIDTH} />;
  return (
    <article className={`wgt-card wgt-story ${group.Class}`}>
      {href ? (
        <a
          className="wgt-card__link"
          href={href}
          target={target}
          rel={target === '_blank' ? 'noopener noreferrer' : undefined}
          aria-labelledby={hasTitle ? titleId : undefined}
          aria-label={hasTitle ? undefined : t(group.PostViewLabel)}
          onClick={onClick}
        >
          {image}
        </a>
      ) : (
        image
      )}
      <CardTitle id={titleId} title={item.Title} level={headingLevel} />
      <p className="wgt-card__meta">
        <SourceIcon group={group} />
        {date.text && (
          <time className="wgt-card__date" dateTime={date.datetime ?? undefined}>
            {date.text}
          </time>
        )}
        {count && <span className="wgt-card__count">{count}</span>}
      </p>
    </article>
  );
}
