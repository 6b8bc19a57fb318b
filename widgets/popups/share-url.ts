import { withoutLanguage } from '../../src/i18n';
import type { OpenPopup } from '../../src/kernel/types';

// Read by the host's first-load part on every page: kept apart from history.ts, which loads
// with the first pop-up.

const SHARE_PATH = /^\/media\/(newsfeed|eventsfeed)\/(\d{1,12})\/(\d{1,12})\/?$/;

/**
 * The item a share path names (`/media/newsfeed/{feedId}/{itemId}`,
 * `/media/eventsfeed/{feedId}/{itemId}`, on any language site: `/fr/media/...`, history.ts's
 * sharePath), or null. The kind is the route's (news or event): the pop-up corrects it once
 * the item's description says what it is.
 */
export function readSharePath(
  pathname: string,
): Pick<OpenPopup, 'kind' | 'feedId' | 'itemId'> | null {
  const match = SHARE_PATH.exec(withoutLanguage(pathname));
  if (!match) return null;
  const feedId = Number(match[2]);
  const itemId = Number(match[3]);
  if (!Number.isSafeInteger(feedId) || !Number.isSafeInteger(itemId)) return null;
  return { kind: match[1] === 'eventsfeed' ? 'event' : 'news', feedId, itemId };
}
