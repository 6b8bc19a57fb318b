// The bench's report: one table per section, in the order bench/run.mjs measures them, and
// bench/results.json (its shape is read by whoever compares two runs: keep its keys).
import { readFile, writeFile } from 'node:fs/promises';
import { TIMES } from './budgets.mjs';
import { kb, mb, printTable } from './table.mjs';

const RESULTS = 'bench/results.json';

export function printChunks(chunks) {
  printTable(
    'Bundle chunks (gzip -9)',
    ['chunk', 'role', 'raw', 'gzip'],
    chunks.map((chunk) => [chunk.file, chunk.role, kb(chunk.raw), kb(chunk.gzip)]),
  );
}

export function printWidgets(widgets) {
  printTable(
    'Widgets: own chunk + chunks only it needs (gzip -9; React and shared chunks listed above)',
    ['widget', 'gzip'],
    Object.entries(widgets).map(([name, bytes]) => [name, kb(bytes)]),
  );
}

export function printModules(modules) {
  printTable(
    'Shared modules: what each adds to a chunk that uses all of it (esbuild, minified, gzip -9)',
    ['module', 'gzip', 'budget', ''],
    modules.map((module) => [
      module.name,
      kb(module.gzip),
      module.budget ? kb(module.budget) : '',
      module.budget ? (module.gzip <= module.budget ? 'ok' : 'OVER') : '',
    ]),
  );
}

export function printPages(pages) {
  printTable(
    'Demo pages on first visit (Chromium, 1280x800)',
    ['page', 'scripts', 'JS gzip', 'budget', '', 'CLS', 'long tasks', 'DOMContentLoaded', 'load'],
    pages.map((page) => [
      page.name,
      String(page.scripts.length),
      kb(page.jsGzip),
      page.budget ? kb(page.budget) : '',
      page.budget ? (page.jsGzip <= page.budget ? 'ok' : 'OVER') : '',
      page.cls.toFixed(3),
      String(page.longTasks),
      `${page.domContentLoaded} ms`,
      `${page.load} ms`,
    ]),
  );
}

/**
 * WordPress: its media page loads the demo's first-load JavaScript, nothing more of
 * the plugin; the theme's and WordPress's own scripts are reported apart. `wordpress` is null
 * on a machine without WordPress.
 */
export function printWordPress(wordpress, pages) {
  printTable(
    'WordPress media page on first visit (npm run wordpress, Chromium, 1280x800)',
    ['what', 'files', 'JS gzip', 'budget', ''],
    wordpress
      ? [
          [
            "the bundle (the plugin's dist/)",
            String(wordpress.bundleScripts.length),
            kb(wordpress.bundleJsGzip),
            kb(wordpress.budget),
            wordpress.bundleJsGzip <= wordpress.budget ? 'ok' : 'OVER',
          ],
          [
            'the demo media page, for comparison',
            '',
            kb(pages.find((p) => p.name === 'media hub')?.jsGzip ?? 0),
            '',
            '',
          ],
          [
            "the plugin's other scripts",
            String(wordpress.pluginOther.length),
            '',
            '0',
            wordpress.pluginOther.length ? 'OVER' : 'ok',
          ],
          [
            "the theme's and WordPress's own",
            String(wordpress.otherScripts.length),
            kb(wordpress.otherJsGzip),
            '',
            '',
          ],
        ]
      : [['not measured: no WordPress on this machine', '', '', '', '']],
  );
}

export function printLoadMore(loadMore) {
  printTable(
    'Media hub: 10 Load more rounds on /media, CPU throttled 4x (Chromium, 1280x800), 3 runs after one unmeasured',
    ['run', 'cards', 'long tasks', 'longest task', 'GetMediaItems calls', 'identical calls'],
    loadMore.runs.map((run, index) => [
      String(index + 1),
      String(run.cards),
      String(run.longTasks),
      `${run.longestTask} ms`,
      String(run.calls),
      String(run.identicalCalls),
    ]),
  );
}

/** A figure's median, and its min–max spread when the runs differ; '–' when not measured. */
const spread = (row, key, format = String) =>
  !(key in row.median)
    ? '–'
    : row.min[key] === row.max[key]
      ? format(row.median[key])
      : `${format(row.median[key])} (${format(row.min[key])}–${format(row.max[key])})`;

