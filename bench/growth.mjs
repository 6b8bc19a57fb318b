// Growth: what a year of content costs the widgets. At factors 1, 4 and 16 of the
// demo's media data (demo/README.md, "Volume test mode"; 16 is ~1,000 coming events and ~5,000
// posts), on a 4x slower CPU: the calendar, the media hub, a group page, an event pop-up with
// its related events and the photo viewer on the largest set (bench/growth-scenarios.mjs), and
// Load more pressed 50 times (bench/growth-load-more.mjs).
import { QUIET_CHROMIUM_ARGS, withDemoAndChromium } from './browser.mjs';
import { GROWTH } from './budgets.mjs';
import { LOAD_MORE_CLICKS, measureLoadMore } from './growth-load-more.mjs';
import { openSettled } from './growth-probe.mjs';
import { growthScenarios } from './growth-scenarios.mjs';

/** The factors of the seed the issue asks for. */
export const FACTORS = [1, 4, 16];

/** Pairs of calendar pages for its budget, factor 1 beside the budgets' factor. */
export const CALENDAR_PAIRS = 9;

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
  const calendarPairs = await measureCalendarPairs();
  return { factors, runs, clicks: LOAD_MORE_CLICKS, rows, loadMore, calendarPairs };
}

/**
 * The calendar's budget compares two factors, and the table's factors are minutes apart, each
 * in a server and a Chromium of its own: on this noisy 2-core machine a quiet minute for one
 * and a busy one for the other moved the ratio by 0.2 with nothing else changed. So its budget
 * is measured in pairs in one server and one Chromium: /calendar (factor 1) and
 * /calendar?demoVolume=16 (the same page on the volume's data) one after the other, which one
 * goes first alternating, one unmeasured pair first, then CALENDAR_PAIRS; the medians of each.
 */
export async function measureCalendarPairs(pairs = CALENDAR_PAIRS) {
  return withDemoAndChromium(QUIET_CHROMIUM_ARGS, async ({ demo, browser }) => {
    const page = (factor) =>
      new URL(factor === 1 ? '/calendar' : `/calendar?demoVolume=${factor}`, demo.url).href;
    /** @type {Record<number, { shown: number }[]>} */
    const shown = { 1: [], [GROWTH.factor]: [] };
    for (let pair = 0; pair <= pairs; pair++) {
      for (const factor of pair % 2 ? [1, GROWTH.factor] : [GROWTH.factor, 1]) {
        const run = await openSettled(browser, page(factor));
        await run.context.close();
        if (pair > 0) shown[factor]?.push({ shown: run.firstCards });
      }
    }
    return {
      pairs,
      factor: GROWTH.factor,
      at1: summarize(shown[1] ?? []),
      atFactor: summarize(shown[GROWTH.factor] ?? []),
    };
  });
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
