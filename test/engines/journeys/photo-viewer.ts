// The photo viewer from a photo set's card: next, previous, a thumbnail, and the slideshow's
// Play and Pause.
import { PLAY_INTERVAL_MS } from '../../../widgets/popups/kinds/photos/viewer-machine';
import type { EnginePage } from '../engine-page';
import type { Journey } from '../journey';
import * as step from '../steps';

const VIEWER = 'dialog[open] .wgt-photos__viewer';
const PLAY = `${VIEWER} .wgt-photos__play`;
const THUMBNAIL = `${VIEWER} .wgt-photos__thumbnails button`;

/** Waits until the viewer says "Photo n of …" and no slide runs (a move during one is ignored). */
const expectPhoto = (page: EnginePage, n: number) =>
  step.waitFor(
    page,
    `photo ${n} shown`,
    ([css, n]) => {
      const viewer = document.querySelector(css as string);
      const position = viewer?.querySelector('.wgt-photos__position')?.textContent ?? '';
      return position.startsWith(`Photo ${n} of`) && !viewer?.matches('.wgt-is-sliding');
    },
    [VIEWER, n],
  );

export const photoViewer: Journey = {
  name: 'photo viewer: next, previous, thumbnail, play and pause',
  async run({ page, url, phone }) {
    await page.goto(url('/media/filter/photos'));
    // Before the pop-up host is ready a card simply follows its link (no viewer to test).
    await step.widgetMounted(page, 'popups');
    await step.click(page, { selector: '[data-widget-root] .wgt-card__link' });
    await step.expectDialog(page);
    await expectPhoto(page, 1);
    const position = await step.textOf(page, `${VIEWER} .wgt-photos__position`);
    const count = Number(position?.match(/of (\d+)/)?.[1]);
    if (!(count >= 3)) throw new Error(`the first set has ${count} photos, the journey needs 3`);

    await step.click(page, { selector: `${VIEWER} button`, name: /Next photo$/ });
    await expectPhoto(page, 2);
    await step.click(page, { selector: `${VIEWER} button`, name: /Previous photo$/ });
    await expectPhoto(page, 1);

    // At a phone's width the strip holds one thumbnail, the current photo's (spec section 5:
    // (width - 100) / 170 of them, at least one): no other photo's thumbnail to click there.
    const shown = phone ? 1 : 3;
    if (!phone) await step.click(page, { selector: THUMBNAIL, name: 'Photo 3' });
    await expectPhoto(page, shown);
    await step.locate(page, { selector: `${THUMBNAIL}[aria-current]`, name: `Photo ${shown}` });

    // Play: the button offers Pause, and the slideshow moves on by itself. The page notes when
    // the photo changes, for the check after Pause.
    await page.evaluate(() => {
      const w = window as unknown as { journeyMoved: number };
      const position = document.querySelector('dialog[open] .wgt-photos__position') as Node;
      const note = () => {
        w.journeyMoved = performance.now();
      };
      new MutationObserver(note).observe(position, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
    await step.click(page, { selector: PLAY });
    await step.locate(page, { selector: PLAY, name: 'Pause' });
    const next = (shown % count) + 1;
    await expectPhoto(page, next);

    // Pause: the button offers Play again, and no move comes when the next one was due (one
    // period after the last move, and a little more). A move that must not happen can only be
    // watched for; the watch ends as soon as that time has passed.
    await step.click(page, { selector: PLAY });
    await step.locate(page, { selector: PLAY, name: 'Play' });
    await step.waitFor(
      page,
      'the time of the next move passing without one',
      ([period, css, text]) => {
        const { journeyMoved } = window as unknown as { journeyMoved: number };
        const position = document.querySelector(css as string)?.textContent;
        if (position !== text) throw new Error(`moved on after Pause: ${position}`);
        return performance.now() > journeyMoved + (period as number) + 500;
      },
      [PLAY_INTERVAL_MS, `${VIEWER} .wgt-photos__position`, `Photo ${next} of ${count}`],
    );
  },
};
