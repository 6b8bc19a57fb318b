// Lighthouse in `npm run bench`: every demo page, mobile form factor with Lighthouse's
// default simulated throttling, against /usr/bin/chromium and a demo server started as
// `npm start` starts it (its own Node process, so Lighthouse's own work in this process does not
// hold up the server's answers). Offline: Chromium runs with every background service off and a
// host resolver that resolves nothing but localhost, so neither it nor Lighthouse (which only
// talks to Chromium and the pages' own origin) can reach the internet.
//
// Each page is measured `runs` times on the same running demo, after one unmeasured run of it:
// on a freshly started demo the first run of /media scored 100 (LCP 1.6 s) and the next ones
// 89-92 (LCP 3.4-3.8 s), so a first run flatters. The figures are the median of the runs, with
// their spread (min-max).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createSeed } from '../demo/data/seed.mjs';
import { createVolumeSeed } from '../demo/data/volume-seed.mjs';
import { GROUP_SLUGS } from '../demo/pages/routes.mjs';
import { QUIET_CHROMIUM_ARGS } from './browser.mjs';
import { LIGHTHOUSE } from './budgets.mjs';
import { startServerProcess } from './server-process.mjs';

/** Lighthouse's categories and metrics reported per page, with their budgets. */
export const CATEGORIES = [
  ['performance', 'perf'],
  ['accessibility', 'a11y'],
  ['best-practices', 'best pr.'],
  ['seo', 'SEO'],
];
/** Lighthouse's budgets (bench/budgets.mjs). */
export const LIGHTHOUSE_BUDGETS = LIGHTHOUSE;

/**
 * Every demo page; the share URL is an upcoming event of the seed at `volume` (the demo's
 * media data times `volume`, demo/README.md "Volume test mode").
 */
export function lighthousePages(volume = 1) {
  return [
    ['landing', '/'],
    ['second-level', '/about/schools/riverside'],
    ['media hub', '/media'],
    ...GROUP_SLUGS.map((group) => [`group: ${group}`, `/media/filter/${group}`]),
    ['search expression', '/media?SearchExpression=%23SportsDay'],
    ['calendar', '/calendar'],
    ['search', '/search/term'],
    ['parents area', '/parents'],
    ['share URL (event)', eventSharePath(volume)],
  ];
}

/** The seed's ids do not depend on its `now`: the first event still to come. */
function eventSharePath(volume) {
  const now = Date.now();
  const seed = volume > 1 ? createVolumeSeed(new Date(now), volume) : createSeed(new Date(now));
  const events = seed.items.filter(
    (item) => item.ItemType === 'TiarcCalendar' && Date.parse(item.Date) > now,
  );
  const event = events.sort((a, b) => Date.parse(a.Date) - Date.parse(b.Date))[0];
  if (!event) throw new Error('bench/lighthouse.mjs: the seed has no coming event');
  return `/media/eventsfeed/${event.FeedId}/${event.Id}`;
}

const CHROME_FLAGS = [
  '--headless',
  ...QUIET_CHROMIUM_ARGS,
  // Nothing but the demo (on localhost) resolves: the bench stays offline.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost',
];

/** Lighthouse's default (mobile, simulated throttling), without what the figures do not use. */
const CONFIG = {
  extends: 'lighthouse:default',
  settings: {
    onlyCategories: CATEGORIES.map(([id]) => id),
    disableFullPageScreenshot: true,
    // Weight 0 in every category, and slow: screenshots, and the back/forward cache check
    // (it navigates away and back).
    skipAudits: ['screenshot-thumbnails', 'final-screenshot', 'bf-cache'],
  },
};

/**
 * Measures every page: one unmeasured run, then `runs` runs. Returns one entry per page with
 * each run's figures, their medians and spread, and whether the budgets are met.
 * `site`: the site the pages are on (bench/wordpress.mjs); by default the demo, started here.
 * `budgets`: the figures' budgets; a figure without one is reported only.
 * `volume`: the demo started with its media data at that factor (DEMO_VOLUME).
 * @param {{ runs: number, pages?: [string, string][], log?: (line: string) => void,
 *   site?: { url: string }, budgets?: Partial<typeof LIGHTHOUSE_BUDGETS>, volume?: number }} options
 */
export async function measureLighthouse({
  runs,
  volume = 1,
  pages = lighthousePages(volume),
  log = () => {},
  site,
  budgets = LIGHTHOUSE_BUDGETS,
}) {
  const demo = site ?? (await startDemoProcess(volume));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const results = [];
  try {
    for (const [name, path] of pages) {
      const url = new URL(path, demo.url).href;
      const started = Date.now();
      await lighthouseRun(url, chrome.port); // warm-up, not counted
      const measured = [];
      for (let run = 0; run < runs; run++) measured.push(await lighthouseRun(url, chrome.port));
      const page = summarise(name, path, measured, budgets);
      results.push(page);
      log(
        `  lighthouse ${name}: perf ${page.median.performance}, LCP ${page.median.lcp} ms, ` +
          `TBT ${page.median.tbt} ms (${runs + 1} runs, ${Math.round((Date.now() - started) / 1000)} s; ` +
          `CPU benchmark index ${measured.map((run) => run.benchmarkIndex).join(', ')})`,
      );
    }
  } finally {
    await chrome.kill();
    if (!site) await demo.close();
  }
  return results;
}

async function lighthouseRun(url, port) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' }, CONFIG);
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcp: Math.round(metric('largest-contentful-paint')),
    tbt: Math.round(metric('total-blocking-time')),
    cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
    // Lighthouse's own measure of this machine's CPU speed at the time: simulated throttling
    // scales what it observed, so a slower machine shows more blocking time for the same page.
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    // What kept accessibility, best practices or SEO under 100 (performance's metrics are in
    // the table), to read without opening a report.
    failing: Object.fromEntries(
      CATEGORIES.filter(([id]) => id !== 'performance')
        .map(([id]) => [
          id,
          (lhr.categories[id]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => ref.id),
        ])
        .filter(([, ids]) => ids.length > 0),
    ),
  };
}

const FIGURES = ['performance', 'accessibility', 'best-practices', 'seo', 'lcp', 'tbt', 'cls'];

function summarise(name, path, runs, budgets) {
  const median = {};
  const spread = {};
  for (const figure of FIGURES) {
    const values = runs.map((run) => run[figure]).sort((a, b) => a - b);
    median[figure] = values[Math.floor((values.length - 1) / 2)];
    spread[figure] = [values[0], values[values.length - 1]];
  }
  const over = FIGURES.filter(
    (figure) =>
      budgets[figure] !== undefined &&
      (['lcp', 'tbt', 'cls'].includes(figure)
        ? median[figure] > budgets[figure]
        : median[figure] < budgets[figure]),
  );
  return { name, path, median, spread, over, runs };
}

/** `node demo/server.mjs` on free ports; resolves once it prints its address. */
const startDemoProcess = (volume) =>
  startServerProcess(
    'demo/server.mjs',
    { PORT: '0', ADMIN_PORT: '0', DEMO_VOLUME: String(volume) },
    /Demo site: (http:\/\/\S+?)\/? /,
  );
