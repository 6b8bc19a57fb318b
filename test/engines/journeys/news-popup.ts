// A news card on the media hub opens the news pop-up: a dialog named by the card's title, the
// address the item's share URL; Escape closes it, the address is /media again and focus is back
// on the card that opened it.
import type { Journey } from '../journey';
import {
  click,
  expectDialog,
  expectFocus,
  expectFocusInDialog,
  expectOne,
  expectPath,
  waitGone,
  widgetMounted,
} from '../steps';

/** A card's link: cards are articles, whose link is named by the card's title. */
const CARD = { role: 'link', within: { role: 'article' } } as const;

export const newsPopup: Journey = {
  name: 'media hub news card: pop-up at its share URL, Escape back to the card',
  async run({ page, url }) {
    await page.goto(url('/media'));
    // Before the pop-up host is there a card is a plain link to its share URL's page.
    await widgetMounted(page, 'popups');
    // The cards are the widget's once it has mounted: until then the server's copy shows, and
    // CSS hides it when the widget takes over.
    await widgetMounted(page, 'media-hub');
    // A news card: its link goes to a news item's share URL.
    const card = await expectOne(
      page,
      CARD,
      'a news card',
      (found) => found.name !== '' && /^\/media\/newsfeed\/\d+\/\d+$/.test(found.path ?? ''),
    );
    const opener = { ...CARD, name: card.name };

    await click(page, opener);
    await expectPath(page, card.path ?? '');
    await expectDialog(page, card.name);
    await expectFocusInDialog(page);

    await page.press('Escape');
    await waitGone(page, { role: 'dialog' });
    await expectPath(page, '/media');
    await expectFocus(page, opener, 'the news card that opened the pop-up');
  },
};
