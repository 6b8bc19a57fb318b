import { useMemo } from 'react';
import type { OpenPopup } from '../../../src/kernel/types';
import { itemKey, type MediaRepository } from '../../../src/media/repository';
import type { ExtendedMediaItem, MediaItem } from '../../../src/media/types';
import { useLoad, useLog } from '../../../src/ui/widget-root';
import { preparePhotos } from './kinds';

export type PopupItem =
  /** preview: the item as a card listed it (title, date, image), while its description loads. */
  | { status: 'loading'; preview: MediaItem | null }
  | { status: 'ready'; item: MediaItem | ExtendedMediaItem }
  | { status: 'missing' }
  | { status: 'failed'; preview: MediaItem | null; retry: () => void };

/**
 * The open pop-up's item: the card's copy from the repository at once, then its full
 * description (GetMediaItemDescription: categories, alert, venue, booking...). A photo set
 * opened from a card needs no description (its set is asked for at once). The call is
 * aborted when the pop-up closes or changes; a failure offers a retry.
 */
export function usePopupItem(popup: OpenPopup, repository: MediaRepository): PopupItem {
  const log = useLog();
  const preview = repository.peek(popup.feedId, popup.itemId) ?? null;
  const needsDescription = !(popup.kind === 'photos' && preview);
  const described = useLoad(
    needsDescription ? itemKey({ FeedId: popup.feedId, Id: popup.itemId }) : null,
    (signal) =>
      repository.getMediaItemDescription(
        { ItemId: popup.itemId, FeedId: popup.feedId },
        { signal },
      ),
    { onError: (error) => log.error('the pop-up item could not be loaded:', error) },
  );

  // A photo set is asked for now, beside the viewer's code rather than after it: the viewer's
  // identical call adopts the answer, or the failure (then reported once, asked once). In the
  // render, once per set (useMemo), so the request leaves before the dialog's commit and layout.
  useMemo(() => {
    if (popup.kind === 'photos') preparePhotos(repository, popup.itemId);
  }, [popup.kind, popup.itemId, repository]);

  if (!needsDescription && preview) return { status: 'ready', item: preview };
  switch (described.status) {
    case 'ready': {
      const item = described.value;
      // Only an answer about the item asked for counts.
      return item && item.Id === popup.itemId && item.FeedId === popup.feedId
        ? { status: 'ready', item }
        : { status: 'missing' };
    }
    case 'failed':
      return { status: 'failed', preview, retry: described.retry };
    default:
      return { status: 'loading', preview };
  }
}