/**
 * The growth table (bench/growth.mjs): a row per scenario and factor. "shown" is the
 * navigation to the first loaded card painted on a page, the click to the related events
 * painted for the event pop-up, the click to the first photo painted for the viewer; long
 * tasks, nodes and heap are the page's after that (the pop-ups' long tasks: from the click).
 */
export function printGrowth(growth) {
  const answer = (bytes) => (bytes / 1024).toFixed(1);
  const rows = growth.rows.flatMap((row) => {
    const line = [
      row.scenario,
      `${row.factor}x`,
      spread(row, 'answerBytes', answer),
      spread(row, 'answerWireBytes', answer),
      spread(row, 'shown'),
      spread(row, 'longTasks'),
      spread(row, 'longest'),
      spread(row, 'nodes'),
      spread(row, 'heap', (bytes) => (bytes / 1024 ** 2).toFixed(1)),
    ];
    if (!('nextLongTasks' in row.median)) return [line];
    const next = ['  then 10 x Next photo', '', '', '', '', spread(row, 'nextLongTasks')];
    return [line, [...next, spread(row, 'nextLongest'), '', '']];
  });
  printTable(
    `Growth: the demo's media data at ${growth.factors.join(', ')}x the seed, CPU throttled 4x (Chromium, 1280x800); median (min–max) of ${growth.runs} runs after one unmeasured`,
    [
      'scenario',
      'factor',
      'answers KB',
      'sent KB',
      'shown ms',
      'long tasks',
      'longest ms',
      'DOM nodes',
      'heap MB',
    ],
    rows,
  );
  const pairs = growth.calendarPairs;
  if (pairs) {
    const ratio = pairs.atFactor.median.shown / pairs.at1.median.shown;
    console.log(
      `Calendar first cards in ${pairs.pairs} pairs of runs (factor 1 and ${pairs.factor} alternately, one server and Chromium): factor 1 ${spread(pairs.at1, 'shown')} ms, factor ${pairs.factor} ${spread(pairs.atFactor, 'shown')} ms, ratio ${ratio.toFixed(2)}`,
    );
  }
}

/** Load more pressed up to 50 times on /media at volume (bench/growth-load-more.mjs). */
export function printGrowthLoadMore(growth) {
  printTable(
    `Growth: Load more x${growth.clicks} on /media, CPU throttled 4x, click to the new page of cards painted; median (min–max)`,
    [
      'factor',
      'runs',
      'clicks',
      'click 1 ms',
      'click 10 ms',
      'click 50 ms',
      'clicks 1-5 ms',
      'clicks 46-50 ms',
      'long tasks',
      'longest ms',
      'nodes per card',
      'heap MB',
      'cards',
      'ran out',
    ],
    growth.loadMore.map((row) => [
      `${row.factor}x`,
      String(row.runs.length),
      spread(row, 'clicks'),
      spread(row, 'click1'),
      spread(row, 'click10'),
      spread(row, 'click50'),
      spread(row, 'firstClicks'),
      spread(row, 'lastClicks'),
      spread(row, 'longTasks'),
      spread(row, 'longest'),
      spread(row, 'nodesPerCard'),
      spread(row, 'heap', (bytes) => (bytes / 1024 ** 2).toFixed(1)),
      spread(row, 'cards'),
      row.runs.some((run) => run.ranOut) ? `yes: “${row.runs[0]?.end ?? ''}”` : 'no',
    ]),
  );
}

/** The pop-ups' rows are made by bench/popups.mjs: results.json keeps them as printed. */
export function printPopups(popups) {
  printTable(
    `Media pop-ups: first-load check, news pop-up click to painted (budget ${TIMES.newsPopupPainted} ms, median of 5), 5 x next photo`,
    ['what', 'measured', 'budget', ''],
    popups.rows,
  );
}

export function printMenuOpen(menuOpen) {
  printTable(
    `Site menu: click on the menu button to the overlay painted, CPU throttled 4x, median of 3 (budget ${TIMES.menuOpen} ms)`,
    ['page', 'how', 'width', 'Event Timing: click to paint', 'marks: click to its frame', ''],
    menuOpen.map((run) => [
      run.name,
      run.mode,
      `${run.width}px`,
      run.mode === 'cold click'
        ? 'n/a'
        : run.eventTiming === null
          ? 'under 16 ms'
          : `${run.eventTiming} ms`,
      `${run.marks} ms`,
      (run.eventTiming ?? run.marks) <= TIMES.menuOpen ? 'ok' : 'OVER',
    ]),
  );
}

