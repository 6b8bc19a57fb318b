// A server the bench measures, started in a Node process of its own (so that Lighthouse's work
// in the bench's process does not hold up its answers), as `npm start` or `npm run wordpress`
// start it: resolves once the server prints its address.
import { spawn } from 'node:child_process';

/**
 * @param {string} script The server's script.
 * @param {Record<string, string>} env Added to the bench's environment (ports, data folder).
 * @param {RegExp} address Finds the address in its output (the first group).
 * @returns {Promise<{ url: string, close: () => Promise<unknown> }>}
 */
export function startServerProcess(script, env, address) {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return new Promise((resolve, reject) => {
    let output = '';
    child.once('exit', (code) => reject(new Error(`${script} exited (${code}): ${output}`)));
    child.stdout.on('data', (data) => {
      output += data;
      const url = address.exec(output)?.[1];
      if (!url) return;
      child.stdout.removeAllListeners('data');
      child.stdout.resume();
      resolve({
        url,
        close: () => {
          child.kill('SIGTERM');
          return exited;
        },
      });
    });
  });
}
