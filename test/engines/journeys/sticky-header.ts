// The sticky header: on the landing page it stays in view once the visitor scrolls past 50 px,
// and lets go at the top again.
import type { Journey } from '../journey';
import { locate, waitFor } from '../steps';

const BAR = '[data-widget-root] .wgt-header__bar';

export const stickyHeader: Journey = {
  name: 'sticky header',
  async run({ page, url }) {
    await page.goto(url('/'));
    await locate(page, { selector: BAR });
    await waitFor(
      page,
      'a header that is not sticky at the top',
      (css) => {
        const bar = document.querySelector(css);
        return bar && !bar.classList.contains('wgt-is-sticky');
      },
      BAR,
    );

    // Far down the page the bar is still at the top of the window, where a visitor sees it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await waitFor(
      page,
      'the sticky header in view',
      (css) => {
        const bar = document.querySelector(css);
        if (!bar?.classList.contains('wgt-is-sticky') || scrollY < 200) return false;
        const box = bar.getBoundingClientRect();
        return box.top >= 0 && box.top < 5 && box.height > 0;
      },
      BAR,
    );

    await page.evaluate(() => window.scrollTo(0, 0));
    await waitFor(
      page,
      'the header let go at the top',
      (css) => {
        return !document.querySelector(css)?.classList.contains('wgt-is-sticky');
      },
      BAR,
    );
  },
};
