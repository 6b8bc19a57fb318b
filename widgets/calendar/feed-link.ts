import { isHttpOrSitePath } from '../../src/format/safe-url';

// What the calendar's Subscribe row needs from its first frame (./Subscribe.tsx): the feed the
// server's markup links and the categories a feed may be narrowed to. The menu's links are in
// ./subscribe-links.ts, loaded with the menu.

/** The no-JavaScript link to the calendar's feed (the server's markup; README "Subscribe"). */
export const FEED_LINK = 'a[data-calendar-feed]';

/**
 * The feed's address the server's link gives, absolute against the page and without a choice
 * of its own (the widget's choice is added); null when there is no link or it is not http(s)
 * or a path of the site.
 */
export function feedBase(element: Element, page: string): URL | null {
  const href = element.querySelector(FEED_LINK)?.getAttribute('href');
  if (!href || !isHttpOrSitePath(href)) return null;
  const url = new URL(href, page);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  url.searchParams.delete('school');
  url.searchParams.delete('category');
  return url;
}

/** The service's categories among the events, by name: what a feed may be narrowed to. */
export function eventCategories(
  items: readonly {
    Category1?: string;
    Category1Id?: number;
    Category2?: string;
    Category2Id?: number;
  }[],
): { id: number; name: string }[] {
  const names = new Map<number, string>();
  for (const item of items) {
    for (const [id, name] of [
      [item.Category1Id, item.Category1],
      [item.Category2Id, item.Category2],
    ] as const) {
      const text = name?.trim();
      if (typeof id === 'number' && id > 0 && text && !names.has(id)) names.set(id, text);
    }
  }
  return [...names]
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
