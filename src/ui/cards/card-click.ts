import { type MouseEvent, useContext } from 'react';
import { itemTypeOf } from '../../media/item-types';
import type { MediaItem } from '../../media/types';
import { WidgetContext } from '../widget-root';

/**
 * The click handler of a card's link. A plain click on a card whose ItemType has a pop-up
 * (src/media/item-types.json: all but blog posts) opens it through the store, but only when a pop-up host has said it is there
 * (`popupHostReady`); otherwise, and for a click with a modifier key (new tab, new window),
 * the browser follows the link. Cards outside a widget root (no store) are plain links.
 */
export function useCardClick(item: MediaItem) {
  const store = useContext(WidgetContext)?.store;
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (!store || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const kind = itemTypeOf(item.ItemType)?.popup;
    const state = store.getState();
    if (!kind || !state.popupHostReady) return;
    event.preventDefault();
    state.openPopup({ kind, itemId: item.Id, feedId: item.FeedId, source: 'card' });
  };
}
