// What each demo page loads on a first visit and how it behaves: the scripts fetched from
// /widgets/ (their gzip -9 sum is the page's first-load JavaScript), layout shifts, long tasks
// and the navigation's timings, in Chromium at 1280x800.
import { GROUP_SLUGS } from '../demo/pages/routes.mjs';
import { QUIET_CHROMIUM_ARGS, withDemoAndChromium } from './browser.mjs';
import { BYTES } from './budgets.mjs';

/** [name, path, first-load JS budget (media pages)] */
const PAGES = [
  ['landing', '/', BYTES.landing],
  ['second-level', '/about/schools/riverside'],
  ['media hub', '/media', BYTES.mediaPage],
  ...GROUP_SLUGS.map((group) => [`group: ${group}`, `/media/filter/${group}`, BYTES.mediaPage]),
  ['search expression', '/media?SearchExpression=%23SportsDay', BYTES.mediaPage],
  ['calendar', '/calendar', BYTES.mediaPage],
  ['search', '/search/term'],
  ['parents area', '/parents'],
  ['no widgets', '/blank'],
];

/**
 * Opens every page of PAGES in a fresh context; `list` is the build's chunks (bytes.mjs), whose
 * gzip sizes give each page's JavaScript.
 */
export function measurePages(list, pages = PAGES) {
  const byFile = new Map(list.map((chunk) => [chunk.file, chunk]));
  return withDemoAndChromium(QUIET_CHROMIUM_ARGS, async ({ demo, browser }) => {
    const results = [];
    for (const [name, path, budget] of pages) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.addInitScript(observeMetrics);
      const scripts = [];
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.pathname.startsWith('/widgets/') && url.pathname.endsWith('.js')) {
          scripts.push(url.pathname.slice('/widgets/'.length));
        }
      });
      await page.goto(new URL(path, demo.url).href, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      const metrics = await page.evaluate(() => {
        const navigation = performance.getEntriesByType('navigation')[0];
        return {
          ...window.__benchMetrics,
          domContentLoaded: Math.round(navigation?.domContentLoadedEventEnd ?? 0),
          load: Math.round(navigation?.loadEventEnd ?? 0),
        };
      });
      results.push({
        name,
        path,
        budget,
        scripts,
        jsGzip: scripts.reduce((sum, file) => sum + (byFile.get(file)?.gzip ?? 0), 0),
        cls: metrics.cls,
        longTasks: metrics.longTasks,
        domContentLoaded: metrics.domContentLoaded,
        load: metrics.load,
      });
      await context.close();
    }
    return results;
  });
}

/** Runs in the page before any script: collects layout shifts and long tasks. */
function observeMetrics() {
  const metrics = { cls: 0, longTasks: 0 };
  window.__benchMetrics = metrics;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.hadRecentInput) metrics.cls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    metrics.longTasks += list.getEntries().length;
  }).observe({ type: 'longtask', buffered: true });
}
