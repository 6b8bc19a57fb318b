// The media hub's Load more: the first page's twelve cards, then the next twelve under them,
// nothing shown before moving, focus on the first new card and that card in view. Cards are the
// hub list's articles, each told apart by where its link leads (its path).
import type { EnginePage } from '../engine-page';
import type { Journey } from '../journey';
import {
  click,
  expectAll,
  expectFocus,
  expectOne,
  type Found,
  HUB_CARD,
  locate,
  type Target,
  waitFor,
  widgetMounted,
} from '../steps';

/** The hub's button once the page it asked for is there (while it loads it is disabled). */
const MORE: Target = { role: 'button', name: 'More items', state: { disabled: false } };

/** The card leading to `path`'s own link: where focus goes when its page comes. */
const cardLink = (path: string | null): Target => ({
  role: 'link',
  path: path ?? '',
  within: { ...HUB_CARD, path: path ?? '' },
});

/** Each card's identity and place: its link's path and its box (document coordinates). */
const places = (cards: Found[]) => cards.map(({ path, box }) => ({ path, box }));

/**
 * Waits for `count` cards laid out at rest: the same paths and boxes two captures apart (a
 * newly revealed card's image or a block still laying out may still move the ones under it).
 */
async function settledCards(page: EnginePage, count: number, what: string) {
  let last = '';
  const cards = await expectAll(page, HUB_CARD, what, (found) => {
    const now = JSON.stringify(places(found));
    const same = found.length === count && now === last;
    last = now;
    return same;
  });
  return places(cards);
}

/**
 * Waits until the focused element is in the viewport for 20 frames running: a page that moves
 * the new card away after focus scrolled to it (a block above changing size) shows it only for
 * a frame or two.
 */
function expectFocusInView(page: EnginePage, what: string) {
  return waitFor(page, `${what} in view, and staying there`, () => {
    return new Promise<boolean>((resolve) => {
      let frames = 0;
      const check = () => {
        const box = document.activeElement?.getBoundingClientRect();
        if (!box || box.bottom <= 0 || box.top >= innerHeight) return resolve(false);
        frames += 1;
        if (frames === 20) return resolve(true);
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
  });
}

/** Fails unless `before` is the start of `after`, card for card, each in its place. */
function expectKept(
  before: ReturnType<typeof places>,
  after: ReturnType<typeof places>,
  what: string,
) {
  const kept = after.slice(0, before.length);
  if (JSON.stringify(kept) !== JSON.stringify(before)) {
    throw new Error(
      `${what} moved or changed:\n${JSON.stringify(before)}\n${JSON.stringify(kept)}`,
    );
  }
}

/** Fails if a card shows twice (two lead to the same place) or one leads nowhere. */
function expectEachOnce(cards: ReturnType<typeof places>) {
  const paths = cards.map((card) => card.path);
  if (paths.includes(null) || new Set(paths).size !== cards.length) {
    throw new Error(`a card twice, or one leading nowhere: ${paths.join(' ')}`);
  }
}

export const loadMore: Journey = {
  name: 'media hub Load more: the next page under the first, focus on its first card',
  async run({ page, url }) {
    await page.goto(url('/media'));
    // The cards are the widget's once it has mounted. Before, the server's copy shows, whose
    // cards below the first four are not laid out until scrolled to (content-visibility: auto):
    // each counts as 20rem (320 px), 6 px short of a phone's drawn card, so the widget's copy
    // has them further down, unseen by a visitor. The first page is the one Load more adds to.
    await widgetMounted(page, 'media-hub');
    await locate(page, MORE);
    const shown = await settledCards(page, 12, 'the first page of 12 cards');

    await click(page, MORE);
    const after = await settledCards(page, 24, '24 cards');
    // The first page as it was, in its place; twelve new cards after it, none twice.
    expectKept(shown, after, 'the first page');
    expectEachOnce(after);

    // Focus on the first new card once it is drawn, and the page scrolled to show it.
    await expectFocus(page, cardLink(after[12]?.path ?? null), 'the first new card');
    await expectFocusInView(page, 'the first new card');
    await expectOne(
      page,
      { role: 'status' },
      'the announcement "12 more items loaded."',
      (status) => status.name === '12 more items loaded.',
    );

    // And again: a third page, still after the cards already there.
    await click(page, MORE);
    const third = await settledCards(page, 36, '36 cards');
    expectKept(after, third, 'the first two pages, on the third');
    expectEachOnce(third);
    await expectFocus(page, cardLink(third[24]?.path ?? null), 'the first card of the third page');
    await expectFocusInView(page, 'the first card of the third page');
  },
};
