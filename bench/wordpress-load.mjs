// The media service through WordPress under load (issue 47), in bench/run.mjs; `node
// bench/wordpress-load.mjs` runs it alone (after `node build.mjs`). Loopback only, bounded in
// time and count (WORDPRESS_LOAD in bench/budgets.mjs).
//
// `npm run wordpress`'s site, on free ports from its own data folder, reads the demo's media
// service through a counting gate of this file (its mediaServiceUrl, written as an older
// version's settings would be: the bench measures, it does not test the settings form). One
// visit in Chromium of /media/ (with a Load more and a news pop-up) and of /calendar/ records
// the widgets' calls to the plugin's route. Then visitors, each a loop of page views without a
// browser: the page's HTML, then its recorded calls at once, as the widgets ask them (a 503 with
// Retry-After asked again after it, as src/media/fetch-json.ts does). Three phases, each
// starting with every kept answer stale (test/wordpress/support/media-cache-setup.php): the
// service answering, failing (HTTP 500) and hanging (never answering). Per phase: page views,
// p50/p95 of the pages and of the route, errors (a page or a call that is not 200 in the end),
// and the service's reads per question, against one per freshness (5 min) or retry (45 s)
// period begun.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startWordPress } from '../integrations/wordpress/server.mjs';
import { WORDPRESS_LOAD } from './budgets.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DATA_DIR = join(ROOT, '.wordpress', 'load');
const ROUTE = '/wp-json/school-site-widgets/v1/media/';
const PAGES = ['/media/', '/calendar/'];
const hasWordPress = () => existsSync(process.env.WORDPRESS_DIR ?? '/usr/share/wordpress');

/** The plugin's own periods (includes/media-cache.php): fresh, and a failure's wait, seconds. */
const FRESH_S = 300;
const RETRY_S = 45;

/**
 * @returns {Promise<null | { phases: Array<Record<string, unknown>>, keys: number }>} null
 *   without WordPress on this machine.
 */
export async function measureWordPressLoad() {
  if (!hasWordPress()) return null;
  const site = await startWordPress({ port: 0, dataDir: DATA_DIR });
  const gate = await countingGate(`${site.demoUrl}/media-service/`);
  const php = (script, env) => runPhp(join(DATA_DIR, 'site'), site.url, script, env);
  try {
    await php('test/wordpress/support/security-setup.php', {
      SSW_DO: 'raw-config',
      SSW_KEY: 'mediaServiceUrl',
      SSW_JSON: JSON.stringify(gate.url),
    });
    const calls = await recordWidgetCalls(site.url);
    const phases = [];
    for (const mode of ['answer', 'fail', 'hang']) {
      await php('test/wordpress/support/media-cache-setup.php', { SSW_DO: 'age' });
      gate.reset(mode);
      phases.push({ mode, ...(await loadPhase(site.url, calls, gate)) });
    }
    return { phases, keys: Object.values(calls).flat().length };
  } finally {
    await php('integrations/wordpress/php/reset-settings.php', {}).catch(() => {});
    await gate.close();
    await site.close();
  }
}

/** One phase: visitors in parallel until its time or count is up. */
async function loadPhase(base, calls, gate) {
  const { visitors, phaseSeconds, maxViews } = WORDPRESS_LOAD;
  const started = performance.now();
  const until = started + phaseSeconds * 1000;
  const pageMs = [];
  const routeMs = [];
  const errors = [];
  let views = 0;
  const visitor = async (index) => {
    for (let view = index; performance.now() < until && views < maxViews; view++) {
      views++;
      const path = PAGES[view % PAGES.length];
      const page = await timed(() => fetch(`${base}${path}`).then(readStatus));
      pageMs.push(page.ms);
      if (page.value !== 200) errors.push(`${path}: ${page.value}`);
      const answers = await Promise.all(
        calls[path].map((call) => timed(() => askRoute(base, call))),
      );
      for (const [at, answer] of answers.entries()) {
        routeMs.push(answer.ms);
        if (answer.value !== 200) errors.push(`${calls[path][at]}: ${answer.value}`);
      }
    }
  };
  await Promise.all(Array.from({ length: visitors }, (_, index) => visitor(index)));
  const perKey = Object.values(gate.asked);
  const seconds = (performance.now() - started) / 1000;
  const period = gate.mode === 'answer' ? FRESH_S : RETRY_S;
  return {
    seconds,
    views,
    pageP50: percentile(pageMs, 0.5),
    pageP95: percentile(pageMs, 0.95),
    routeCalls: routeMs.length,
    routeP50: percentile(routeMs, 0.5),
    routeP95: percentile(routeMs, 0.95),
    errors: errors.length,
    firstErrors: errors.slice(0, 3),
    upstreamCalls: perKey.reduce((sum, count) => sum + count, 0),
    upstreamKeys: perKey.length,
    upstreamMaxPerKey: Math.max(0, ...perKey),
    // One read per key when the phase starts (every answer stale), then one per period begun.
    upstreamBudgetPerKey: 1 + Math.floor(seconds / period),
  };
}

