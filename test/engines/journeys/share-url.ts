// A news item's share URL opened directly, from another page of the site: the pop-up over the
// shared article and the media hub. The pop-up pushed no history entry (widgets/popups/README.md,
// "How share URLs reach it"), so Back leaves the page for the one before, pop-up and all; closed
// with Escape instead, the address is /media, the media hub is what shows, and Back then still
// leaves for the page before.
import { feedIdsByGroup } from '../../../demo/data/seed.mjs';
import { cleanTitle } from '../../../src/format/title';
import type { EnginePage } from '../engine-page';
import type { Journey } from '../journey';
import { expectDialog, expectPath, locate, waitFor, waitGone } from '../steps';

const DIALOG = { role: 'dialog' } as const;
/** A card drawn with its item: an article in the list (placeholders are hidden from it). */
const CARD = { role: 'article', within: { role: 'listitem' } } as const;

/** The newest news item, from the demo's media service as the e2e tests pick one. */
export async function newsItem(
  site: string,
): Promise<{ FeedId: number; Id: number; Title: string }> {
  const query = new URLSearchParams({
    FeedIds: feedIdsByGroup.news.join(','),
    take: '1000',
    IsExtended: 'true',
    callback: 'cb',
  });
  const body = await (await fetch(new URL(`/media-service/GetMediaItems?${query}`, site))).text();
  const [item] = JSON.parse(body.slice(body.indexOf('(') + 1, body.lastIndexOf(')')));
  if (!item) throw new Error('the seed has news');
  return item;
}

/**
 * In the page: the first-level heading a visitor reads (null when none shows) or, given `want`,
 * whether it reads that. The first shown, not the first in the document: a mounted widget hides
 * its server markup, heading and all, and shows its own copy after it.
 */
function shownHeading(want?: string | null): string | boolean | null {
  const h1 = [...document.querySelectorAll('h1')].find(
    (element) => element.getBoundingClientRect().height > 0,
  );
  const text = h1?.textContent?.replace(/\s+/g, ' ').trim() ?? null;
  // A driver may hand a missing argument over as null.
  return typeof want === 'string' ? text === want : text;
}

const heading = (page: EnginePage) => page.evaluate(shownHeading) as Promise<string | null>;

const expectHeading = (page: EnginePage, want: string) =>
  waitFor(page, `the home page's heading "${want}"`, shownHeading, want);

/** Opens the share URL and waits for the pop-up over the page, as the visitor sees it. */
async function openShared(page: EnginePage, address: string, path: string, title: string) {
  await page.goto(address);
  await expectDialog(page, title);
  // The address stays the share URL; behind the pop-up, the shared article and the hub.
  await expectPath(page, path);
  await waitFor(
    page,
    'the media hub behind the pop-up',
    () => document.querySelector('[data-widget="media-hub"][data-widget-state="mounted"]') !== null,
  );
  await waitFor(
    page,
    'the page behind not scrolling',
    () => getComputedStyle(document.documentElement).overflow === 'hidden',
  );
}

export const shareUrl: Journey = {
  name: 'news share URL opened directly: the pop-up, Back leaves for the page before',
  async run({ page, url }) {
    const item = await newsItem(url('/'));
    const path = `/media/newsfeed/${item.FeedId}/${item.Id}`;
    const title = cleanTitle(item.Title).replace(/\s+/g, ' ');

    // The visitor is on the home page, then opens the shared link.
    await page.goto(url('/'));
    const home = await heading(page);
    if (!home) throw new Error('the home page shows no heading');
    await openShared(page, url(path), path, title);

    // Back: the pop-up goes with its page; the home page again.
    await page.back();
    await expectPath(page, '/');
    await waitGone(page, DIALOG);
    await expectHeading(page, home);

    // Again, closed with Escape: the media hub, its cards under the header, no shared article.
    await openShared(page, url(path), path, title);
    await page.press('Escape');
    await waitGone(page, DIALOG);
    await expectPath(page, '/media');
    // The shared article behind is gone, its heading with it (a card of the hub may show the
    // same title: the page's first-level heading is the article's).
    await waitFor(
      page,
      'the shared article gone',
      (want) => {
        const h1 = [...document.querySelectorAll('h1')].find(
          (element) => element.getBoundingClientRect().height > 0,
        );
        return h1?.textContent?.replace(/\s+/g, ' ').trim() !== want;
      },
      title,
    );
    await waitFor(
      page,
      'the media hub at the top of the page',
      (css) => {
        const card = document.querySelector(css);
        return card !== null && card.getBoundingClientRect().top < innerHeight;
      },
      await locate(page, CARD),
    );
    const behind = await heading(page);
    if (behind === title) throw new Error('the shared article still shows its heading');

    // Back from there: the address was replaced, not pushed; the home page again.
    await page.back();
    await expectPath(page, '/');
    await expectHeading(page, home);
  },
};
