// What the growth figures (bench/growth.mjs) read from a page: a probe installed before any of
// its scripts (long tasks, the first card painted, two waiting helpers), the media service's
// answers it received, its DOM size and its JavaScript heap. One page on a 4x slower CPU per run.

/** CPU slowdown of every growth run (CDP Emulation.setCPUThrottlingRate), as the issue asks. */
export const CPU_SLOWDOWN = 4;

/** A card with its item's data, not a placeholder; the e2e tests' LOADED_CARD. */
const LOADED_CARD = '[data-widget-root] .wgt-card:not(.wgt-card--skeleton)';
const POPUPS_MOUNTED = '[data-widget="popups"][data-widget-state="mounted"]';

/**
 * A fresh context and page, its CPU slowed down before the navigation (so the page's own
 * start is measured slowed too), the probe installed and every /media-service/ answer kept.
 * @param {import('playwright-core').Browser} browser
 */
export async function openSlowedPage(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(installProbe, LOADED_CARD);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Performance.enable');
  /** @type {import('playwright-core').Response[]} */
  const answers = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/media-service/')) answers.push(response);
  });
  return { context, page, cdp, answers };
}

/**
 * Opens `url` in a slowed page (openSlowedPage) and waits for its first loaded card
 * painted (`firstCards`, ms from the navigation) and its pop-up host; then lets it settle.
 */
export async function openSettled(browser, url) {
  const run = await openSlowedPage(browser);
  try {
    await run.page.goto(url);
    const firstCards = await run.page.evaluate(() =>
      window.__growth.until(() => window.__growth.firstCards),
    );
    await run.page.waitForSelector(POPUPS_MOUNTED, { state: 'attached' });
    await settle(run.page);
    return { ...run, firstCards: Math.round(firstCards) };
  } catch (error) {
    await run.context.close();
    throw error;
  }
}

/**
 * Runs in the page before its scripts (addInitScript). Long tasks come from a buffered
 * PerformanceObserver. The first card's time is taken after the frame that draws it: a
 * MutationObserver sees it enter the DOM, then a timer queued from the next animation frame runs
 * once that frame's style, layout and paint are done (src/ui/widget-root.tsx, afterNextPaint).
 * Element Timing would give the paint itself, but the cards carry no `elementtiming` attribute
 * and the bench measures the bundle as it ships.
 * @param {string} loadedCard
 */
function installProbe(loadedCard) {
  /** @param {(value: number) => void} resolve */
  const afterPaint = (resolve) =>
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
  const probe = {
    /** [startTime, duration] of every long task since the navigation. */
    tasks: /** @type {[number, number][]} */ ([]),
    /** ms from the navigation to just after the first loaded card was painted, or 0. */
    firstCards: 0,
    /** Resolves with performance.now() once the next frame has been painted. */
    afterPaint: () => new Promise(afterPaint),
    /**
     * Resolves with check()'s value once it is truthy, checked once a frame (a frame's check is
     * one querySelector: cheap beside what it waits for); rejects after `timeout` ms.
     * @template T @param {() => T} check @param {number} [timeout]
     * @returns {Promise<T>}
     */
    until: (check, timeout = 30_000) =>
      new Promise((resolve, reject) => {
        const end = performance.now() + timeout;
        const tick = () => {
          const value = check();
          if (value) resolve(value);
          else if (performance.now() > end) reject(new Error(`timed out waiting for ${check}`));
          else requestAnimationFrame(tick);
        };
        tick();
      }),
  };
  Object.assign(window, { __growth: probe });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  const watch = new MutationObserver(() => {
    if (!document.querySelector(loadedCard)) return;
    watch.disconnect();
    afterPaint((time) => {
      probe.firstCards = time;
    });
  });
  watch.observe(document, { childList: true, subtree: true });
}

/**
 * The media service's answers, summed: decoded (what the page parses and evaluates) and as
 * sent (the demo compresses answers over 1 KB, demo/compress.mjs; the volume data compresses
 * ~22:1, so the decoded size is the one that says what the page works through). Read after the
 * measured window: fetching a 1 MB body over CDP meanwhile would take CPU from the page. An
 * answer the media worker asked for (src/media/off-thread.ts) has no body the page's CDP can
 * read: the same address is asked again from here, as it answers the same.
 * @param {import('playwright-core').Response[]} answers
 */
export async function answerBytes(answers) {
  let decoded = 0;
  let wire = 0;
  for (const response of answers) {
    const body = await response
      .body()
      .catch(async () => Buffer.from(await (await fetch(response.url())).arrayBuffer()));
    decoded += body.length;
    wire += (await response.request().sizes()).responseBodySize;
  }
  return { answerBytes: decoded, answerWireBytes: wire, answers: answers.length };
}

/**
 * The long tasks that started in [from, to) (ms since the navigation), the DOM's element count
 * and the JS heap in use after a full garbage collection (CDP HeapProfiler.collectGarbage, then
 * Performance.getMetrics' JSHeapUsedSize): what the page keeps, not what it has yet to collect.
 * @param {{ page: import('playwright-core').Page, cdp: import('playwright-core').CDPSession }} run
 */
export async function pageFigures({ page, cdp }, from = 0, to = Number.POSITIVE_INFINITY) {
  const { tasks, nodes } = await page.evaluate(
    ([start, end]) => ({
      tasks: window.__growth.tasks
        .filter(([at]) => at >= start && at < (end ?? Number.POSITIVE_INFINITY))
        .map(([, duration]) => duration),
      nodes: document.getElementsByTagName('*').length,
    }),
    // Infinity does not survive the trip into the page: null stands for it.
    [from, Number.isFinite(to) ? to : null],
  );
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  return {
    longTasks: tasks.length,
    longest: Math.round(Math.max(0, ...tasks)),
    nodes,
    heap: metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0,
  };
}

/** The network has been quiet for 500 ms, then half a second more for late effects and tasks. */
async function settle(page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
}
