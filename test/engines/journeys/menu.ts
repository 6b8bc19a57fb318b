// The full-screen menu: three levels down and back with the mouse, Escape out, and its search.
import type { Journey } from '../journey';
import { click, expectFocus, expectPath, locate, waitGone } from '../steps';

const MENU = { role: 'button', name: 'Menu' } as const;
/** What is in the menu the Menu button opens (its aria-controls). */
const inMenu = { withinControlsOf: MENU } as const;

export const menu: Journey = {
  name: 'menu through three levels and back, then its search',
  async run({ page, url }) {
    await page.goto(url('/'));
    await click(page, MENU);
    await locate(page, { ...MENU, state: { expanded: true } });
    await expectFocus(page, { role: ['button', 'link'], ...inMenu }, 'the first item');

    await click(page, { role: 'button', name: 'About us', ...inMenu });
    await click(page, { role: 'button', name: 'Our schools', ...inMenu });
    const riverside = { role: 'link', name: 'Riverside International School', ...inMenu } as const;
    await locate(page, riverside);
    await click(page, { role: 'button', name: 'Back to About us', ...inMenu });
    await waitGone(page, riverside);
    const welcome = { role: 'link', name: 'Welcome from the Principal', ...inMenu } as const;
    await locate(page, welcome);
    await click(page, { role: 'button', name: 'Back to the main menu', ...inMenu });
    await waitGone(page, welcome);

    // Escape closes the menu and gives focus back to its button.
    await page.press('Escape');
    await waitGone(page, { role: 'button', name: 'About us', ...inMenu });
    await expectFocus(page, { ...MENU, state: { expanded: false } }, 'the Menu button');

    await click(page, MENU);
    const search = await locate(page, { role: ['searchbox', 'combobox', 'textbox'], ...inMenu });
    await page.type(search, 'term');
    await page.press('Enter');
    await expectPath(page, '/search/term');
    await locate(page, { role: 'heading', name: /term/ });
  },
};
