// The local WordPress of `npm run wordpress` and of the WordPress tests: MariaDB on a data
// folder of its own, a copy of Debian's WordPress with this repo's plugin linked in, served by
// `php -S`, installed and seeded in PHP (no wp-cli), beside the demo's media and image services
// (demo/app.mjs) that the seeded settings point at.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, openSync } from 'node:fs';
import { cp, mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteConfig, startDemo } from '../../demo/app.mjs';
import { writeMo } from './i18n.mjs';
import { startMariaDB } from './mariadb.mjs';
import { run, stopChild, waitFor } from './process.mjs';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const PLUGIN = join(HERE, 'school-site-widgets');
/** Debian's `wordpress` package (6.1). */
export const WORDPRESS = process.env.WORDPRESS_DIR ?? '/usr/share/wordpress';
export const ADMIN_USER = 'admin';
export const ADMIN_PASSWORD = 'school-site-widgets';

/**
 * @param {{ port?: number, dataDir: string, fresh?: boolean,
 *   twoHosts?: { site: string, admin: string } }} options
 *   port: the site's (0: a free one); its demo services take port+1 and port+2 (0: free ones).
 *   fresh: start from an empty database (the tests), else keep the site of the last start.
 *   twoHosts: two host names under one parent domain (`www.school.test`, `admin.school.test`)
 *   on which the same WordPress also answers as a site whose admin is on another host than
 *   its pages (`WP_HOME` on `site`, `WP_SITEURL` on `admin`, the login cookie on their parent
 *   domain, `COOKIE_DOMAIN`), as WordPress is set up for it; requests on localhost stay the
 *   one-origin site. The names must resolve to 127.0.0.1 (a browser's host resolver rules).
 * @returns {Promise<{ url: string, adminUrl: string, user: string, password: string,
 *   demoUrl: string, phpLog: string, timings: Record<string, number>, close: () => Promise<void>,
 *   twoHosts?: { url: string, adminUrl: string } }>}
 */
