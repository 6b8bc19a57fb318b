// The links the Subscribe menu offers each calendar app (./SubscribeMenu.tsx, loaded on intent).

/** What the visitor subscribes to: a school of the config, a category of the service. */
export interface FeedChoice {
  school: string | null;
  category: number | null;
}

/** Where each calendar app subscribes, for one feed. */
export interface SubscribeLinks {
  /** The feed itself, https: what Copy link copies. */
  feed: string;
  /** webcal://: Apple Calendar and Outlook on the desktop open it and subscribe. */
  webcal: string;
  /** Google Calendar's add-by-URL page. */
  google: string;
  /** Outlook.com's add-from-the-web page. */
  outlookCom: string;
}

/**
 * The feed's address from the server's link (./feed-link.ts, feedHref), absolute against the
 * page and without a choice of its own (the visitor's is added); null when it is not http(s)
 * or is no URL at all.
 */
export function feedBase(href: string, page: string): URL | null {
  let url: URL;
  try {
    url = new URL(href, page);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  url.searchParams.delete('school');
  url.searchParams.delete('category');
  return url;
}

/** Each app's link to the feed of `choice`; `name` is the calendar's name in Outlook.com. */
export function subscribeLinks(base: URL, choice: FeedChoice, name: string): SubscribeLinks {
  const url = new URL(base);
  if (choice.school) url.searchParams.set('school', choice.school);
  if (choice.category !== null) url.searchParams.set('category', String(choice.category));
  const feed = url.href;
  const webcal = `webcal://${url.host}${url.pathname}${url.search}`;
  return {
    feed,
    webcal,
    google: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`,
    outlookCom: `https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(feed)}&name=${encodeURIComponent(name)}`,
  };
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
