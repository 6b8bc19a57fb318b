// MariaDB for the local WordPress: its own data folder and a free TCP port, started and stopped
// by the runner (integrations/wordpress/server.mjs). Nothing is shared with a system database.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, openSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, run, stopChild, waitFor } from './process.mjs';

/**
 * Starts mariadbd on `dataDir` (created with mariadb-install-db the first time).
 * @param {{ dataDir: string, logFile: string }} options
 * @returns {Promise<{ port: number, close: () => Promise<void> }>}
 */
export async function startMariaDB({ dataDir, logFile }) {
  if (!existsSync(join(dataDir, 'mysql'))) {
    await mkdir(dataDir, { recursive: true });
    await run('mariadb-install-db', [
      `--datadir=${dataDir}`,
      '--user=root',
      '--auth-root-authentication-method=normal',
      '--skip-test-db',
    ]);
  }
  const port = await freePort();
  // A socket path is limited to 108 bytes: it goes to the temporary folder, named by the data
  // folder, whatever the length of the project's path.
  const tag = createHash('sha1').update(dataDir).digest('hex').slice(0, 10);
  const socket = join(tmpdir(), `ssw-mariadb-${tag}.sock`);
  const out = openSync(logFile, 'a');
  const child = spawn(
    // In /usr/sbin, which a user's PATH may not hold.
    existsSync('/usr/sbin/mariadbd') ? '/usr/sbin/mariadbd' : 'mariadbd',
    [
      '--no-defaults',
      `--datadir=${dataDir}`,
      '--user=root',
      `--socket=${socket}`,
      `--port=${port}`,
      '--bind-address=127.0.0.1',
      `--pid-file=${join(dataDir, 'mariadbd.pid')}`,
      '--skip-name-resolve',
      // Small and quick: a development database of a few megabytes.
      '--innodb-buffer-pool-size=32M',
      '--innodb-log-file-size=16M',
      '--skip-log-bin',
    ],
    // Its own process group: a terminal's Ctrl-C reaches the runner, which stops it in order.
    { stdio: ['ignore', out, out], detached: true },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await waitFor(
    () => canConnect(port),
    30_000,
    exited.then(() => `mariadbd exited at start; see ${logFile}`),
  );
  return { port, close: () => stopChild(child, exited, 20_000) };
}

function canConnect(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