/** Reliability battery: its end-to-end tests record the figures; printed as recorded. */
export function printBattery(battery) {
  printTable(
    `Reliability battery: ${battery.files.length} test files, ${battery.passed} passed, ${battery.failed} failed (Chromium)`,
    ['part', 'figure', 'value'],
    Object.entries(battery.parts).flatMap(([part, figures]) =>
      Object.entries(figures).map(([figure, value], index) => [
        index === 0 ? part : '',
        figure,
        String(value),
      ]),
    ),
  );
}

/**
 * A row's 4th cell, when it has one, is its unit ('count', 'ms', 'ratio', 'MB'); without one,
 * counts and scripts are printed as numbers, everything else as bytes.
 */
export function printWordPressLoad(load) {
  if (!load) {
    console.log('\nWordPress load: skipped (no WordPress on this machine)');
    return;
  }
  const ms = (value) => `${Math.round(value)} ms`;
  printTable(
    `WordPress load: /media/ and /calendar/ with their widgets' route calls (${load.keys} questions)`,
    [
      'service',
      's',
      'views',
      'page p50',
      'page p95',
      'calls',
      'route p50',
      'route p95',
      'errors',
      'reads',
      'most/question',
      'budget',
    ],
    load.phases.map((phase) => [
      phase.mode,
      phase.seconds.toFixed(0),
      phase.views,
      ms(phase.pageP50),
      ms(phase.pageP95),
      phase.routeCalls,
      ms(phase.routeP50),
      ms(phase.routeP95),
      phase.errors ? `${phase.errors} (${phase.firstErrors.join('; ')})` : 0,
      phase.upstreamCalls,
      phase.upstreamMaxPerKey,
      phase.upstreamBudgetPerKey,
    ]),
  );
}

export function printBudgets(budgets) {
  const isCount = (what) => /scripts|\(count[,)]/.test(what);
  const format = (unit, value) =>
    unit === 'ms'
      ? `${Math.round(value)} ms`
      : unit === 'ratio'
        ? value.toFixed(2)
        : unit === 'MB'
          ? mb(value)
          : unit === 'count'
            ? String(value)
            : kb(value);
  printTable(
    'Budgets',
    ['what', 'measured', 'budget', ''],
    budgets.map(([what, value, budget, unit = isCount(what) ? 'count' : 'bytes']) => [
      what,
      format(unit, value),
      format(unit, budget),
      value <= budget ? 'ok' : 'OVER',
    ]),
  );
}

/** A full run's figures, dated, replacing the file. */
export async function writeResults(figures) {
  await writeFile(
    RESULTS,
    `${JSON.stringify({ date: new Date().toISOString(), ...figures }, null, 2)}\n`,
  );
  console.log('\nwrote bench/results.json');
}

/** `--lighthouse-only`: Lighthouse's figures replace those of the last full run, kept otherwise. */
export async function mergeLighthouseResults({ lighthouse, wordpressLighthouse }) {
  const previous = JSON.parse(await readFile(RESULTS, 'utf8').catch(() => '{}'));
  await writeFile(
    RESULTS,
    `${JSON.stringify({ ...previous, lighthouseDate: new Date().toISOString(), lighthouse, wordpressLighthouse }, null, 2)}\n`,
  );
  console.log('\nwrote the Lighthouse figures into bench/results.json');
}

/**
 * `--growth-only`: the growth figures and their budget rows (named 'growth ...') replace those
 * of the last full run; everything else is kept.
 */
export async function mergeGrowthResults(growth, growthBudgets) {
  const previous = JSON.parse(await readFile(RESULTS, 'utf8').catch(() => '{}'));
  const budgets = [
    ...(previous.budgets ?? []).filter(([what]) => !String(what).startsWith('growth')),
    ...growthBudgets,
  ];
  await writeFile(
    RESULTS,
    `${JSON.stringify({ ...previous, growthDate: new Date().toISOString(), growth, budgets }, null, 2)}\n`,
  );
  console.log('\nwrote the growth figures into bench/results.json');
}
