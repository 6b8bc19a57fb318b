// The Arabic site: right to left, every widget in view mounted, nothing wider than the window,
// and the menu opens right to left too.
import type { Journey } from '../journey';
import { click, controlledBy, locate, waitFor } from '../steps';

const PAGES = ['/ar', '/ar/media', '/ar/calendar', '/ar/parents'];

export const arabic: Journey = {
  name: 'Arabic pages right to left, no sideways scroll',
  async run({ page, url }) {
    for (const path of PAGES) {
      await page.goto(url(path));
      await waitFor(page, `${path} in Arabic, right to left`, () => {
        const html = document.documentElement;
        return (
          html.lang === 'ar' &&
          html.dir === 'rtl' &&
          getComputedStyle(document.body).direction === 'rtl'
        );
      });
      // Widgets below the fold mount when scrolled near: bring each one still waiting into view.
      await waitFor(page, `every widget on ${path} mounted`, () => {
        const waiting = [...document.querySelectorAll<HTMLElement>('[data-widget]')].filter(
          (element) =>
            element.dataset.widgetState !== 'mounted' &&
            element.getBoundingClientRect().height > 0 &&
            element.dataset.widget !== 'home-screen-prompt',
        );
        waiting[0]?.scrollIntoView();
        return waiting.length === 0;
      });
      await page.evaluate(() => window.scrollTo(0, 0));
      await waitFor(page, `no sideways scroll on ${path}`, () => {
        const root = document.documentElement;
        return root.scrollWidth <= root.clientWidth;
      });
    }

    // The Menu button (القائمة) opens the menu it controls.
    const menuButton = { role: 'button', name: 'القائمة' } as const;
    await click(page, menuButton);
    await locate(page, { ...menuButton, state: { expanded: true } });
    const menu = await controlledBy(page, menuButton);
    await waitFor(
      page,
      'the open menu right to left, no sideways scroll',
      (css) => {
        const menu = document.querySelector(css);
        const root = document.documentElement;
        return (
          menu && getComputedStyle(menu).direction === 'rtl' && root.scrollWidth <= root.clientWidth
        );
      },
      menu,
    );
  },
};
