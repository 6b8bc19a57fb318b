// The WordPress media page's first-load JavaScript (issue 30): the same as the demo's media
// page, within the media pages' budget (93 KB gzip), and nothing of the plugin on it but the
// bundle. Starts `npm run wordpress`'s site (integrations/wordpress/server.mjs) on free ports
// from its own data folder, loads /media/ in Chromium and sums, gzip -9, the bundle's files it
// fetched; the theme's and WordPress's own scripts are counted apart. Part of bench/run.mjs;
// `node bench/wordpress.mjs` runs it alone (after `node build.mjs`).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startWordPress } from '../integrations/wordpress/server.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(ROOT, 'dist');
const PLUGIN_DIST = '/wp-content/plugins/school-site-widgets/dist/';
const KB = 1024;
export const WORDPRESS_MEDIA_BUDGET = 93 * KB;

const gzipFile = async (file) => gzipSync(await readFile(file), { level: 9 }).length;

/**
 * @returns {Promise<null | { path: string, bundleScripts: string[], bundleJsGzip: number,
 *   otherScripts: string[], otherJsGzip: number, pluginOther: string[], budget: number }>}
 *   null when this machine has no WordPress (README, WordPress: Debian's packages).
 */
export async function measureWordPressMedia() {
  if (!existsSync(process.env.WORDPRESS_DIR ?? '/usr/share/wordpress')) return null;
  const site = await startWordPress({ port: 0, dataDir: join(ROOT, '.wordpress', 'bench') });
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
  }
}
