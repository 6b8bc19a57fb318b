import { inPageLanguage, mediaPagePath, withoutLanguage } from '../../src/i18n';
import type { OpenPopup } from '../../src/kernel/types';

// The share URL pattern, both ways. In the host's first-load part (Popups.tsx), which hands
// sharePath to the dialog (Host.tsx) and the history (history.ts): imported by those lazily
// loaded modules too, this one would become a chunk of its own, and src/i18n with it.

/** Where a pop-up's share URL points: the spec's two routes. */
export type SharedItem = Pick<OpenPopup, 'kind' | 'feedId' | 'itemId'>;

const SHARE_ROUTE = /^\/(newsfeed|eventsfeed)\/(\d{1,12})\/(\d{1,12})\/?$/;

/**
 * The share path of a pop-up, under the media page (src/i18n/media-page.ts; '/media' here):
 * `/media/eventsfeed/{feedId}/{itemId}` for an event, `/media/newsfeed/{feedId}/{itemId}` for
 * every other item, under the language prefix of
 * `pathname` (the page's address by default: `/fr/media/...` on the French site), so that a
 * reload or a copied link opens the pop-up in the page's language. The spec names share URLs
 * for news and events only; photo sets and players get the news route, whose page opens
 * whatever pop-up the item's type calls for, so every pop-up can be shared and reopened.
 * Every share address (the address bar, Copy link, related events) is made here.
 */
export function sharePath({ kind, feedId, itemId }: SharedItem, pathname?: string): string {
  const route = kind === 'event' ? 'eventsfeed' : 'newsfeed';
  return inPageLanguage(`${mediaPagePath()}/${route}/${feedId}/${itemId}`, pathname);
}

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
