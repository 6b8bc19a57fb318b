// A clean WordPress, as a school's is before it meets the plugin (the first-hour test,
// test/wordpress/first-hour.test.ts): Debian's WordPress copied afresh, installed by
// wp_install() alone (the five-minute install: no seed, no settings, nothing of the plugin in
// wp-content/plugins), on its own MariaDB, served by `php -S`, beside the demo's media and
// image services. The plugin gets in as a school's does: its zip uploaded in the admin.
import { cp, mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDemo } from '../../demo/app.mjs';
import { startMariaDB } from './mariadb.mjs';
import { run, waitFor } from './process.mjs';
import {
  ADMIN_PASSWORD,
  ADMIN_USER,
  answers,
  demoConfig,
  phpIni,
  startPhp,
  WORDPRESS,
  writeConfig,
} from './server.mjs';

const HERE = fileURLToPath(new URL('.', import.meta.url));

/**
 * Starts a clean site on free ports from an empty database; its files are copied again at
 * every start (an earlier run's uploaded plugin, uploads and language files are gone).
 * @param {{ dataDir: string }} options
 * @returns {Promise<{ url: string, user: string, password: string, siteDir: string,
 *   phpLog: string, services: ReturnType<typeof demoConfig>, close: () => Promise<void> }>}
 *   services: the demo's page config, what a school would type in the settings.
 */
export async function startCleanWordPress({ dataDir }) {
  const site = join(dataDir, 'site');
  const logs = join(dataDir, 'logs');
  await rm(site, { recursive: true, force: true });
  await rm(logs, { recursive: true, force: true });
  await mkdir(logs, { recursive: true });
  const phpLog = join(logs, 'php-errors.log');

  const demo = await startDemo({ port: 0, adminPort: 0 });
  const stops = [() => demo.close()];
  const close = async () => {
    for (const stop of stops.reverse()) await stop();
  };
  try {
    // Debian links a few files to its own packages by relative paths: copied as files.
    await cp(WORDPRESS, site, { recursive: true, dereference: true });
    // No internet here (WP_HTTP_BLOCK_EXTERNAL): the update checks are told they were made,
    // as on the seeded site. The stand-in for WordPress.org, not part of the plugin.
    await mkdir(join(site, 'wp-content/mu-plugins'));
    await cp(join(HERE, 'php/offline.php'), join(site, 'wp-content/mu-plugins/offline.php'));
    // php -S rewrites addresses as Apache would (router.php): WordPress is told so.
    await cp(
      join(HERE, 'php/url-rewrite.php'),
      join(site, 'wp-content/mu-plugins/url-rewrite.php'),
    );
    const db = await startMariaDB({
      dataDir: join(dataDir, 'db'),
      logFile: join(logs, 'mariadb.log'),
    });
    stops.push(() => db.close());
    const php = await startPhp({ site, port: 0, logFile: join(logs, 'php-server.log'), phpLog });
    stops.push(php.close);
    const url = `http://localhost:${php.port}`;
    // No FS_METHOD: WordPress writes the uploaded plugin directly when it owns its folder,
    // as on a school's host; it asks for FTP credentials only when it does not.
    await writeConfig({ site, dataDir, url, dbPort: db.port, phpLog, direct: false });
    const env = {
      ...process.env,
      SSW_URL: url,
      SSW_DB_PORT: String(db.port),
      SSW_FRESH: '1',
      SSW_ADMIN_PASSWORD: ADMIN_PASSWORD,
    };
    await run('php', [...phpIni(phpLog), join(HERE, 'php/install.php')], { cwd: site, env });
    await waitFor(() => answers(url), 20_000, php.exited);
    return {
      url,
      user: ADMIN_USER,
      password: ADMIN_PASSWORD,
      siteDir: site,
      phpLog,
      services: demoConfig(demo),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
