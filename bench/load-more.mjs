// The media hub under load: Load more pressed round after round on a slowed CPU, the
// long tasks seen meanwhile and the GetMediaItems calls sent.
import { withDemoAndChromium } from './browser.mjs';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
];

/**
 * Ten Load more rounds on a 4x slower CPU, three times, each in a fresh page: one run on this
 * 2-core machine says little (runs minutes apart went from 0 to 5 long tasks with the same
 * code), so every run is kept and the budget takes the median, as the menu's figure does. One
 * unmeasured run at full speed goes first: without it, in 7 sets of runs each in a fresh Node
 * process, the first runs had 20 long tasks (6 of 7 had some) and the 17 runs after them 2.
 * With it, 1 long task in 6 runs (but 6 in 5 runs in a set that also kept one demo server for
 * all runs). Each run has a fresh browser, so the widget's own code starts cold every time;
 * what is cold in a first run only is outside the page, most likely the demo server's code (its
 * image stand-in draws every PNG in JavaScript on the same two cores). Warming only its PNG
 * cache did not help (session 3), so that is not proven.
 */
export async function measureLoadMoreRuns() {
  await measureLoadMore(10, 1);
  const runs = [];
  for (let run = 0; run < 3; run++) runs.push(await measureLoadMore());
  const middle = (values) => [...values].sort((a, b) => a - b)[1];
  return {
    cards: middle(runs.map((run) => run.cards)),
    longTasks: middle(runs.map((run) => run.longTasks)),
    identicalCalls: Math.max(...runs.map((run) => run.identicalCalls)),
    runs,
  };
}

/**
 * Opens /media, slows the CPU down `throttle` times (CDP Emulation.setCPUThrottlingRate),
 * presses Load more ten times, each time waiting for the page of cards, and reports the long
 * tasks (over 50 ms, PerformanceObserver 'longtask') seen during the rounds and the
 * GetMediaItems calls sent (identical calls, callback aside, must never be sent twice).
 */
function measureLoadMore(rounds = 10, throttle = 4) {
  return withDemoAndChromium(CHROMIUM_ARGS, async ({ demo, browser }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const calls = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!url.pathname.endsWith('/media-service/GetMediaItems')) return;
      url.searchParams.delete('callback');
      calls.push(url.search);
    });
    const cardCount = () =>
      page.evaluate(() => document.querySelectorAll('[data-widget-root] .wgt-card').length);
    await page.goto(new URL('/media', demo.url).href, { waitUntil: 'networkidle' });
    await page.waitForFunction(
      () => document.querySelectorAll('[data-widget-root] .wgt-card').length > 0,
    );
    const take = await cardCount();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    await page.evaluate(() => {
      window.__loadMoreTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__loadMoreTasks.push(entry.duration);
      }).observe({ type: 'longtask' });
    });
    for (let round = 1; round <= rounds; round++) {
      // A plain DOM click: Playwright's own actionability checks (hit tests on a 4x slower
      // CPU) would otherwise show up as the page's long tasks.
      await page.evaluate(() =>
        document.querySelector('[data-widget-root] .wgt-media-hub__more')?.click(),
      );
      await page.waitForFunction(
        (count) => document.querySelectorAll('[data-widget-root] .wgt-card').length >= count,
        take * (round + 1),
        { timeout: 30_000 },
      );
    }
    // Let the last page's images and effects settle inside the measured window.
    await page.waitForTimeout(1000);
    const tasks = await page.evaluate(() => window.__loadMoreTasks);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return {
      rounds,
      cards: await cardCount(),
      longTasks: tasks.length,
      longestTask: Math.round(Math.max(0, ...tasks)),
      calls: calls.length,
      identicalCalls: calls.length - new Set(calls).size,
    };
  });
}
