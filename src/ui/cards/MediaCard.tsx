import { memo } from 'react';
import { itemTypeOf } from '../../media/item-types';
import { ErrorBoundary, useLog } from '../widget-root';
import { EventCard } from './EventCard';
import { type CardProps, StoryCard } from './StoryCard';

/**
 * The card of any media item: an event card for events, a story card otherwise. It sits in its
 * own error boundary: a card whose data makes it throw is logged and left out (spec section 8),
 * and the list goes on. Memoised: appending a page of items renders only the new cards.
 */
export const MediaCard = memo(function MediaCard(props: CardProps) {
  const log = useLog();
  const Card = itemTypeOf(props.item?.ItemType)?.card === 'event' ? EventCard : StoryCard;
  return (
    <ErrorBoundary
      onError={(error) =>
        log.error('a media card failed to render and is left out:', error, props.item)
      }
    >
      <Card {...props} />
    </ErrorBoundary>
  );
});
