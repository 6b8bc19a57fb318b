// The bench's verdict: each measured figure beside its budget (bench/budgets.mjs). A figure past
// its budget makes `npm run bench` fail, so a change that grows the bundle has to say so.
import { BYTES, GROWTH, TIMES, WORDPRESS_LOAD } from './budgets.mjs';
import { FIRST_CLICKS, LAST_CLICKS } from './growth-load-more.mjs';

/**
 * [what, measured, budget] rows for the Budgets table and results.json. `lighthouse`,
 * `wordpressLighthouse`, `wordpress` and `growth` are null when not measured; their rows are
 * then left out.
 */
export function budgetRows({
  chunks,
  pages,
  wordpress,
  lighthouse,
  wordpressLighthouse,
  loadMore,
  popups,
  menuOpen,
  battery,
  growth,
  wordpressLoad,
}) {
  const boot = chunks.find((chunk) => chunk.role === 'boot');
  const pageJs = (name) => pages.find((page) => page.name === name)?.jsGzip ?? 0;
  return [
    ['boot chunk', boot?.gzip ?? 0, BYTES.bootChunk],
    // A language's messages, fetched only on a page in that language.
    ...chunks
      .filter((chunk) => chunk.role.startsWith('catalog: '))
      .map((chunk) => [`${chunk.role} chunk`, chunk.gzip, BYTES.catalog]),
    ['landing page JS', pageJs('landing'), BYTES.landing],
    ['media hub page JS', pageJs('media hub'), BYTES.mediaPage],
    [
      'media pages over their JS budget (count)',
      pages.filter((page) => page.budget === BYTES.mediaPage && page.jsGzip > page.budget).length,
      0,
    ],
    ...(wordpress
      ? [
          ['WordPress media page JS', wordpress.bundleJsGzip, wordpress.budget],
          ["WordPress media page: plugin's other scripts (count)", wordpress.pluginOther.length, 0],
        ]
      : []),
    ...(lighthouse
      ? [
          [
            'Lighthouse: pages over a budget (count)',
            lighthouse.filter((p) => p.over.length).length,
            0,
          ],
        ]
      : []),
    ...(wordpressLighthouse
      ? [
          [
            'Lighthouse: WordPress media page over a budget (count)',
            wordpressLighthouse.withWidgets.over.length ? 1 : 0,
            0,
          ],
        ]
      : []),
    [
      'page without widgets: scripts',
      pages.find((p) => p.name === 'no widgets')?.scripts.length ?? 0,
      1,
    ],
    ['media hub Load more x10: long tasks (count, median of 3 runs)', loadMore.longTasks, 0],
    ['media hub: identical GetMediaItems calls (count, worst run)', loadMore.identicalCalls, 0],
    ['pop-up code in first loads (count)', popups.lazyInFirstLoad, 0],
    ['news pop-up click to painted, ms (count)', popups.newsPainted, TIMES.newsPopupPainted],
    [
      'site menu: click to overlay painted, ms, slowest row (count)',
      Math.max(...menuOpen.map((run) => run.eventTiming ?? run.marks)),
      TIMES.menuOpen,
    ],
    ['5 x next photo: long tasks (count)', popups.nextPhotoLongTasks, 0],
    ['reliability battery: failed tests (count)', battery.failed, 0],
    ...(growth ? growthBudgetRows(growth) : []),
    ...(wordpressLoad ? loadBudgetRows(wordpressLoad) : []),
  ];
}

/**
 * The WordPress load budgets (bench/wordpress-load.mjs): errors, the service's reads per
 * question against the periods begun, p95 stated with the service answering, and the outage
 * phases' p95 over that one (the same run's reference).
 */
