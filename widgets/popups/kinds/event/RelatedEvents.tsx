import { type MouseEvent, useId } from 'react';
import { formatPopupDate } from '../../../../src/format/dates';
import { relatedEvents } from '../../../../src/format/events';
import { cleanTitle } from '../../../../src/format/title';
import { sharePath, t } from '../../../../src/i18n';
import type { MediaClient } from '../../../../src/media/client';
import type { ExtendedMediaItem } from '../../../../src/media/types';
import { useLoad, useLog, usePageStoreApi } from '../../../../src/ui/widget-root';

interface RelatedEventsProps {
  event: Partial<ExtendedMediaItem> & Pick<ExtendedMediaItem, 'Id'>;
  client: MediaClient;
  /** The events group's FeedIds (config feedGroups.events). */
  feedIds: readonly number[];
  timeZone?: string;
}

/**
 * Other events in the same categories (spec sections 2 and 9): GetMediaItemsClone (take=1000) of
 * the events feeds, the first 6 sharing a category that have not ended, nearest first. Each opens its own pop-up in place of this
 * one; its link is the share URL, so a new tab or a copied link shows the same event.
 */
export function RelatedEvents({ event, client, feedIds, timeZone }: RelatedEventsProps) {
  const store = usePageStoreApi();
  const log = useLog();
  const headingId = useId();
  const categories = { Category1Id: event.Category1Id ?? 0, Category2Id: event.Category2Id ?? 0 };
  const wanted = (categories.Category1Id || categories.Category2Id) && feedIds.length > 0;
  const loaded = useLoad(
    wanted ? `${feedIds} ${event.Id} ${categories.Category1Id} ${categories.Category2Id}` : null,
    async (signal) => {
      const items = await client.getMediaItemsClone(
        { FeedIds: feedIds, HasCategorys: true },
        { signal },
      );
      // Upcoming ones only, nearest first: "now" is when the pop-up shows.
      return relatedEvents({ Id: event.Id, ...categories }, items, { now: new Date(), timeZone });
    },
    // Secondary content: without it the pop-up is still whole.
    { onError: (error) => log.error('related events could not be loaded:', error) },
  );
  const related = loaded.status === 'ready' ? loaded.value : [];
  if (related.length === 0) return null;

  const open = (mouse: MouseEvent<HTMLAnchorElement>, item: ExtendedMediaItem) => {
    if (mouse.button !== 0 || mouse.metaKey || mouse.ctrlKey || mouse.shiftKey || mouse.altKey)
      return;
    mouse.preventDefault();
    store
      .getState()
      .openPopup({ kind: 'event', itemId: item.Id, feedId: item.FeedId, source: 'card' });
  };

  return (
    <section className="wgt-related-events" aria-labelledby={headingId}>
      <h3 className="wgt-related-events__heading" id={headingId}>
        {t('Other events in the same categories')}
      </h3>
      <ul className="wgt-related-events__list">
        {related.map((item) => {
          // The share path names the feed and the item: unique, so it is the key too.
          const href = sharePath({ kind: 'event', feedId: item.FeedId, itemId: item.Id });
          return (
            <li key={href} className="wgt-related-events__item">
              <a
                className="wgt-related-events__link"
                href={href}
                onClick={(mouse) => open(mouse, item)}
              >
                <span className="wgt-related-events__title" dir="auto">
                  {cleanTitle(item.Title) || t('Event')}
                </span>
                <span className="wgt-related-events__date">
                  {formatPopupDate(item.Date, timeZone)}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
