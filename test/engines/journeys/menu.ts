// The full-screen menu: three levels down and back with the mouse, Escape out, and its search.
import type { Journey } from '../journey';
import { click, expectFocus, expectPath, locate, waitFor, waitGone } from '../steps';

const MENU = {
  role: 'button',
  name: 'Menu',
  selector: '[data-widget-root] .wgt-header__bar button',
} as const;
const OVERLAY = '[data-widget-root] .wgt-menu__overlay';

export const menu: Journey = {
  name: 'menu through three levels and back, then its search',
  async run({ page, url }) {
    await page.goto(url('/'));
    await click(page, MENU);
    await locate(page, { selector: OVERLAY });
    await expectFocus(page, 'button.wgt-menu__item, .wgt-menu button', 'the first item');

    await click(page, { role: 'button', name: 'About us' });
    await click(page, { role: 'button', name: 'Our schools' });
    const riverside = { selector: `${OVERLAY} a`, name: 'Riverside International School' };
    await locate(page, riverside);
    await click(page, { role: 'button', name: 'Back to About us' });
    await waitGone(page, riverside);
    await locate(page, { selector: `${OVERLAY} a`, name: 'Welcome from the Principal' });
    await click(page, { role: 'button', name: 'Back to the main menu' });
    await waitGone(page, { selector: `${OVERLAY} a`, name: 'Welcome from the Principal' });

    // Escape closes the menu and gives focus back to its button.
    await page.press('Escape');
    await waitGone(page, { selector: OVERLAY });
    await expectFocus(
      page,
      '[data-widget-root] .wgt-header__bar button[aria-expanded="false"]',
      'the Menu button',
    );

    await click(page, MENU);
    const search = await locate(page, { selector: `${OVERLAY} input[type="search"]` });
    await page.type(search, 'term');
    await page.press('Enter');
    await expectPath(page, '/search/term');
    await waitFor(page, 'the results heading', () =>
      document.querySelector('h1')?.textContent?.includes('term'),
    );
  },
};
