// The photo viewer from a photo set's card: next, previous, a thumbnail, and the slideshow's
// Play and Pause.
import { PLAY_INTERVAL_MS } from '../../../widgets/popups/kinds/photos/viewer-machine';
import type { EnginePage } from '../engine-page';
import type { Journey } from '../journey';
import * as step from '../steps';

const DIALOG = { role: 'dialog' } as const;
/** The viewer's position, "Photo n of count". */
const POSITION = { role: 'paragraph', name: /^Photo \d+ of \d+$/, within: DIALOG } as const;
const PLAY = { role: 'button', name: /^(Play|Pause)$/, within: DIALOG } as const;
/** A thumbnail: a button named "Photo n" (the Previous and Next buttons end with "photo"). */
const thumbnail = (n: number) => ({ role: 'button', name: `Photo ${n}`, within: DIALOG }) as const;

/**
 * Waits until the viewer says "Photo n of …" and no slide runs (a move during one is ignored;
 * the viewer marks a slide with its `wgt-is-sliding` state class, which nothing else shows).
 */
const expectPhoto = async (page: EnginePage, n: number) => {
  await step.locate(page, { ...POSITION, name: new RegExp(`^Photo ${n} of \\d+$`) });
  await step.waitFor(page, `photo ${n} shown, at rest`, () =>
    Boolean(
      document.querySelector('dialog[open]') &&
        !document.querySelector('dialog[open] .wgt-is-sliding'),
    ),
  );
};

export const photoViewer: Journey = {
  name: 'photo viewer: next, previous, thumbnail, play and pause',
  async run({ page, url, phone }) {
    await page.goto(url('/media/filter/photos'));
    // Before the pop-up host is ready a card simply follows its link (no viewer to test).
    await step.widgetMounted(page, 'popups');
    // The cards are the widget's once it has mounted: until then the server's copy shows, and
    // CSS hides it when the widget takes over.
    await step.widgetMounted(page, 'media-hub');
    await step.click(page, { role: 'link', within: { role: 'article' } });
    await step.expectDialog(page);
    await expectPhoto(page, 1);
    const position = await step.textOf(page, await step.locate(page, POSITION));
    const count = Number(position?.match(/of (\d+)/)?.[1]);
    if (!(count >= 3)) throw new Error(`the first set has ${count} photos, the journey needs 3`);

    await step.click(page, { role: 'button', name: /Next photo$/, within: DIALOG });
    await expectPhoto(page, 2);
    await step.click(page, { role: 'button', name: /Previous photo$/, within: DIALOG });
    await expectPhoto(page, 1);

    // At a phone's width the strip holds one thumbnail, the current photo's (spec section 5:
    // (width - 100) / 170 of them, at least one): no other photo's thumbnail to click there.
    const shown = phone ? 1 : 3;
    if (!phone) {
      // The strip hides itself when the viewer sits idle (a slow machine's pause is enough):
      // as a visitor would, open it with its toggle first.
      if (!(await step.findAll(page, thumbnail(3))).length) {
        const toggle = { role: 'button', state: { expanded: false, controls: true } } as const;
        await step.click(page, { ...toggle, within: DIALOG });
      }
      await step.click(page, thumbnail(3));
    }
    await expectPhoto(page, shown);
    await step.locate(page, { ...thumbnail(shown), state: { current: true } });

    // Play: the button offers Pause, and the slideshow moves on by itself. The page notes when
    // the photo changes, for the check after Pause.
    // The position may be drawn anew: the page watches the dialog for a new position text.
    await page.evaluate(() => {
      const w = window as unknown as { journeyMoved: number };
      const dialog = document.querySelector('dialog[open]') as Node;
      const position = () =>
        [...document.querySelectorAll('dialog[open] p')]
          .map((p) => p.textContent ?? '')
          .find((text) => /^Photo \d+ of \d+$/.test(text));
      let last = position();
      new MutationObserver(() => {
        const now = position();
        if (now !== last) w.journeyMoved = performance.now();
        last = now;
      }).observe(dialog, { subtree: true, childList: true, characterData: true });
    });
    await step.click(page, { ...PLAY, name: 'Play' });
    await step.locate(page, { ...PLAY, name: 'Pause' });
    const next = (shown % count) + 1;
    await expectPhoto(page, next);

    // Pause: the button offers Play again, and no move comes when the next one was due (one
    // period after the last move, and a little more). A move that must not happen can only be
    // watched for; the watch ends as soon as that time has passed.
    await step.click(page, { ...PLAY, name: 'Pause' });
    await step.locate(page, { ...PLAY, name: 'Play' });
    await step.waitFor(
      page,
      'the time of the next move passing without one',
      ([period, text]) => {
        const { journeyMoved } = window as unknown as { journeyMoved: number };
        const position = [...document.querySelectorAll('dialog[open] p')]
          .map((p) => p.textContent ?? '')
          .find((each) => /^Photo \d+ of \d+$/.test(each));
        if (position !== text) throw new Error(`moved on after Pause: ${position}`);
        return performance.now() > (journeyMoved ?? 0) + (period as number) + 500;
      },
      [PLAY_INTERVAL_MS, `Photo ${next} of ${count}`],
    );
  },
};
