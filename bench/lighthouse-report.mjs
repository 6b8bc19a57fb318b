// Lighthouse in the bench's report: runs it on the demo's pages and on the WordPress media page
// (bench/lighthouse.mjs, bench/wordpress.mjs measure) and prints a table for each.
import { LIGHTHOUSE_BUDGETS, measureLighthouse } from './lighthouse.mjs';
import { printTable } from './table.mjs';
import { measureWordPressLighthouse, WORDPRESS_LIGHTHOUSE_BUDGETS } from './wordpress.mjs';

/** Runs Lighthouse on every demo page and prints its table (budgets: LIGHTHOUSE_BUDGETS). */
export async function runLighthouse(runs, volume = 1) {
  const started = Date.now();
  const at = volume > 1 ? `the demo's media data at factor ${volume}, ` : '';
  console.log(
    `\nLighthouse, ${at}${runs} runs per page after an unmeasured one (about 8 s a run)...`,
  );
  const results = await measureLighthouse({ runs, volume, log: console.log });
  printLighthouse(results, LIGHTHOUSE_BUDGETS, runs, started, at && `At factor ${volume}: `);
  return results;
}

/**
 * Lighthouse on the WordPress media page and on the theme alone, its table printed;
 * null without WordPress.
 */
export async function runWordPressLighthouse(runs) {
  const started = Date.now();
  console.log('\nLighthouse on the WordPress media page, then the theme alone...');
  const results = await measureWordPressLighthouse({ runs, log: console.log });
  if (results) {
    printLighthouse(
      [results.withWidgets, results.themeAlone],
      WORDPRESS_LIGHTHOUSE_BUDGETS,
      runs,
      started,
      'WordPress (Twenty Twenty-Three), ',
    );
  } else console.log('  not measured: no WordPress on this machine');
  return results;
}

/** Names of the pages, demo and WordPress, that missed a Lighthouse budget. */
export function lighthouseOver(lighthouse, wordpressLighthouse) {
  return [...(lighthouse ?? []), ...(wordpressLighthouse ? [wordpressLighthouse.withWidgets] : [])]
    .filter((page) => page.over.length)
    .map((page) => page.name);
}

/** Prints Lighthouse's figures per page: median (min-max), OVER where a budget is not met. */
function printLighthouse(results, b, runs, started, what = '') {
  const cell = (page, figure, format = String) => {
    const [min, max] = page.spread[figure];
    const range = min === max ? '' : ` (${format(min)}-${format(max)})`;
    return `${format(page.median[figure])}${range}${page.over.includes(figure) ? ' OVER' : ''}`;
  };
  const seconds = (ms) => (ms / 1000).toFixed(1);
  const budget = (figure, format = String) =>
    b[figure] === undefined
      ? ''
      : ` (${['lcp', 'tbt'].includes(figure) ? '<= ' : ''}${format(b[figure])})`;
  printTable(
    `${what}Lighthouse ${runs > 1 ? `median of ${runs} runs (min-max)` : '1 run'}, mobile, simulated throttling, after one unmeasured run per page (${Math.round((Date.now() - started) / 1000)} s)`,
    [
      'page',
      `perf${budget('performance')}`,
      `a11y${budget('accessibility')}`,
      `best pr.${budget('best-practices')}`,
      `SEO${budget('seo')}`,
      `LCP s${budget('lcp', seconds)}`,
      `TBT ms${budget('tbt')}`,
      `CLS${budget('cls', (value) => value.toFixed(2))}`,
      '',
    ],
    results.map((page) => [
      page.name,
      cell(page, 'performance'),
      cell(page, 'accessibility'),
      cell(page, 'best-practices'),
      cell(page, 'seo'),
      cell(page, 'lcp', seconds),
      cell(page, 'tbt'),
      cell(page, 'cls', (value) => value.toFixed(2)),
      page.over.length ? 'OVER' : 'ok',
    ]),
  );
  const failing = results.flatMap((page) => {
    const audits = [...new Set(page.runs.flatMap((run) => Object.values(run.failing).flat()))];
    return audits.length ? [`  ${page.name}: ${audits.join(', ')}`] : [];
  });
  if (failing.length)
    console.log(
      `Accessibility, best practices, SEO: audits failed in some run:\n${failing.join('\n')}`,
    );
}
