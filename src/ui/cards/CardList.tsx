import { createContext, memo, useContext, useLayoutEffect, useRef, useState } from 'react';
import { itemKey } from '../../media/repository';
import type { MediaItem } from '../../media/types';
import { MediaCard } from './MediaCard';
import type { CardProps } from './StoryCard';
import type { CardSettings, HeadingLevel } from './settings';
import { REVEAL_STEP, useRevealedCount } from './use-revealed-count';

/** The attribute naming each list entry by its card key, so focus can find a given card. */
const CARD_KEY_ATTR = 'data-card-key';

/** Entries per grid block: a multiple of 1-4 columns (cards.css), so full blocks end a row. */
export const BLOCK_SIZE = 12;

interface Props {
  items: readonly MediaItem[];
  settings: CardSettings;
  headingLevel?: HeadingLevel;
  /** Skeleton cards appended while a page of items is on its way (0: none). */
  placeholders?: number;
  label?: string;
  eventParts?: CardProps['eventParts'];
  /**
   * Called after each commit that leaves every item rendered: the new items of a longer list
   * are revealed a few a frame, so this is when the last of them is in the document.
   */
  onAllShown?: () => void;
}

type Entry = MediaItem | null;

/** The grid's columns as laid out: how many make the first row, and how wide one is. */
export interface Columns {
  count: number;
  width: number;
}

/**
 * Columns measured once by the first of lists laid out alike (the calendar's days): each list
 * measuring its own would force a page layout and render every list twice as it arrives.
 */
export const SharedColumns = createContext<
  [Columns | null, (columns: Columns) => void] | undefined
>(undefined);

/**
 * A grid of cards, one list to assistive technology. Keyed by item (FeedId:Id), so appending a
 * page renders only the new cards, a few per frame (useRevealedCount); image boxes have a fixed
 * aspect ratio, so nothing shown moves. Blocks of BLOCK_SIZE entries are each their own grid: a
 * new card lays out and paints its block only, where one grid of 130 cards was redone for every
 * frame of new cards (bench: ten Load more rounds). A failed card's entry is hidden by CSS.
 */
export function CardList({
  items,
  settings,
  headingLevel,
  placeholders = 0,
  label,
  eventParts,
  onAllShown,
}: Props) {
  const shown = useRevealedCount(items.length, REVEAL_STEP, onAllShown);
  const list = useRef<HTMLDivElement>(null);
  // Measured once the first block (its skeletons) is laid out: the first row's images load at
  // once (LCP), the rest lazily, each at a width covering the column at the pixel ratio. Until
  // then every image is lazy, so none has started loading (a layout effect: before first paint).
  const own = useState<Columns | null>(null);
  const [columns, setColumns] = useContext(SharedColumns) ?? own;
  useLayoutEffect(() => {
    const block = list.current?.firstElementChild;
    if (columns || !block) return;
    const tracks = getComputedStyle(block).gridTemplateColumns.split(' ');
    setColumns({ count: tracks.length, width: Number.parseFloat(tracks[0] ?? '') || 0 });
  });
  const entries: Entry[] = [...items.slice(0, shown), ...Array<null>(placeholders).fill(null)];
  const blocks: Entry[][] = [];
  for (let start = 0; start < entries.length; start += BLOCK_SIZE) {
    blocks.push(entries.slice(start, start + BLOCK_SIZE));
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: a <ul> cannot hold the blocks between it and its items
    <div
      ref={list}
      role="list"
      className="wgt-card-list wgt-card-list--blocks"
      aria-label={label}
      aria-busy={placeholders > 0 || undefined}
    >
      {blocks.map((block, index) => (
        <CardBlock
          // biome-ignore lint/suspicious/noArrayIndexKey: a block is a position in the grid
          key={index}
          entries={block}
          settings={settings}
          headingLevel={headingLevel}
          eventParts={eventParts}
          priority={index === 0 ? (columns?.count ?? 0) : 0}
          shownWidth={columns?.width}
        />
      ))}
    </div>
  );
}

interface BlockProps {
  entries: readonly Entry[];
  settings: CardSettings;
  headingLevel?: HeadingLevel;
  eventParts?: CardProps['eventParts'];
  /** How many of its first cards are a priority (the first row of the list). */
  priority: number;
  shownWidth: number | undefined;
}

/**
 * Whether a block would render as it did: its entries the same, one by one (each render slices
 * new arrays), and the same other props. A Load more round reveals its cards a few per frame,
 * and every frame rendered all the blocks above the new one again, ten rounds of them by the
 * last (the long tasks of bench/load-more.mjs): now only the block that changed renders.
 */
function sameBlock(before: BlockProps, after: BlockProps): boolean {
  return (
    before.entries.length === after.entries.length &&
    before.entries.every((entry, index) => entry === after.entries[index]) &&
    before.settings === after.settings &&
    before.headingLevel === after.headingLevel &&
    before.eventParts === after.eventParts &&
    before.priority === after.priority &&
    before.shownWidth === after.shownWidth
  );
}

/** One block of the grid, rendered again only when it changed (sameBlock). */
const CardBlock = memo(function CardBlock({
  entries,
  settings,
  headingLevel,
  eventParts,
  priority,
  shownWidth,
}: BlockProps) {
  return (
    <div className="wgt-card-list__block">
      {entries.map((item, index) => {
        if (!item) {
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders are interchangeable
            <div key={`skeleton-${index}`} className="wgt-card-list__item" aria-hidden="true">
              <CardSkeleton />
            </div>
          );
        }
        const key = itemKey(item);
        return (
          // biome-ignore lint/a11y/useSemanticElements: its list is a div (see CardList)
          <div
            key={key}
            role="listitem"
            className="wgt-card-list__item"
            {...{ [CARD_KEY_ATTR]: key }}
          >
            <MediaCard
              item={item}
              settings={settings}
              headingLevel={headingLevel}
              eventParts={eventParts}
              priority={index < priority}
              shownWidth={shownWidth}
            />
          </div>
        );
      })}
    </div>
  );
}, sameBlock);

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
