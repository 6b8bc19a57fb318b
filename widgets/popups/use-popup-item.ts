import { useEffect, useState } from 'react';
import type { OpenPopup } from '../../src/kernel/types';
import type { MediaClient } from '../../src/media/client';
import type { ExtendedMediaItem, MediaItem } from '../../src/media/types';
import { usePageStore, usePageStoreApi } from '../../src/ui/page-store';

export type PopupItem =
  /** preview: the item as a card listed it (title, date, image), while its description loads. */
  | { status: 'loading'; preview: MediaItem | null }
  | { status: 'ready'; item: MediaItem | ExtendedMediaItem }
  | { status: 'missing' }
  | { status: 'failed'; preview: MediaItem | null; retry: () => void };

/**
 * The open pop-up's item: the card's copy from the store at once, then its full description
 * (GetMediaItemDescription: categories, alert, venue, booking...). A photo set opened from a
 * card needs no description (the viewer asks GetPhotosSet itself). The call is aborted when
 * the pop-up closes or changes; a failure offers a retry.
 */
export function usePopupItem(popup: OpenPopup, client: MediaClient): PopupItem {
  const store = usePageStoreApi();
  // The store's itemKey, written out: src/store is in the boot chunk, and importing a value from
  // it here would split it into a chunk every page fetches (src/mount/schema.ts).
  const preview = usePageStore((state) => state.items[`${popup.feedId}:${popup.itemId}`]) ?? null;
  const needsDescription = !(popup.kind === 'photos' && preview);
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; result: PopupItem } | null>(null);
  const key = `${popup.feedId}:${popup.itemId}:${attempt}`;

  useEffect(() => {
    if (!needsDescription) return;
    const controller = new AbortController();
    const settle = (result: PopupItem) => {
      if (!controller.signal.aborted) setAnswer({ key, result });
    };
    client
      .getMediaItemDescription(
        { ItemId: popup.itemId, FeedId: popup.feedId },
        { signal: controller.signal },
      )
      .then(
        (item) => {
          // Only an answer about the item asked for counts.
          if (item && item.Id === popup.itemId && item.FeedId === popup.feedId) {
            store.getState().cacheItems([item]);
            settle({ status: 'ready', item });
          } else settle({ status: 'missing' });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.error('[widgets] the pop-up item could not be loaded:', error);
          settle({ status: 'failed', preview: null, retry: () => setAttempt((n) => n + 1) });
        },
      );
    return () => controller.abort();
  }, [client, store, key, needsDescription, popup.itemId, popup.feedId]);

  if (!needsDescription && preview) return { status: 'ready', item: preview };
  const result = answer?.key === key ? answer.result : null;
  if (!result) return { status: 'loading', preview };
  return result.status === 'failed' ? { ...result, preview } : result;
}
