// The media hub's school choice (a native select): chosen by keyboard, it filters the cards to
// that school's and the group's feeds, puts ?school= in the address, and is kept on a reload
// and, remembered on the device, on the next visit; "All schools" brings every school back.
import { DEMO_SCHOOLS } from '../../../demo/app.mjs';
import type { EnginePage } from '../engine-page';
import type { Journey } from '../journey';
import { click, expectFocus, expectPath, waitFor } from '../steps';

const CARD = '[data-widget-root] .wgt-card:not(.wgt-card--skeleton)';
const CHOICE = '[data-widget-root] .wgt-school-choice select';
/** Its label: a click on it focuses the select without opening its list. */
const LABEL = { selector: '[data-widget-root] .wgt-school-choice label', name: 'School' };

/** The feeds of the schools other than `slug`: none of their cards may show for it. */
const otherSchoolsFeeds = (slug: string) =>
  DEMO_SCHOOLS.filter((school) => school.slug !== slug).flatMap((school) => school.feedIds);

/**
 * Waits for a first page of 12 cards none of which comes from the `hidden` feeds, and answers
 * their keys (FeedId:Id).
 */
function cardsShown(page: EnginePage, what: string, hidden: number[]): Promise<string[]> {
  return waitFor(
    page,
    what,
    ({ css, hidden }) => {
      const keys = [...document.querySelectorAll(css)].map(
        (card) => card.closest('[data-card-key]')?.getAttribute('data-card-key') ?? '',
      );
      const feeds = keys.map((key) => Number(key.split(':')[0]));
      return keys.length === 12 && feeds.every((feed) => !hidden.includes(feed)) && keys;
    },
    { css: CARD, hidden },
  ) as Promise<string[]>;
}

const feedOf = (key: string) => Number(key.split(':')[0]);

/** The select's value and the options' texts, as the visitor's choice stands. */
const choice = (page: EnginePage) =>
  page.evaluate((css) => {
    const select = document.querySelector<HTMLSelectElement>(css);
    return {
      value: select?.value,
      options: [...(select?.options ?? [])].map((option) => option.text),
    };
  }, CHOICE);

async function expectChoice(page: EnginePage, value: string) {
  await waitFor(
    page,
    `the choice "${value}"`,
    ({ css, value }) => document.querySelector<HTMLSelectElement>(css)?.value === value,
    { css: CHOICE, value },
  );
}

export const schoolChoice: Journey = {
  name: 'media hub school choice by keyboard, kept on reload and on the next visit',
  async run({ page, url }) {
    await page.goto(url('/media'));
    const all = await cardsShown(page, 'the first page, all schools', []);
    const { options, value } = await choice(page);
    if (JSON.stringify(options) !== '["All schools","London","Dubai","Geneva"]' || value !== '') {
      throw new Error(`the choice offers ${JSON.stringify(options)}, "${value}" chosen`);
    }
    const notLondon = otherSchoolsFeeds('london');
    if (!all.some((key) => notLondon.includes(feedOf(key)))) {
      throw new Error(`all schools' first page has no Dubai or Geneva card: ${all.join(' ')}`);
    }

    // By keyboard, the one way every engine's driver chooses an option of a closed select.
    await click(page, LABEL);
    await expectFocus(page, CHOICE, 'the school choice');
    await page.press('ArrowDown');
    await expectPath(page, '/media?school=london');
    await expectChoice(page, 'london');
    await cardsShown(page, "London's and the group's cards", notLondon);
    // The choice keeps focus, for the keyboard.
    await expectFocus(page, CHOICE, 'the school choice, still');

    // Kept on a reload (the address) and on the next visit (the device remembers it).
    await page.reload();
    await expectChoice(page, 'london');
    await cardsShown(page, "London's cards after a reload", notLondon);
    await page.goto(url('/media'));
    await expectPath(page, '/media?school=london');
    await expectChoice(page, 'london');
    await cardsShown(page, "London's cards on the next visit", notLondon);

    // All schools again: every school's cards.
    await click(page, LABEL);
    await expectFocus(page, CHOICE, 'the school choice');
    await page.press('ArrowUp');
    await expectPath(page, '/media');
    await expectChoice(page, '');
    const again = await cardsShown(page, 'the first page of all schools again', []);
    if (again.join(' ') !== all.join(' ')) {
      throw new Error(`all schools' first page changed:\n${all.join(' ')}\n${again.join(' ')}`);
    }
  },
};
