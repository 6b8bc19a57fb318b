// Child-process helpers of the WordPress runner: run a command, find a free port, wait for a
// condition, stop a server child politely (SIGTERM, then SIGKILL after a grace period).
import { execFile } from 'node:child_process';
import { createServer } from 'node:net';

/** Runs a command to its end; rejects with its output when it fails. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    execFile(command, args, { maxBuffer: 16 << 20, ...options }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${command} failed: ${error.message}\n${stdout}\n${stderr}`));
      else resolve(stdout);
    });
  });
}

/** A TCP port nobody listens on right now (the OS's choice). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Polls `check` every 100 ms until it is true. Rejects after `timeout` ms, or with the message
 * `failure` resolves to (the child exited first).
 */
export async function waitFor(check, timeout, failure) {
  let failed = null;
  failure?.then((message) => {
    failed = message;
  });
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    if (failed) throw new Error(failed);
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(failed ?? `not ready after ${timeout} ms`);
}

/**
 * SIGTERM, then SIGKILL if the child is still there after `grace` ms. A child spawned
 * `detached` leads its own process group, which gets the signal (php -S's workers with it).
 */
export async function stopChild(child, exited, grace) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const signal = (name) => {
    try {
      process.kill(-child.pid, name);
    } catch {
      child.kill(name);
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), grace);
  await exited;
  clearTimeout(timer);
}
