// The bench's verdict: each measured figure beside its budget (bench/budgets.mjs). A figure past
// its budget makes `npm run bench` fail, so a change that grows the bundle has to say so.
import { BYTES, TIMES } from './budgets.mjs';

/**
 * [what, measured, budget] rows for the Budgets table and results.json. `lighthouse`,
 * `wordpressLighthouse` and `wordpress` are null when not measured; their rows are then left out.
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
  ];
}

/** The rows whose figure is past its budget, by name. */
export const overBudget = (budgets) =>
  budgets.filter(([, value, budget]) => value > budget).map(([what]) => what);
