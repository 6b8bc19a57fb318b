// Load more pressed 50 times on /media at volume (bench/growth.mjs): does a click cost more as
// the list grows, and what does the page keep? One slowed page per run (bench/growth-probe.mjs).
import { openSettled, pageFigures } from './growth-probe.mjs';

/** Clicks per run, as the issue asks. */
export const LOAD_MORE_CLICKS = 50;
/** The clicks whose time is reported (1-based). */
export const REPORTED_CLICKS = [1, 10, 50];
/**
 * The clicks the budget compares, as the median of each five: one click's time swings by a
 * third from one click to the next on this machine (each waits for a request and four frames),
 * so click 50 over click 1 alone passed or failed by chance.
 */
export const FIRST_CLICKS = [1, 5];
export const LAST_CLICKS = [46, 50];

/**
 * Presses Load more on /media up to `clicks` times, each a plain DOM click (Playwright's own
 * checks would show up as the page's long tasks) timed from the click to just after the frame
 * that draws the whole new page of cards (the timer after that frame's animation-frame
 * callback: its style, layout and paint are done; the hub reveals appended cards three a frame,
 * src/ui/cards/use-revealed-count.ts). Stops early when the button is gone: the hub has said
 * "All items are shown." (`ranOut`: the clicks that had items). Then the long tasks of all
 * rounds, the elements per card added, and the heap after a full collection.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url /media at the demo.
 */
export async function measureLoadMore(browser, url, clicks = LOAD_MORE_CLICKS) {
  const run = await openSettled(browser, url);
  try {
    const rounds = await run.page.evaluate(async (most) => {
      const growth = window.__growth;
      const root = document.querySelector('[data-widget="media-hub"] [data-widget-root]');
      if (!root) throw new Error('no media hub on /media');
      // Live lists: their length is cheap to read once a frame, however long the list grows.
      const cards = root.getElementsByClassName('wgt-card');
      const skeletons = root.getElementsByClassName('wgt-card--skeleton');
      const loaded = () => cards.length - skeletons.length;
      const button = () => root.querySelector('.wgt-media-hub__more');
      const take = loaded();
      const start = performance.now();
      const times = [];
      const nodesBefore = document.getElementsByTagName('*').length;
      let ranOut = false;
      for (let click = 1; click <= most; click++) {
        const more = button();
        if (!more) {
          ranOut = true;
          break;
        }
        const before = loaded();
        const clicked = performance.now();
        more.click();
        // A short last page, or none: the button goes when the hub knows it has them all.
        await growth.until(() => loaded() >= before + take || !button());
        times.push((await growth.afterPaint()) - clicked);
      }
      const cardsAdded = loaded() - take;
      return {
        start,
        times,
        ranOut,
        cards: loaded(),
        end: document.querySelector('.wgt-media-hub__end')?.textContent ?? '',
        nodesPerCard:
          cardsAdded > 0
            ? (document.getElementsByTagName('*').length - nodesBefore) / cardsAdded
            : 0,
      };
    }, clicks);
    // Let the last page's images and effects settle inside the measured window.
    await run.page.waitForTimeout(1000);
    const figures = await pageFigures(run, rounds.start);
    return {
      clicks: rounds.times.length,
      ranOut: rounds.ranOut,
      end: rounds.end,
      cards: rounds.cards,
      times: rounds.times.map(Math.round),
      // A click the run never made (the items ran out first) has no figure.
      ...Object.fromEntries(
        REPORTED_CLICKS.filter((click) => click <= rounds.times.length).map((click) => [
          `click${click}`,
          Math.round(rounds.times[click - 1] ?? 0),
        ]),
      ),
      nodesPerCard: Math.round(rounds.nodesPerCard * 10) / 10,
      firstClicks: medianOfClicks(rounds.times, FIRST_CLICKS),
      lastClicks: medianOfClicks(rounds.times, LAST_CLICKS),
      ...figures,
    };
  } finally {
    await run.context.close();
  }
}

/** The median time of clicks `from` to `to` (1-based), or 0 when the run did not make them all. */
function medianOfClicks(times, [from, to]) {
  if (times.length < to) return 0;
  const sorted = times.slice(from - 1, to).sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]);
}
