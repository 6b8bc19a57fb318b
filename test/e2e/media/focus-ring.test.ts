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

/**
 * The strip just outside a card's start edge, where its ring is drawn (3px wide, 3px off the
 * card), as the screen shows it with the card's link focused and with nothing focused.
 */
async function ringStrip(link: Locator) {
  await link.scrollIntoViewIfNeeded();
  const box = await link.evaluate((element) => {
    const { x, y, height } = (element.closest('.wgt-card') ?? element).getBoundingClientRect();
    return { x, y, height };
  });
  const clip = { x: box.x - 7, y: box.y + 20, width: 6, height: box.height - 40 };
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
  it('shows its ring to the focused first card of the first block, drawn only near the viewport', async () => {
    open = await openPage(browser, '/media', DESKTOP);
    const { page } = open;
    await widgetMounted(page, 'media-hub');
    await page.getByRole('button', { name: 'More items' }).click();
    await expect.poll(() => page.locator('.wgt-card-list__block').count()).toBe(2);
    const block = page.locator('.wgt-card-list__block').first();
    expect(await block.evaluate((element) => getComputedStyle(element).contentVisibility)).toBe(
      'auto',
    );
    const { focused, unfocused } = await ringStrip(block.locator('.wgt-card__link').first());
    expect(focused.equals(unfocused)).toBe(false);
    expect(open.errors).toEqual([]);
  });
});
