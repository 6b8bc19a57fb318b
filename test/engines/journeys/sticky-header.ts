// The sticky header: on the landing page it stays in view once the visitor scrolls past 50 px,
// and lets go at the top again. The visitor sees it by its Menu button: at the top of the window
// far down the page, and in view at the top of the page again.
import type { Journey } from '../journey';
import { locate, waitFor } from '../steps';

export const stickyHeader: Journey = {
  name: 'sticky header',
  async run({ page, url }) {
    await page.goto(url('/'));
    const button = await locate(page, { role: 'button', name: 'Menu' });

    // Far down the page the button is still at the top of the window, where a visitor sees it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await waitFor(
      page,
      'the sticky header in view',
      (css) => {
        const box = document.querySelector(css)?.getBoundingClientRect();
        return scrollY >= 200 && box !== undefined && box.top >= 0 && box.bottom < 120;
      },
      button,
    );

    await page.evaluate(() => window.scrollTo(0, 0));
    await waitFor(
      page,
      'the header at the top of the page again, its button in view',
      (css) => {
        const box = document.querySelector(css)?.getBoundingClientRect();
        return scrollY === 0 && box !== undefined && box.top >= 0 && box.bottom <= innerHeight;
      },
      button,
    );
  },
};
