// The media hub's school choice (a native select): chosen by keyboard, it filters the cards to
// that school's and the group's feeds, puts ?school= in the address, and is kept on a reload
// and, remembered on the device, on the next visit; "All schools" brings every school back.
// Cards are the hub list's articles, told apart by where their links lead; a card's feed is in
// its link when it leads to the item's share URL (/media/newsfeed/<FeedId>/<Id>), and otherwise
// (a post on another site) the public media service the widget reads says which feed's item
// leads there.
import { DEMO_SCHOOLS } from '../../../demo/app.mjs';
import type { EnginePage } from '../engine-page';
import type { Journey } from '../journey';
import {
  click,
  expectAll,
  expectFocus,
  expectPath,
  type Found,
  HUB_CARD,
  locate,
  type Target,
  waitFor,
  widgetMounted,
} from '../steps';

const CHOICE: Target = { role: 'combobox', name: 'School' };
/** Its label: a click on it focuses the select without opening its list. */
const LABEL: Target = { role: 'label', name: 'School' };

/** The feeds of the schools other than `slug`: none of their cards may show for it. */
const otherSchoolsFeeds = (slug: string) =>
  DEMO_SCHOOLS.filter((school) => school.slug !== slug).flatMap((school) => school.feedIds);

/** A share URL's path: the item's feed and id (the language prefix and media page aside). */
const SHARE_PATH = /\/(?:news|events)feed\/(\d+)\/\d+$/;

/**
 * Where each item of the media service leads when its card does not lead to its share URL
 * (its own address's path and query, as Found.path reads a link), and the item's feed.
 */
async function feedsOfAddresses(service: string): Promise<Map<string, number>> {
  const response = await fetch(`${service}?take=1000&callback=items`);
  const body = await response.text();
  const items = JSON.parse(body.slice('items('.length, body.lastIndexOf(')'))) as Array<{
    FeedId: number;
    URL?: string;
    Link?: string;
  }>;
  const feeds = new Map<string, number>();
  for (const { FeedId, URL: address, Link } of items) {
    for (const each of [address, Link]) {
      if (!each || !/^https?:/.test(each)) continue;
      const { pathname, search } = new URL(each);
      feeds.set(pathname + search, FeedId);
    }
  }
  return feeds;
}

/**
 * Waits for a first page of 12 cards none of which comes from the `hidden` feeds, and answers
 * their paths; `feedOf` tells a card's feed.
 */
async function cardsShown(
  page: EnginePage,
  what: string,
  hidden: number[],
  feedOf: (card: Found) => number,
): Promise<string[]> {
  const cards = await expectAll(
    page,
    HUB_CARD,
    what,
    (found) => found.length === 12 && found.every((card) => !hidden.includes(feedOf(card))),
  );
  return cards.map((card) => card.path ?? '');
}

/** The choice's value and its options' texts, as the visitor's choice stands. */
async function choice(page: EnginePage) {
  return page.evaluate(
    (css) => {
      const select = document.querySelector<HTMLSelectElement>(css);
      return {
        value: select?.value,
        options: [...(select?.options ?? [])].map((option) => option.text),
      };
    },
    await locate(page, CHOICE),
  );
}

/** Waits until the choice shows the option of `value` ('' for All schools). */
async function expectChoice(page: EnginePage, value: string) {
  await waitFor(
    page,
    `the choice "${value}"`,
    ({ css, value }) => document.querySelector<HTMLSelectElement>(css)?.value === value,
    { css: await locate(page, CHOICE), value },
  );
}

export const schoolChoice: Journey = {
  name: 'media hub school choice by keyboard, kept on reload and on the next visit',
  async run({ page, url }) {
    const addresses = await feedsOfAddresses(url('/media-service/GetMediaItems'));
    const feedOf = (card: Found) => {
      const feed = SHARE_PATH.exec(card.path ?? '')?.[1] ?? addresses.get(card.path ?? '');
      if (feed === undefined) throw new Error(`no feed publishes the card leading to ${card.path}`);
      return Number(feed);
    };

    await page.goto(url('/media'));
    // The widget's cards and choice: until it has mounted the server's copy shows.
    await widgetMounted(page, 'media-hub');
    const all = await cardsShown(page, 'the first page, all schools', [], feedOf);
    const { options, value } = await choice(page);
    if (JSON.stringify(options) !== '["All schools","London","Dubai","Geneva"]' || value !== '') {
      throw new Error(`the choice offers ${JSON.stringify(options)}, "${value}" chosen`);
    }
    const notLondon = otherSchoolsFeeds('london');
    const feeds = all.map((path) => feedOf({ name: '', path, href: null, box: '' }));
    if (!feeds.some((feed) => notLondon.includes(feed))) {
      throw new Error(`all schools' first page has no Dubai or Geneva card: ${all.join(' ')}`);
    }

    // By keyboard, the one way every engine's driver chooses an option of a closed select.
    await click(page, LABEL);
    await expectFocus(page, CHOICE, 'the school choice');
    await page.press('ArrowDown');
    await expectPath(page, '/media?school=london');
    await expectChoice(page, 'london');
    await cardsShown(page, "London's and the group's cards", notLondon, feedOf);
    // The choice keeps focus, for the keyboard.
    await expectFocus(page, CHOICE, 'the school choice, still');

    // Kept on a reload (the address) and on the next visit (the device remembers it).
    await page.reload();
    await widgetMounted(page, 'media-hub');
    await expectChoice(page, 'london');
    await cardsShown(page, "London's cards after a reload", notLondon, feedOf);
    await page.goto(url('/media'));
    await expectPath(page, '/media?school=london');
    await widgetMounted(page, 'media-hub');
    await expectChoice(page, 'london');
    await cardsShown(page, "London's cards on the next visit", notLondon, feedOf);

    // All schools again: every school's cards.
    await click(page, LABEL);
    await expectFocus(page, CHOICE, 'the school choice');
    await page.press('ArrowUp');
    await expectPath(page, '/media');
    await expectChoice(page, '');
    const again = await cardsShown(page, 'the first page of all schools again', [], feedOf);
    if (again.join(' ') !== all.join(' ')) {
      throw new Error(`all schools' first page changed:\n${all.join(' ')}\n${again.join(' ')}`);
    }
  },
};
