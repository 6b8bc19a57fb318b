import type { StateCreator } from 'zustand/vanilla';
import type { MediaItem } from '../../media/types';

/** Items cache key: the service identifies an item by FeedId and Id together. */
export const itemKey = (feedId: number, itemId: number) => `${feedId}:${itemId}`;

export interface MediaSlice {
  /** Items seen by any widget, so a pop-up opens from a card without a second call. */
  items: Readonly<Record<string, MediaItem>>;
  cacheItems: (items: readonly MediaItem[]) => void;
}

export const createMediaSlice: StateCreator<MediaSlice> = (set) => ({
  items: {},
  cacheItems: (list) => {
    if (list.length === 0) return;
    set((state) => {
      const items = { ...state.items };
      for (const item of list) items[itemKey(item.FeedId, item.Id)] = item;
      return { items };
    });
  },
});