/** A route call as the JSON transport makes it: a busy 503 asked again after Retry-After, 8 s at most. */
async function askRoute(base, call) {
  const deadline = performance.now() + 8_000;
  for (;;) {
    const response = await fetch(`${base}${call}`);
    await response.arrayBuffer();
    const after = response.status === 503 && response.headers.get('retry-after');
    if (!after || performance.now() + 1000 * Number(after) > deadline) return response.status;
    await new Promise((resume) => setTimeout(resume, 1000 * Number(after)));
  }
}

const readStatus = async (response) => {
  await response.arrayBuffer();
  return response.status;
};

async function timed(work) {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

function percentile(values, rank) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(rank * sorted.length))];
}

/** The route calls (path and query) the widgets make on each page, as Chromium records them. */
async function recordWidgetCalls(base) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const calls = {};
  try {
    for (const path of PAGES) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const asked = new Set();
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith(ROUTE)) asked.add(`${url.pathname}${url.search}`);
      });
      await page.goto(`${base}${path}`);
      const root = `[data-widget][data-widget-state="mounted"] [data-widget-root]`;
      await page.locator(`${root} .wgt-card`).first().waitFor();
      if (path === '/media/') {
        await page.getByRole('button', { name: /more/i }).first().click();
        await page.waitForFunction(() => document.querySelectorAll('.wgt-card').length > 16);
        await page.locator('[data-widget="popups"][data-widget-state="mounted"]').waitFor({
          state: 'attached',
        });
        await page.locator(`${root} .wgt-card__link`).first().click();
        await page.locator('dialog[open]').waitFor();
      }
      await page.waitForLoadState('networkidle');
      calls[path] = [...asked];
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return calls;
}

/**
 * The media service seen by the site: a gate that forwards to the demo's service (`mode`
 * 'answer'), answers 500 ('fail') or never ('hang'), counting the questions it gets by call
 * and query, the callback aside.
 */
async function countingGate(service) {
  const state = { mode: 'answer', asked: {} };
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://gate');
    const question = new URL(url);
    question.searchParams.delete('callback');
    const key = `${question.pathname.split('/').pop()}?${question.searchParams}`;
    state.asked[key] = (state.asked[key] ?? 0) + 1;
    if (state.mode === 'hang') return;
    if (state.mode === 'fail') {
      res.writeHead(500).end('Server Error');
      return;
    }
    const answer = await fetch(
      `${service}${url.pathname.replace(/^\/media-service\//, '')}${url.search}`,
    );
    res
      .writeHead(answer.status, {
        'Content-Type': answer.headers.get('content-type') ?? 'text/plain',
      })
      .end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://localhost:${server.address().port}/media-service/`,
    get asked() {
      return state.asked;
    },
    get mode() {
      return state.mode;
    },
    reset(mode) {
      state.mode = mode;
      state.asked = {};
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Runs a PHP script of the repository in the site's folder, as the tests' helpers do. */
function runPhp(siteDir, url, script, env) {
  return new Promise((resolve, reject) => {
    execFile(
      'php',
      [join(ROOT, script)],
      { cwd: siteDir, env: { ...process.env, SSW_URL: url, ...env } },
      (error, stdout, stderr) =>
        error ? reject(new Error(`${stdout}${stderr}`)) : resolve(stdout),
    );
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { printWordPressLoad } = await import('./report.mjs');
  const { loadBudgetRows } = await import('./budget-check.mjs');
  const { printBudgets } = await import('./report.mjs');
  const load = await measureWordPressLoad();
  printWordPressLoad(load);
  if (load) printBudgets(loadBudgetRows(load));
}
