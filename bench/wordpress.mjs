// The WordPress media page, in bench/run.mjs; `node bench/wordpress.mjs` runs it alone
// (after `node build.mjs`).
//
// - First-load JavaScript: the same as the demo's media page, within the media pages' budget
//   (`wordpressMediaPage`, ./budgets.mjs), and nothing of the plugin on it but the bundle. Starts `npm run wordpress`'s
//   site (integrations/wordpress/server.mjs) on free ports from its own data folder, loads
//   /media/ in Chromium and sums, gzip -9, the bundle's files it fetched; the theme's and
//   WordPress's own scripts are counted apart.
// - Lighthouse (mobile, as on the demo's pages): /media/ with the bundled theme (Twenty
//   Twenty-Three), performance >= 95 and the other three 100; then the same page with the
//   plugin deactivated, the theme's own cost apart. The site runs as `npm run wordpress` runs
//   it, in a process of its own, so Lighthouse's work here does not hold up its answers.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startWordPress } from '../integrations/wordpress/server.mjs';
import { BYTES, WORDPRESS_LIGHTHOUSE } from './budgets.mjs';
import { measureLighthouse } from './lighthouse.mjs';
import { startServerProcess } from './server-process.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(ROOT, 'dist');
const PLUGIN_DIST = '/wp-content/plugins/school-site-widgets/dist/';
const KB = 1024;
export const WORDPRESS_MEDIA_BUDGET = BYTES.wordpressMediaPage;
const DATA_DIR = join(ROOT, '.wordpress', 'bench');
const hasWordPress = () => existsSync(process.env.WORDPRESS_DIR ?? '/usr/share/wordpress');

/** Lighthouse's budgets on the WordPress media page (bench/budgets.mjs). */
export const WORDPRESS_LIGHTHOUSE_BUDGETS = WORDPRESS_LIGHTHOUSE;

const gzipFile = async (file) => gzipSync(await readFile(file), { level: 9 }).length;

/**
 * @returns {Promise<null | { path: string, bundleScripts: string[], bundleJsGzip: number,
 *   otherScripts: string[], otherJsGzip: number, pluginOther: string[], budget: number }>}
 *   null when this machine has no WordPress (README, WordPress: Debian's packages).
 */
export async function measureWordPressMedia() {
  if (!hasWordPress()) return null;
  const site = await startWordPress({ port: 0, dataDir: DATA_DIR });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const scripts = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push({ url: new URL(response.url()), body: await response.body().catch(() => null) });
    });
    await page.goto(`${site.url}/media/`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const bundle = scripts.filter(({ url }) => url.pathname.startsWith(PLUGIN_DIST));
    // The media service's JSONP answers are scripts too, but data from another origin.
    const others = scripts.filter(
      ({ url }) => url.origin === site.url && !url.pathname.startsWith(PLUGIN_DIST),
    );
    const bundleScripts = bundle.map(({ url }) => url.pathname.slice(PLUGIN_DIST.length));
    let bundleJsGzip = 0;
    // The same files as dist/ (build-plugin.mjs copies them), measured as the demo's are.
    for (const file of bundleScripts) bundleJsGzip += await gzipFile(join(DIST, file));
    const otherJsGzip = others.reduce(
      (sum, { body }) => sum + (body ? gzipSync(body, { level: 9 }).length : 0),
      0,
    );
    await context.close();
    return {
      path: '/media/',
      bundleScripts,
      bundleJsGzip,
      otherScripts: others.map(({ url }) => url.pathname),
      otherJsGzip,
      pluginOther: others
        .map(({ url }) => url.pathname)
        .filter((path) => path.includes('/plugins/school-site-widgets/')),
      budget: WORDPRESS_MEDIA_BUDGET,
    };
  } finally {
    await browser.close();
    await site.close();
  }
}

/**
 * Lighthouse on the WordPress media page, then on the same page with the plugin deactivated
 * (the theme alone: its own cost); the plugin is active again afterwards.
 * @returns {Promise<null | { withWidgets: object, themeAlone: object }>} null without WordPress.
 */
export async function measureWordPressLighthouse({ runs, log = () => {} }) {
  if (!hasWordPress()) return null;
  const site = await startWordPressProcess();
  const measure = (name) =>
    measureLighthouse({
      runs,
      site,
      pages: [[name, '/media/']],
      budgets: WORDPRESS_LIGHTHOUSE_BUDGETS,
      log,
    }).then(([page]) => page);
  try {
    const withWidgets = await measure('WordPress media page');
    await setPluginActive(site.url, false);
    try {
      const themeAlone = await measure('the same, plugin deactivated (the theme alone)');
      // Budgets are the widgets' page's; the theme alone is reported only.
      return { withWidgets, themeAlone: { ...themeAlone, over: [] } };
    } finally {
      await setPluginActive(site.url, true);
    }
  } finally {
    await site.close();
  }
}

/** `npm run wordpress` (integrations/wordpress/run.mjs) on free ports, on the bench's data. */
const startWordPressProcess = () =>
  startServerProcess(
    join(ROOT, 'integrations/wordpress/run.mjs'),
    { PORT: '0', WORDPRESS_DATA: DATA_DIR },
    /Site: +(http:\/\/\S+?)\/?\s/,
  );

/** Activates or deactivates the plugin as Plugins does (integrations/wordpress/php). */
function setPluginActive(url, active) {
  return new Promise((resolve, reject) => {
    execFile(
      'php',
      [join(ROOT, 'integrations/wordpress/php/plugin-state.php')],
      {
        cwd: join(DATA_DIR, 'site'),
        env: { ...process.env, SSW_URL: url, SSW_ACTIVE: active ? '1' : '0' },
      },
      (error, stdout, stderr) =>
        error ? reject(new Error(`plugin-state.php: ${stdout}${stderr}`)) : resolve(),
    );
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await measureWordPressMedia();
  if (!result) {
    console.log('no WordPress on this machine: the WordPress media page is not measured');
  } else {
    const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
    console.log(`WordPress media page (${result.path}), first load, gzip -9:
  bundle JS: ${kb(result.bundleJsGzip)} in ${result.bundleScripts.length} files (budget ${kb(result.budget)}: ${result.bundleJsGzip <= result.budget ? 'ok' : 'OVER'})
    ${result.bundleScripts.join(', ')}
  plugin's other scripts: ${result.pluginOther.length ? result.pluginOther.join(', ') : 'none'}
  theme's and WordPress's own JS: ${kb(result.otherJsGzip)} in ${result.otherScripts.length} files
    ${result.otherScripts.join(', ')}`);
    // `node bench/wordpress.mjs --lighthouse-runs=N`: Lighthouse too (npm run bench does both).
    const runs = Number(/^--lighthouse-runs=(\d+)$/.exec(process.argv[2] ?? '')?.[1] ?? 0);
    if (runs > 0) {
      const lighthouse = await measureWordPressLighthouse({ runs, log: console.log });
      for (const page of [lighthouse.withWidgets, lighthouse.themeAlone]) {
        console.log(`${page.name}: median ${JSON.stringify(page.median)}, over: ${page.over}`);
        console.log(`  spread ${JSON.stringify(page.spread)}`);
      }
    }
  }
}
