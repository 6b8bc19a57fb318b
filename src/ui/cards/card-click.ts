import { type MouseEvent, useContext } from 'react';
import type { PopupKind } from '../../kernel/types';
import type { MediaItem } from '../../media/types';
import { WidgetContext } from '../page-store';

/**
 * Items whose card opens a pop-up of the site (spec section 2); others follow their link.
 * Videos, audio and magazines (the groups whose posts open in the site's own players, target
 * _self in src/media/groups.ts) open the player pop-up with its click-to-load embed; social and
 * blog posts (target _blank) keep opening the network's own page.
 */
export function popupKindOf(item: Pick<MediaItem, 'ItemType'>): PopupKind | null {
  switch (item.ItemType) {
    case 'TiarcNews':
      return 'news';
    case 'TiarcCalendar':
      return 'event';
    case 'Flickr':
      return 'photos';
    case 'Youtube':
    case 'Vimeo':
    case 'TiarcVideo':
    case 'SoundCloudTrack':
    case 'SoundCloudPlaylist':
    case 'Issuu':
      return 'embed';
    default:
      return null;
  }
}

/**
 * The click handler of a card's link. A plain click on a news, event or photo card opens its
 * pop-up through the store, but only when a pop-up host has said it is there
 * (`popupHostReady`); otherwise, and for a click with a modifier key (new tab, new window),
 * the browser follows the link. Cards outside a widget root (no store) are plain links.
 */
export function useCardClick(item: MediaItem) {
  const store = useContext(WidgetContext)?.store;
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (!store || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const kind = popupKindOf(item);
    const state = store.getState();
    if (!kind || !state.popupHostReady) return;
    event.preventDefault();
    state.openPopup({ kind, itemId: item.Id, feedId: item.FeedId, source: 'card' });
  };
}
