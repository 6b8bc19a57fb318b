// A video card opens the player pop-up with a consent placeholder: nothing of the provider
// loads before the visitor asks, and asking loads its player (the demo's stand-in host).
import { standinHosts } from '../../../demo/embed-standins.mjs';
import type { Journey } from '../journey';
import * as step from '../steps';

const DIALOG = { role: 'dialog' } as const;
/** A card's link: cards are articles, whose link is named by the card's title. */
const CARD = { role: 'link', within: { role: 'article' } } as const;

export const videoConsent: Journey = {
  name: 'video consent: placeholder first, the player after consent',
  async run({ page, url }) {
    await page.goto(url('/media/filter/videos'));
    // Before the pop-up host is ready a card simply follows its link (no pop-up to test).
    await step.widgetMounted(page, 'popups');
    // The cards are the widget's once it has mounted: until then the server's copy shows, and
    // CSS hides it when the widget takes over.
    await step.widgetMounted(page, 'media-hub');
    await step.click(page, CARD);
    await step.expectDialog(page);
    await step.expectPath(page, /^\/media\/newsfeed\/\d+\/\d+$/);

    // The placeholder: a load button, described by the note on what loading means, and no
    // player yet.
    const load = { role: 'button', name: /^Load .* content$/, within: DIALOG } as const;
    const note = await step.descriptionOf(page, load);
    if (!/^Loading it connects to /.test(note)) throw new Error(`the load button's note: ${note}`);
    await step.expectNothingOffSite(page, 'before consent');

    // Consent: the player comes from the provider's host (here its stand-in, another origin),
    // at a path that player has (a wrong one is a 404 there), and focus moves into it.
    await step.click(page, load);
    const frame = await step.locate(page, { role: 'iframe', within: DIALOG });
    const player = await step.expectCrossOriginFrame(page, frame);
    const hosts = Object.values(standinHosts(new URL(url('/')).origin));
    if (!hosts.some((host) => player.startsWith(`${host}/`)) || !(await fetch(player)).ok) {
      throw new Error(`the player is ${player}, not a page of a stand-in (${hosts})`);
    }
    await step.expectFocus(page, { role: 'iframe', within: DIALOG }, 'the player');
  },
};