export async function startWordPress({ port = 8090, dataDir, fresh = false, twoHosts }) {
  const cookieDomain = twoHosts && sharedParent(twoHosts.site, twoHosts.admin);
  const started = performance.now();
  const timings = {};
  const mark = (name) => {
    timings[name] = Math.round(performance.now() - started);
  };
  if (
    !existsSync(join(PLUGIN, 'dist', 'boot.js')) ||
    !existsSync(join(PLUGIN, 'build', 'editor.js'))
  ) {
    throw new Error('the plugin is not built: run `npm run build` first');
  }
  const site = join(dataDir, 'site');
  const logs = join(dataDir, 'logs');
  await mkdir(logs, { recursive: true });
  const phpLog = join(logs, 'php-errors.log');
  if (fresh) await rm(phpLog, { force: true });

  const demo = await startDemo({ port: port && port + 1, adminPort: port && port + 2 });
  const stops = [() => demo.close()];
  const close = async () => {
    for (const stop of stops.reverse()) await stop();
  };
  try {
    mark('demo');
    await copyWordPress(site);
    mark('copy');
    const db = await startMariaDB({
      dataDir: join(dataDir, 'db'),
      logFile: join(logs, 'mariadb.log'),
    });
    stops.push(() => db.close());
    mark('mariadb');

    const php = await startPhp({ site, port, logFile: join(logs, 'php-server.log'), phpLog });
    stops.push(php.close);
    const url = `http://localhost:${php.port}`;
    const hosts = twoHosts && {
      url: `http://${twoHosts.site}:${php.port}`,
      adminUrl: `http://${twoHosts.admin}:${php.port}`,
      cookieDomain,
    };
    await writeConfig({ site, dataDir, url, dbPort: db.port, phpLog, twoHosts: hosts });

    const env = {
      ...process.env,
      SSW_URL: url,
      SSW_DB_PORT: String(db.port),
      SSW_FRESH: fresh ? '1' : '0',
      SSW_ADMIN_PASSWORD: ADMIN_PASSWORD,
      SSW_DEMO_CONFIG: JSON.stringify(demoConfig(demo)),
    };
    await run('php', [...phpIni(phpLog), join(HERE, 'php/install.php')], { cwd: site, env });
    mark('install');
    await run('php', [...phpIni(phpLog), join(HERE, 'php/seed.php')], { cwd: site, env });
    mark('seed');
    await waitFor(() => answers(url), 20_000, php.exited);
    mark('ready');
    return {
      url,
      adminUrl: `${url}/wp-admin/`,
      user: ADMIN_USER,
      password: ADMIN_PASSWORD,
      demoUrl: demo.url,
      phpLog,
      timings,
      close,
      ...(hosts && { twoHosts: { url: hosts.url, adminUrl: `${hosts.adminUrl}/wp-admin/` } }),
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * The demo's page config with absolute URLs (the WordPress site is another origin), without the
 * demo admin's origins (the CMS embedding mode is the demo admin's, not WordPress's).
 */
export function demoConfig(demo) {
  const { adminOrigin, websiteOrigin, ...config } = siteConfig(
    { site: demo.url, admin: demo.adminUrl, attacker: demo.attackerUrl },
    demo.media.seed,
  );
  return {
    ...config,
    defaultImage: new URL(config.defaultImage, demo.url).href,
    tagManagerUrl: new URL(config.tagManagerUrl, demo.url).href.replace('%7Bid%7D', '{id}'),
  };
}

/** Debian's WordPress, copied once (the site writes into wp-content), our plugin linked in. */
async function copyWordPress(site) {
  if (!existsSync(join(site, 'wp-load.php'))) {
    if (!existsSync(join(WORDPRESS, 'wp-load.php'))) {
      throw new Error(
        `no WordPress in ${WORDPRESS}: apt-get install wordpress (README, WordPress)`,
      );
    }
    // Debian links a few files to its own packages by relative paths: copied as files.
    await cp(WORDPRESS, site, { recursive: true, dereference: true });
    await rm(join(site, 'wp-content/plugins/akismet'), { recursive: true, force: true });
  }
  await mkdir(join(site, 'wp-content/mu-plugins'), { recursive: true });
  await installLanguages(join(site, 'wp-content/languages'));
  await cp(join(HERE, 'php/offline.php'), join(site, 'wp-content/mu-plugins/offline.php'));
  // The footer widget's schools of the seeded site (the plugin's filter) and their logo.
  await cp(join(HERE, 'php/site-footer.php'), join(site, 'wp-content/mu-plugins/site-footer.php'));
  await cp(
    join(HERE, '../../demo/static/chrome-crest.svg'),
    join(site, 'wp-content/mu-plugins/site-footer-crest.svg'),
  );
  const link = join(site, 'wp-content/plugins/school-site-widgets');
  if (!existsSync(link)) await symlink(PLUGIN, link);
}

/**
 * French, Canadian French (a second French locale, which the plugin's French serves) and Arabic
 * as WordPress's installed languages, so that Settings -> General offers them (WordPress keeps
 * a site language only if its file is there). There is no internet to fetch the language packs:
 * each stands in for one with only the date words WordPress's language packs translate (the
 * short day and month names of WP_Locale, as Intl writes them), which wp_date() uses. The rest
 * of WordPress's own texts stays English; the widgets and the plugin's texts are translated.
 */
async function installLanguages(dir) {
  await mkdir(dir, { recursive: true });
  const header = { id: '', strings: ['Content-Type: text/plain; charset=UTF-8\n'] };
  for (const [locale, language] of STAND_IN_LANGUAGES) {
    await writeFile(join(dir, `${locale}.mo`), writeMo([header, ...dateWords(language)]));
  }
}

/** The stand-in language packs: WordPress locale and the Intl language its words are from. */
export const STAND_IN_LANGUAGES = [
  ['fr_FR', 'fr'],
  ['fr_CA', 'fr-CA'],
  ['ar', 'ar'],
];

const MONTHS =
  'January February March April May June July August September October November December';

/** WP_Locale's short day names (`__( 'Sun' )`) and month names (`_x( 'Jan', 'January abbreviation' )`). */
export function dateWords(language) {
  const words = [];
  const weekday = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
  const month = new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' });
  for (let day = 0; day < 7; day++) {
    const date = Date.UTC(2023, 0, 1 + day); // a Sunday first
    words.push({ id: new Date(date).toUTCString().slice(0, 3), strings: [weekday.format(date)] });
  }
  for (const [index, name] of MONTHS.split(' ').entries()) {
    const id = name.slice(0, 3);
    words.push({
      id,
      context: `${name} abbreviation`,
      strings: [month.format(Date.UTC(2023, index, 15))],
    });
  }
  return words;
}

/**
 * The domain that two hosts share, as WordPress's `COOKIE_DOMAIN` (`.school.test` for
 * `www.school.test` and `admin.school.test`): one login on both needs one.
 */
function sharedParent(site, admin) {
  const a = site.toLowerCase().split('.').reverse();
  const b = admin.toLowerCase().split('.').reverse();
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  if (site.toLowerCase() === admin.toLowerCase() || n < 2) {
    throw new Error(`twoHosts: ${site} and ${admin} must be two hosts of one parent domain`);
  }
  return `.${a.slice(0, n).reverse().join('.')}`;
}

/** The PHP settings of every PHP process: errors logged to one file, never shown. */
export function phpIni(phpLog) {
  return [
    '-d',
    'display_errors=0',
    '-d',
    'log_errors=1',
    '-d',
    `error_log=${phpLog}`,
    '-d',
    'error_reporting=-1',
  ];
}

export async function startPhp({ site, port, logFile, phpLog }) {
  const out = openSync(logFile, 'a');
  const tries = port === 0 ? 5 : 1;
  for (let attempt = 1; ; attempt++) {
    // PORT 0: a free port, which another process may take before php listens: try again.
    const chosen = port || (await (await import('./process.mjs')).freePort());
    const child = spawn(
      'php',
      [
        ...phpIni(phpLog),
        '-d',
        'opcache.enable_cli=1',
        // A file rewritten on disk (a test that plays an older version's file, an upgrade) is
        // read again at the next request: by default opcache looks at a file's time at most
        // every 2 s, and a request within them ran the old code.
        '-d',
        'opcache.revalidate_freq=0',
        '-S',
        `127.0.0.1:${chosen}`,
        '-t',
        site,
        join(HERE, 'php/router.php'),
      ],
      // Several workers: the block editor asks for a dozen REST answers at once.
      {
        stdio: ['ignore', out, out],
        env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
        detached: true,
      },
    );
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      await waitFor(
        () => answers(`http://127.0.0.1:${chosen}/wp-includes/images/blank.gif`),
        10_000,
        exited.then(() => `php -S exited (port ${chosen} taken?); see ${logFile}`),
      );
      return {
        port: chosen,
        exited: exited.then(() => `php -S exited; see ${logFile}`),
        close: () => stopChild(child, exited, 5_000),
      };
    } catch (error) {
      await stopChild(child, exited, 1_000);
      if (attempt >= tries) throw error;
    }
  }
}

export async function answers(url) {
  try {
    const response = await fetch(url, { redirect: 'manual' });
    await response.arrayBuffer();
    return response.status < 500;
  } catch {
    return false;
  }
}

/**
 * wp-config.php for this start (its URL), keeping the salts of the first one. `direct`: write
 * plugins and uploads without asking for FTP credentials (`FS_METHOD`), which the linked-in
 * plugin's site sets; a clean site (clean-site.mjs) leaves it to WordPress's own check.
 */
export async function writeConfig({ site, dataDir, url, dbPort, phpLog, twoHosts, direct = true }) {
  const saltsFile = join(dataDir, 'salts.json');
  const names = [
    'AUTH_KEY',
    'SECURE_AUTH_KEY',
    'LOGGED_IN_KEY',
    'NONCE_KEY',
    'AUTH_SALT',
    'SECURE_AUTH_SALT',
    'LOGGED_IN_SALT',
    'NONCE_SALT',
  ];
  let salts;
  try {
    salts = JSON.parse(await readFile(saltsFile, 'utf8'));
  } catch {
    salts = Object.fromEntries(names.map((name) => [name, randomBytes(32).toString('hex')]));
    await writeFile(saltsFile, JSON.stringify(salts));
  }
  const php = (value) => `'${String(value).replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
  const define = (name, value) =>
    `define( ${php(name)}, ${typeof value === 'string' ? php(value) : String(value)} );`;
  const lines = [
    '<?php',
    '// Written by integrations/wordpress/server.mjs at every start.',
    define('DB_NAME', 'wordpress'),
    define('DB_USER', 'root'),
    define('DB_PASSWORD', ''),
    define('DB_HOST', `127.0.0.1:${dbPort}`),
    define('DB_CHARSET', 'utf8mb4'),
    define('DB_COLLATE', ''),
    ...names.map((name) => define(name, salts[name])),
    "$table_prefix = 'wp_';",
    ...(twoHosts
      ? [
          // The same site on two hosts of one domain (startWordPress's twoHosts): asked on
          // either, WordPress serves its pages on one and its admin on the other.
          "$ssw_host = strtolower( (string) preg_replace( '/:\\d+$/', '', $_SERVER['HTTP_HOST'] ?? '' ) );",
          `if ( in_array( $ssw_host, array( ${php(new URL(twoHosts.url).hostname)}, ${php(new URL(twoHosts.adminUrl).hostname)} ), true ) ) {`,
          `\t${define('WP_HOME', twoHosts.url)}`,
          `\t${define('WP_SITEURL', twoHosts.adminUrl)}`,
          `\t${define('COOKIE_DOMAIN', twoHosts.cookieDomain)}`,
          '} else {',
          `\t${define('WP_HOME', url)}`,
          `\t${define('WP_SITEURL', url)}`,
          '}',
        ]
      : [define('WP_HOME', url), define('WP_SITEURL', url)]),
    define('WP_DEBUG', true),
    define('WP_DEBUG_DISPLAY', false),
    define('WP_DEBUG_LOG', phpLog),
    define('SCRIPT_DEBUG', false),
    // No internet here: no update checks, no remote calls but to this machine.
    define('WP_HTTP_BLOCK_EXTERNAL', true),
    define('AUTOMATIC_UPDATER_DISABLED', true),
    define('WP_AUTO_UPDATE_CORE', false),
    define('DISABLE_WP_CRON', true),
    ...(direct ? [define('FS_METHOD', 'direct')] : []),
    define('WP_ENVIRONMENT_TYPE', 'local'),
    "if ( ! defined( 'ABSPATH' ) ) {",
    "\tdefine( 'ABSPATH', __DIR__ . '/' );",
    '}',
    "require_once ABSPATH . 'wp-settings.php';",
    '',
  ];
  await writeFile(join(site, 'wp-config.php'), lines.join('\n'));
}
