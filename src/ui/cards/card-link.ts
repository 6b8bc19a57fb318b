import { eventUrl } from '../../format/calendar';
import { isHttpOrSitePath } from '../../format/safe-url';
import { inPageLanguage, sharePath } from '../../i18n';
import { groupBySlug, type ItemType, itemTypeOf } from '../../media/item-types';
import type { FeedGroup } from '../../media/types';

// Where a card leads, one rule for the widget's cards and the server's (the WordPress plugin's
// includes/rules/card-link.php; vectors: test/vectors/card-link.json). A visitor without
// JavaScript, a middle-click and a copied link land where a plain click opens the pop-up.

/** Where an event without its own page links (spec section 2), on the page's language site. */
export const CALENDAR_URL = '/calendar';

/** Whether an id fits a share route: a whole number of at most 12 digits, as it is read back. */
export const isShareId = (id: unknown): id is number =>
  Number.isInteger(id) && (id as number) >= 0 && (id as number) < 1e12;

/** The fields a card's link is made of. */
export interface CardLinkItem {
  ItemType: ItemType;
  FeedId: number;
  Id: number;
  URL?: string;
  Link?: string;
}

export interface CardLink {
  /** null: the card has no link (a story without a usable URL of its own). */
  href: string | null;
  /** The item group's: `_blank` for the posts of other sites. */
  target: FeedGroup['PostTarget'];
}

/**
 * The link of an item's card, on the page at `pathname` whose media page is `mediaPage` (a
 * `data-media-page` value; the page's own by default):
 * - an item with a pop-up (src/media/item-types.json) in a group that opens on this site links
 *   to its share path (sharePath, src/i18n/media-page.ts), whose page opens that pop-up;
 * - the rest keeps its own URL (blog posts; the posts of `_blank` groups, which open in a new
 *   tab): a story its URL, an event its Link, else its URL, else the calendar; unsafe ones
 *   count as none, and a story without one has no link;
 * - so does an item whose ids no share path can name.
 */
export function cardLink(
  item: CardLinkItem,
  pathname?: string,
  mediaPage?: string | null,
): CardLink {
  const type = itemTypeOf(item.ItemType);
  const target = (type && groupBySlug(type.group)?.PostTarget) ?? '_self';
  if (type?.popup && target !== '_blank' && isShareId(item.FeedId) && isShareId(item.Id)) {
    const shared = { kind: type.popup, feedId: item.FeedId, itemId: item.Id };
    return { href: sharePath(shared, pathname, mediaPage), target };
  }
  if (type?.card === 'event') {
    return { href: eventUrl(item) || inPageLanguage(CALENDAR_URL, pathname), target };
  }
  return { href: isHttpOrSitePath(item.URL) ? item.URL.trim() : null, target };
}
