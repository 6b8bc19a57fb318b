// What each provider file exports, and the helpers their URL readers share. An item's URL is
// untrusted: it is parsed with the URL parser, its host compared with an exact list (never
// `endsWith`/`includes`, so youtube.com.evil.example stays out) and its id matched by an anchored
// allow-list regex; the player path is then built from that id only, never from the item's text.

import type { EmbedKind } from '../../item-types';
import type { EmbedProvider } from '.';

export interface Provider {
  /** Human name, e.g. 'YouTube': the placeholder, the consent text and the iframe title. */
  name: string;
  /** The real player origin; a pattern where it is per account; null: only a configured host. */
  origin: string | RegExp | null;
  /** iframe sandbox tokens: what the player needs to run, nothing to navigate the page. */
  sandbox: string;
  /** Permissions policy of the iframe; none when absent. */
  allow?: string;
  /**
   * The player's path (appended to its origin) for an item URL, trimmed, of an ItemType whose
   * row names this provider (kind: that row's embedKind); null when it is not this provider's.
   */
  path: (raw: string, kind: EmbedKind) => string | null;
  /** Providers whose URLs this provider's items may also carry, tried in order after its own. */
  plays?: readonly EmbedProvider[];
}

// Every player runs its own scripts on its own origin (allow-scripts + allow-same-origin is safe
// there: the frame is cross-origin, so it cannot reach into this page) and opens links to the
// provider in a new tab (popups). None may navigate the top page. Only the booking form posts a
// form. Only players get fullscreen / picture-in-picture.
export const PLAYER = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox';
export const VIDEO_PLAYER = {
  sandbox: `${PLAYER} allow-presentation`,
  allow: 'fullscreen; picture-in-picture; encrypted-media',
};

/** `raw` as an http(s) URL without credentials, or null. */
export function parseUrl(raw: string): URL | null {
  if (!/^https?:\/\//i.test(raw)) return null;
  try {
    const url = new URL(raw);
    return url.username || url.password ? null : url;
  } catch {
    return null;
  }
}

/** A path reader over the item URL parsed by parseUrl; anything else is no match. */
export const onUrl =
  (read: (url: URL, kind: EmbedKind) => string | null) => (raw: string, kind: EmbedKind) => {
    const url = parseUrl(raw);
    return url && read(url, kind);
  };

/** Path segments, decoded only as far as the URL parser does; a trailing slash is ignored. */
export const segments = (url: URL) => url.pathname.split('/').filter((part) => part !== '');

export const match = (pattern: RegExp, value: string | null | undefined) =>
  value != null && pattern.test(value) ? value : null;
