import type { WidgetsConfig } from '../../../src/kernel/types';
import type { MediaClient } from '../../../src/media/client';
import type { ExtendedMediaItem, MediaItem } from '../../../src/media/types';

/** What the host hands every kind of pop-up content. */
export interface PopupContentProps {
  /** The item's description (extended fields), or the card's copy for a photo set. */
  item: MediaItem & Partial<ExtendedMediaItem>;
  /** id for the content's title heading: the dialog is labelled by it. */
  titleId: string;
  config: Partial<WidgetsConfig>;
  /** Absolute share URL of the pop-up (what the address bar shows). */
  shareUrl: string;
  client: MediaClient;
}
