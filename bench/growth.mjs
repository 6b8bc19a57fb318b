// Growth: what a year of content costs the widgets. At factors 1, 4 and 16 of the
// demo's media data (demo/README.md, "Volume test mode"; 16 is ~1,000 coming events and ~5,000
// posts), on a 4x slower CPU: the calendar, the media hub, a group page, an event pop-up with
// its related events and the photo viewer on the largest set (bench/growth-scenarios.mjs), and
// Load more pressed 50 times (bench/growth-load-more.mjs).
import { QUIET_CHROMIUM_ARGS, withDemoAndChromium } from './browser.mjs';
import { GROWTH } from './budgets.mjs';
import { LOAD_MORE_CLICKS, measureLoadMore } from './growth-load-more.mjs';
import { growthScenarios } from './growth-scenarios.mjs';

/** The factors of the seed the issue asks for. */
export const FACTORS = [1, 4, 16];

/**
 * Each factor gets a demo server at that volume and a Chromium of its own. In it one
 * unmeasured pass over the scenarios goes first (bench/load-more.mjs says why: a first run in a
 * fresh process is slower, and here the factor's data is also built on the first request),
 * then `runs` passes, each scenario once a pass in a fresh page, so a noisy minute on this
 * 2-core machine spreads over every scenario instead of spoiling one. Every figure is the
 * median of the runs, printed with their min–max spread.
 *
 * Load more x50: at the budgets' factor (16), an unmeasured run of 10 clicks, then `runs` runs. At factor 1 one
 * run shows what happens when the items run out (about 26 pages of the seed's timeline); at
 * factor 4 it would not, and it costs as much as 16.
 */
export async function measureGrowth({ factors = FACTORS, runs = 3 } = {}) {
  const rows = [];
  const loadMore = [];
  for (const factor of factors) {
    await withDemoAndChromium(
      QUIET_CHROMIUM_ARGS,
      async ({ demo, browser }) => {
        const scenarios = growthScenarios(demo);
        const measured = scenarios.map(() => []);
        for (let pass = 0; pass <= runs; pass++) {
          for (const [index, scenario] of scenarios.entries()) {
            const figures = await scenario.measure(browser);
            if (pass > 0) measured[index]?.push(figures);
          }
        }
        scenarios.forEach((scenario, index) => {
          rows.push({ scenario: scenario.name, factor, ...summarize(measured[index] ?? []) });
        });
        const media = new URL('/media', demo.url).href;
        if (factor === GROWTH.factor) {
          await measureLoadMore(browser, media, 10);
          const measuredRuns = [];
          for (let run = 0; run < runs; run++) {
            measuredRuns.push(await measureLoadMore(browser, media));
          }
          loadMore.push({ factor, ...summarize(measuredRuns) });
        } else if (factor === 1) {
          loadMore.push({ factor, ...summarize([await measureLoadMore(browser, media)]) });
        }
      },
      { volume: factor },
    );
  }
  return { factors, runs, clicks: LOAD_MORE_CLICKS, rows, loadMore };
}

/**
 * The median, min and max of every numeric figure of `runs` (objects with the same keys),
 * and the runs themselves. The median of an even count is the upper middle one.
 * @param {Record<string, unknown>[]} runs
 */
export function summarize(runs) {
  /** @type {Record<string, number>} */
  const median = {};
  /** @type {Record<string, number>} */
  const min = {};
  /** @type {Record<string, number>} */
  const max = {};
  for (const key of Object.keys(runs[0] ?? {})) {
    const values = runs.map((run) => run[key]).filter((value) => typeof value === 'number');
    if (values.length !== runs.length) continue;
    const sorted = values.sort((a, b) => a - b);
    median[key] = sorted[Math.floor(sorted.length / 2)] ?? 0;
    min[key] = sorted[0] ?? 0;
    max[key] = sorted[sorted.length - 1] ?? 0;
  }
  return { median, min, max, runs };
}
