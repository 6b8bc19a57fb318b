import type { OpenPopup } from '../kernel/types';
import { inPageLanguage } from './site-path';

// The site's media page: the page that holds the media hub, where share URLs and hashtag links
// point. The CMS names it on the pop-ups host (`data-media-page`: WordPress's media page may be
// /news-and-events/); '/media' by default (the spec's address). Read from the page's markup when
// asked, not kept: a card drawn before the host has mounted (it mounts when idle) has it too.
//
// Beside ./site-path.ts and re-exported by ./index.ts for the same reason: every widget that
// makes such an address loads that module's chunk already. The share path is made here too
// (sharePath: the pop-ups' addresses and the cards' links), and read back by ./share-path.ts.

/** The host's attribute naming the media page (widgets/popups/README.md). */
export const MEDIA_PAGE = 'data-media-page';

/**
 * A `data-media-page` value as the media page when it is a site path ('/news-and-events/'
 * gives '/news-and-events'), else '/media': share paths and search links stay on the site.
 */
export function toMediaPage(value: string | null | undefined): string {
  const path = value?.replace(/\/+$/, '') ?? '';
  // Segments of a path's plain characters only: no scheme, host (`//`), query, blank or `\`.
  return /^(\/[\w.~%-]+)+$/.test(path) ? path : '/media';
}

/** The page's media page: its pop-ups host's `data-media-page`, or '/media'. */
export const mediaPagePath = (): string =>
  toMediaPage(
    document.querySelector(`[data-widget="popups"][${MEDIA_PAGE}]`)?.getAttribute(MEDIA_PAGE),
  );

/** Where a pop-up's share URL points: the spec's two routes. */
export type SharedItem = Pick<OpenPopup, 'kind' | 'feedId' | 'itemId'>;

/**
 * The share path of a pop-up, under the media page (`mediaPage`, a `data-media-page` value as
 * toMediaPage reads it; the page's own by default):
 * `/media/eventsfeed/{feedId}/{itemId}` for an event, `/media/newsfeed/{feedId}/{itemId}` for
 * every other item, under the language prefix of
 * `pathname` (the page's address by default: `/fr/media/...` on the French site), so that a
 * reload or a copied link opens the pop-up in the page's language. The spec names share URLs
 * for news and events only; photo sets and players get the news route, whose page opens
 * whatever pop-up the item's type calls for, so every pop-up can be shared and reopened.
 * Every share address (the address bar, Copy link, related events, cards' links) is made here.
 */
export function sharePath(
  { kind, feedId, itemId }: SharedItem,
  pathname?: string,
  mediaPage: string | null = mediaPagePath(),
): string {
  const route = kind === 'event' ? 'eventsfeed' : 'newsfeed';
  return inPageLanguage(`${toMediaPage(mediaPage)}/${route}/${feedId}/${itemId}`, pathname);
}
