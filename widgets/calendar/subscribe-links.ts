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
