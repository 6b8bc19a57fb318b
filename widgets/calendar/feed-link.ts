import { isHttpOrSitePath } from '../../src/format/safe-url';

// What the calendar's Subscribe button needs from its first frame (./Subscribe.tsx): whether the
// server's markup links a feed it may offer. The feed's address and the menu's links are in
// ./subscribe-links.ts, loaded with the menu.

/** The no-JavaScript link to the calendar's feed (the server's markup; README "Subscribe"). */
export const FEED_LINK = 'a[data-calendar-feed]';

/**
 * The address of the server's link to the feed, when there is one and it is http(s) or a path
 * of the site (resolved against the page, either is http(s)); else null.
 */
export function feedHref(element: Element): string | null {
  const href = element.querySelector(FEED_LINK)?.getAttribute('href');
  return isHttpOrSitePath(href) ? href : null;
}
