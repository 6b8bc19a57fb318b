// A news card on the media hub opens the news pop-up: a dialog named by the card's title, the
// address the item's share URL; Escape closes it, the address is /media again and focus is back
// on the card that opened it.
import type { Journey } from '../journey';
import {
  click,
  expectDialog,
  expectFocus,
  expectPath,
  waitFor,
  waitGone,
  widgetMounted,
} from '../steps';

const NEWS_LINK =
  '[data-widget-root] .wgt-card.wgt-group--news:not(.wgt-card--skeleton) .wgt-card__link';
const DIALOG = 'dialog[open]';

export const newsPopup: Journey = {
  name: 'media hub news card: pop-up at its share URL, Escape back to the card',
  async run({ page, url }) {
    await page.goto(url('/media'));
    // Before the pop-up host is there a card is a plain link to its share URL's page.
    await widgetMounted(page, 'popups');
    const card = (await waitFor(
      page,
      'a news card',
      (css) => {
        const link = document.querySelector(css);
        const title = document.getElementById(link?.getAttribute('aria-labelledby') ?? '');
        const key = link?.closest('[data-card-key]')?.getAttribute('data-card-key');
        return key && title
          ? { key, title: (title.textContent ?? '').replace(/\s+/g, ' ').trim() }
          : null;
      },
      NEWS_LINK,
    )) as { key: string; title: string };
    const [feedId, itemId] = card.key.split(':');
    const opener = `[data-card-key="${card.key}"] .wgt-card__link`;

    await click(page, { selector: opener });
    await waitFor(
      page,
      'the news pop-up',
      (css) => document.querySelector(css) !== null,
      `${DIALOG} .wgt-news-popup`,
    );
    await expectPath(page, `/media/newsfeed/${feedId}/${itemId}`);
    await expectDialog(page, card.title);
    await expectFocus(page, `${DIALOG} *`, 'something in the dialog');

    await page.press('Escape');
    await waitGone(page, { selector: DIALOG });
    await expectPath(page, '/media');
    await expectFocus(page, opener, 'the news card that opened the pop-up');
  },
};
