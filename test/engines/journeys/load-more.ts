// The media hub's Load more: the first page's twelve cards, then the next twelve under them,
// nothing shown before moving, focus on the first new card and that card in view.
import type { EnginePage } from '../engine-page';
import type { Journey } from '../journey';
import { click, expectFocus, waitFor } from '../steps';

/** A card drawn with its item (skeleton placeholders are .wgt-card too). */
const CARD = '[data-widget-root] .wgt-card:not(.wgt-card--skeleton)';
/** The hub's button once the first page is there (while it loads it is aria-disabled). */
const MORE = {
  role: 'button',
  name: 'More items',
  selector: '[data-widget-root] .wgt-media-hub__more:not([aria-disabled])',
} as const;

/** In the page: each card's key and its box in document coordinates, whole pixels. */
function cards(selector: string) {
  return [...document.querySelectorAll(selector)].map((card) => {
    const box = card.getBoundingClientRect();
    return {
      key: card.closest('[data-card-key]')?.getAttribute('data-card-key') ?? '',
      box: [box.left, box.top + scrollY, box.width, box.height].map(Math.round).join(','),
    };
  });
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

export const loadMore: Journey = {
  name: 'media hub Load more: the next page under the first, focus on its first card',
  async run({ page, url }) {
    await page.goto(url('/media'));
    await waitFor(
      page,
      'the first page of 12 cards',
      (css) => document.querySelectorAll(css).length === 12,
      CARD,
    );
    const shown = await page.evaluate(cards, CARD);

    await click(page, MORE);
    await waitFor(page, '24 cards', (css) => document.querySelectorAll(css).length === 24, CARD);
    const after = await page.evaluate(cards, CARD);
    const keys = after.map((card) => card.key);
    // The first page as it was, in its place; twelve new cards after it, none twice.
    if (JSON.stringify(after.slice(0, 12)) !== JSON.stringify(shown)) {
      throw new Error(
        `the first page moved or changed:\n${JSON.stringify(shown)}\n${JSON.stringify(after.slice(0, 12))}`,
      );
    }
    if (new Set(keys).size !== 24) throw new Error(`a card twice: ${keys.join(' ')}`);

    // Focus on the first new card once it is drawn, and the page scrolled to show it.
    await expectFocus(page, `[data-card-key="${keys[12]}"] .wgt-card__link`, 'the first new card');
    await expectFocusInView(page, 'the first new card');
    await waitFor(page, 'the announcement "12 more items loaded."', () =>
      [...document.querySelectorAll('[data-widget-root] > [role="status"]')].some(
        (status) => status.textContent === '12 more items loaded.',
      ),
    );

    // And again: a third page, still after the cards already there.
    await click(page, MORE);
    await waitFor(page, '36 cards', (css) => document.querySelectorAll(css).length === 36, CARD);
    const third = await page.evaluate(cards, CARD);
    if (JSON.stringify(third.slice(0, 24)) !== JSON.stringify(after)) {
      throw new Error('the first two pages moved or changed on the third');
    }
    await expectFocus(
      page,
      `[data-card-key="${third[24]?.key}"] .wgt-card__link`,
      'the first card of the third page',
    );
    await expectFocusInView(page, 'the first card of the third page');
  },
};
