// A card drawn only near the viewport (content-visibility: auto, src/ui/cards/cards.css) is
// clipped at its box's edges, and a focused card's ring is drawn outside the card: a keyboard
// user must see that ring on every card, drawn at once or held back, before and after the
// widget takes over.
import type { Browser, Locator } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  LIGHTHOUSE_PHONE,
  launch,
  type OpenPage,
  openPage,
  widgetMounted,
} from '../support/browser';

let browser: Browser;
let open: OpenPage | undefined;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());
afterEach(async () => {
  await open?.context.close();
  open = undefined;
});

const DESKTOP = { viewport: { width: 1280, height: 800 } };

type Edge = 'start' | 'top' | 'bottom';

/**
 * The strip just outside one edge of a card, where its ring is drawn (3px wide, 3px off the
 * card), as the screen shows it with the card's link focused and with nothing focused.
 */
async function ringStrip(link: Locator, edge: Edge = 'start') {
  await link.scrollIntoViewIfNeeded();
  const box = await link.evaluate((element) => {
    const { x, y, width, height } = (
      element.closest('.wgt-card') ?? element
    ).getBoundingClientRect();
    return { x, y, width, height };
  });
  const clip =
    edge === 'start'
      ? { x: box.x - 7, y: box.y + 20, width: 6, height: box.height - 40 }
      : {
          x: box.x + 20,
          y: edge === 'top' ? box.y - 7 : box.y + box.height + 1,
          width: box.width - 40,
          height: 6,
        };
  const page = link.page();
  await page.keyboard.press('Tab');
  await link.focus();
  const focused = await page.screenshot({ clip });
  await link.evaluate((element) => (element as HTMLElement).blur());
  const unfocused = await page.screenshot({ clip });
  return { focused, unfocused };
}

describe.each([
  ['the sixth card of a group page', '/media/filter/news', DESKTOP, 5, '.wgt-card-list__item'],
  [
    'the second card of a group page on a phone',
    '/media/filter/news',
    LIGHTHOUSE_PHONE,
    1,
    '.wgt-card-list__item',
  ],
  [
    'the first card of the second day of the calendar',
    '/calendar',
    DESKTOP,
    'day 2',
    '.wgt-calendar__day',
  ],
] as const)('given %s, without JavaScript', (_, path, screen, which, heldBack) => {
  it('shows the focused card its ring, not clipped away', async () => {
    open = await openPage(browser, path, { ...screen, javaScriptEnabled: false });
    const link =
      which === 'day 2'
        ? open.page.locator('.wgt-calendar__day').nth(1).locator('.wgt-card__link').first()
        : open.page.locator('.wgt-card__link').nth(which);
    // The card is in a box the browser draws only near the viewport.
    const drawn = await link.evaluate(
      (element, box) => getComputedStyle(element.closest(box) ?? element).contentVisibility,
      heldBack,
    );
    expect(drawn).toBe('auto');
    const { focused, unfocused } = await ringStrip(link);
    expect(focused.equals(unfocused)).toBe(false);
  });
});

describe('given the media hub after Load more', () => {
  // The first block is drawn only near the viewport once the second has come: its first card
  // is at its top and start edges; the tallest card of its last row reaches its bottom edge
  // (a row's cards differ in height, and a shorter one leaves room below it).
  it.each([
    ['first', 'start'],
    ['first', 'top'],
    ['lowest', 'bottom'],
  ] as const)(
    'shows the %s card of the first block its ring at its %s edge',
    async (which, edge) => {
      open = await openPage(browser, '/media', DESKTOP);
      const { page } = open;
      await widgetMounted(page, 'media-hub');
      await page.getByRole('button', { name: 'More items' }).click();
      await expect.poll(() => page.locator('.wgt-card-list__block').count()).toBe(2);
      const block = page.locator('.wgt-card-list__block').first();
      expect(await block.evaluate((element) => getComputedStyle(element).contentVisibility)).toBe(
        'auto',
      );
      const lowest = await block.evaluate((element) => {
        const bottoms = [...element.querySelectorAll('.wgt-card')].map(
          (card) => card.getBoundingClientRect().bottom,
        );
        return bottoms.indexOf(Math.max(...bottoms));
      });
      const links = block.locator('.wgt-card__link');
      const { focused, unfocused } = await ringStrip(
        links.nth(which === 'first' ? 0 : lowest),
        edge,
      );
      expect(focused.equals(unfocused)).toBe(false);
      expect(open.errors).toEqual([]);
    },
  );
});