export function loadBudgetRows({ phases }) {
  const [answering] = phases;
  const rows = [];
  for (const phase of phases) {
    const name = `WordPress load, service ${phase.mode === 'answer' ? 'answering' : phase.mode === 'fail' ? 'failing' : 'hanging'}`;
    rows.push([`${name}: errors (count)`, phase.errors, WORDPRESS_LOAD.errors, 'count']);
    rows.push([
      `${name}: reads of one question, most (count)`,
      phase.upstreamMaxPerKey,
      phase.upstreamBudgetPerKey,
      'count',
    ]);
    if (phase === answering) {
      rows.push([`${name}: page p95`, phase.pageP95, WORDPRESS_LOAD.pageP95, 'ms']);
      rows.push([`${name}: route p95`, phase.routeP95, WORDPRESS_LOAD.routeP95, 'ms']);
    } else {
      rows.push([
        `${name}: page p95 over answering's`,
        phase.pageP95 / answering.pageP95,
        WORDPRESS_LOAD.outageSlowdown,
        'ratio',
      ]);
      rows.push([
        `${name}: route p95 over answering's`,
        phase.routeP95 / answering.routeP95,
        WORDPRESS_LOAD.outageSlowdown,
        'ratio',
      ]);
    }
  }
  return rows;
}

/**
 * The growth budgets, at factor 16, from the medians of bench/growth.mjs:
 * [what, measured, budget, unit] (report.printBudgets prints by the unit). Their names start
 * with 'growth', which `--growth-only` uses to replace them in bench/results.json.
 */
export function growthBudgetRows(growth) {
  const median = (scenario, factor = GROWTH.factor) =>
    growth.rows.find((row) => row.scenario.startsWith(scenario) && row.factor === factor)?.median;
  const popup = median('event pop-up');
  const viewer = median('photo viewer');
  // The paired runs where there are (bench/growth.mjs, measureCalendarPairs), else the table's.
  const calendar = growth.calendarPairs?.atFactor.median ?? median('calendar');
  const calendarAt1 = growth.calendarPairs?.at1.median ?? median('calendar', 1);
  const loadMore = growth.loadMore.find((row) => row.factor === GROWTH.factor)?.median;
  const at = `growth ${GROWTH.factor}x:`;
  return [
    ...(growth.lighthouse
      ? [
          [
            `${at} Lighthouse, demo pages over a budget (count)`,
            growth.lighthouse.filter((page) => page.over.length).length,
            0,
            'count',
          ],
        ]
      : []),
    ...(popup
      ? [
          [
            `${at} event pop-up, longest task to related events`,
            popup.longest,
            GROWTH.eventPopupLongestTask,
            'ms',
          ],
        ]
      : []),
    ...(loadMore
      ? [
          [
            `${at} Load more, clicks ${LAST_CLICKS.join('-')} over clicks ${FIRST_CLICKS.join('-')} (medians)`,
            // No click 50 (the items ran out first) fails the budget rather than pass it.
            loadMore.firstClicks && loadMore.lastClicks
              ? loadMore.lastClicks / loadMore.firstClicks
              : Number.POSITIVE_INFINITY,
            GROWTH.loadMoreSlowdown,
            'ratio',
          ],
          [
            `${at} Load more, heap after ${growth.clicks} clicks`,
            loadMore.heap,
            GROWTH.loadMoreHeap,
            'MB',
          ],
        ]
      : []),
    ...(viewer
      ? [
          [
            `${at} photo viewer, click to first photo painted`,
            viewer.shown,
            GROWTH.photoViewerOpen,
            'ms',
          ],
          [
            `${at} photo viewer, 10 x next: long tasks`,
            viewer.nextLongTasks,
            GROWTH.nextPhotoLongTasks,
            'count',
          ],
        ]
      : []),
    ...(calendar && calendarAt1
      ? [
          [
            `${at} calendar first cards, paired runs (budget: factor 1's + 10%)`,
            calendar.shown,
            Math.round(calendarAt1.shown * GROWTH.calendarFirstCardsGrowth),
            'ms',
          ],
        ]
      : []),
  ];
}

/** The rows whose figure is past its budget, by name. */
export const overBudget = (budgets) =>
  budgets.filter(([, value, budget]) => value > budget).map(([what]) => what);
