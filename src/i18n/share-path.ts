import type { SharedItem } from './media-page';
import { mediaPagePath } from './media-page';
import { withoutLanguage } from './site-path';

// The share URL pattern read back, for the pop-ups host (widgets/popups/Popups.tsx) on a share
// URL's page. It is made by sharePath in ./media-page.ts, which the cards' links use as well
// (src/ui/cards/card-link.ts): there it shares the chunk every widget loads. The reader stays
// here, in the host's chunk: the landing page, which shows no card and no pop-up, has no room
// for it in its budget.

const SHARE_ROUTE = /^\/(newsfeed|eventsfeed)\/(\d{1,12})\/(\d{1,12})\/?$/;

/**
 * The item a share path names (sharePath's, on any language site: `/fr/media/newsfeed/...`),
 * or null. The kind is the route's (news or event): the pop-up corrects it once the item's
 * description says what it is.
 */
export function readSharePath(pathname: string): SharedItem | null {
  const path = withoutLanguage(pathname);
  const mediaPage = mediaPagePath();
  const match = path.startsWith(`${mediaPage}/`) && SHARE_ROUTE.exec(path.slice(mediaPage.length));
  if (!match) return null;
  const feedId = Number(match[2]);
  const itemId = Number(match[3]);
  if (!Number.isSafeInteger(feedId) || !Number.isSafeInteger(itemId)) return null;
  return { kind: match[1] === 'eventsfeed' ? 'event' : 'news', feedId, itemId };
}
