import type { MediaItem } from '../../media/types';
import { MediaCard } from './MediaCard';
import type { CardSettings, HeadingLevel } from './settings';
import { useRevealedCount } from './use-revealed-count';

/** The attribute naming each list entry by its card key, so focus can find a given card. */
export const CARD_KEY_ATTR = 'data-card-key';

/**
 * A card's key, 'FeedId:Id': the service identifies an item by both. The same shape as the
 * store's itemKey, written out here because src/store is in the boot chunk and importing it
 * from a widget chunk would split it into a chunk of its own that every page fetches.
 */
export const cardKey = (item: Pick<MediaItem, 'FeedId' | 'Id'>) => `${item.FeedId}:${item.Id}`;

interface Props {
  items: readonly MediaItem[];
  settings: CardSettings;
  headingLevel?: HeadingLevel;
  /** Skeleton cards appended while a page of items is on its way (0: none). */
  placeholders?: number;
  label?: string;
}

/**
 * A grid of cards. Entries are keyed by item (FeedId:Id), so appending a page renders only the
 * new cards, a few per frame (useRevealedCount); the image boxes have a fixed aspect ratio, so
 * nothing already shown moves. An entry whose card failed is empty and hidden by CSS.
 */
export function CardList({ items, settings, headingLevel, placeholders = 0, label }: Props) {
  const shown = useRevealedCount(items.length);
  return (
    <ul className="wgt-card-list" aria-label={label} aria-busy={placeholders > 0 || undefined}>
      {items.slice(0, shown).map((item) => {
        const key = cardKey(item);
        return (
          <li key={key} className="wgt-card-list__item" {...{ [CARD_KEY_ATTR]: key }}>
            <MediaCard item={item} settings={settings} headingLevel={headingLevel} />
          </li>
        );
      })}
      {Array.from({ length: placeholders }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders are interchangeable
        <li key={`skeleton-${index}`} className="wgt-card-list__item" aria-hidden="true">
          <CardSkeleton />
        </li>
      ))}
    </ul>
  );
}

/** A card-sized placeholder: the same boxes as a story card, so the real one takes its place. */
export function CardSkeleton() {
  return (
    <div className="wgt-card wgt-card--skeleton">
      <span className="wgt-card__media" />
      <span className="wgt-card__title wgt-skeleton-text" />
      <span className="wgt-card__meta wgt-skeleton-text" />
    </div>
  );
}

/** Moves focus to the link of the card of `key` (or of the first later card that rendered). */
export function focusCard(list: Element | null, keys: readonly string[]): boolean {
  for (const key of keys) {
    const link = list?.querySelector<HTMLElement>(
      `[${CARD_KEY_ATTR}="${CSS.escape(key)}"] .wgt-card__link`,
    );
    if (link) {
      link.focus();
      return true;
    }
  }
  return false;
}
