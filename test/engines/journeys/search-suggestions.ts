// The media hub's search box by keyboard: typing shows suggestions, the arrows move the active
// one (aria-activedescendant: focus stays in the input), Escape closes the list, Enter takes the
// active suggestion to its search expression page.
import type { Journey } from '../journey';
import { click, expectFocus, findAll, focused, locate, waitFor, waitGone } from '../steps';

/** The hub's search box, in its search landmark (the plain form's, then the suggestions'). */
const BOX = { role: 'combobox', within: { role: 'search' } } as const;
const LIST = { role: 'listbox', name: 'Suggestions' } as const;
const OPTION = { role: 'option', within: LIST } as const;

/** The nth option's text, when the box points at it and it is selected (in the page). */
const activeOption = ({ box, index }: { box: string; index: number }) => {
  const input = document.querySelector(box);
  const option = document.querySelectorAll('[role="listbox"] [role="option"]')[index];
  if (!input || !option || input.getAttribute('aria-activedescendant') !== option.id) return null;
  return option.getAttribute('aria-selected') === 'true' ? option.textContent : null;
};

/** The box's text is `want.text` (in the page). */
const boxReads = (want: { box: string; text: string | null }) =>
  document.querySelector<HTMLInputElement>(want.box)?.value === want.text;

export const searchSuggestions: Journey = {
  name: 'search suggestions by keyboard',
  async run({ page, url }) {
    await page.goto(url('/media'));
    await click(page, BOX);
    // The combobox that takes over from the plain form on focus, the one that controls a list,
    // keeps it: typing goes there.
    await expectFocus(page, { ...BOX, state: { controls: true } }, 'the search box');
    const COMBOBOX = await focused(page);
    await page.type(COMBOBOX, 'sport');
    await locate(page, LIST);
    await locate(page, { ...BOX, state: { expanded: true } });
    const deadline = Date.now() + 15_000;
    while ((await findAll(page, OPTION)).length < 2) {
      if (Date.now() > deadline) throw new Error(`${page.engine}: no several suggestions`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    await page.press('ArrowDown');
    await page.press('ArrowDown');
    await waitFor(page, 'the second suggestion active', activeOption, { box: COMBOBOX, index: 1 });
    await expectFocus(page, BOX, 'the search box, still');

    // Escape closes the list and keeps the text; ArrowDown opens it again on the first.
    await page.press('Escape');
    await waitGone(page, LIST);
    await waitFor(page, 'the typed text kept', boxReads, { box: COMBOBOX, text: 'sport' });
    await page.press('ArrowDown');
    await locate(page, LIST);
    await waitFor(page, 'the first suggestion active', activeOption, { box: COMBOBOX, index: 0 });
    await page.press('ArrowDown');
    const chosen = await waitFor(page, 'the second suggestion active', activeOption, {
      box: COMBOBOX,
      index: 1,
    });

    // Enter: the search expression page of that suggestion, which lists its item and holds it.
    await page.press('Enter');
    await waitFor(
      page,
      `the search page for ${chosen}`,
      (want) =>
        location.pathname === '/media' &&
        new URLSearchParams(location.search).get('SearchExpression') === want,
      chosen,
    );
    await waitFor(page, 'the box holding the suggestion', boxReads, {
      box: await locate(page, BOX),
      text: chosen,
    });
    const title = (chosen ?? '').replace(/\s+/g, ' ').trim();
    await locate(page, { role: 'heading', name: title, within: { role: 'article' } });
  },
};
