import type { Send } from './flight';

/**
 * The media worker's messages (./answer-worker.ts), short because the page pays for every byte
 * that reads them: the whole answer (`a`), or a long list in slices (`s`) and then its end
 * (`e`), or a failure (`f`, with `w` why) for the reason the script transport would give.
 */
export type WorkerAnswer =
  | { a: unknown }
  | { s: unknown[] }
  | { e: 1 }
  | { f: 'network' | 'invalid'; w: string };

/** The worker script, beside boot.js: the chunks are in dist/chunks/ (build.mjs). */
const workerUrl = () => new URL('../media-worker.js', import.meta.url);

/**
 * Whether a long answer may be read by the media worker. Not when the page cannot start it: no
 * Worker (an old engine, a test's DOM), a bundle served from another origin than the page's (a
 * worker's script must be the page's own) or built as a classic script (no `import.meta.url`), a policy without the site's origin in worker-src (the
 * worker then fails to start: `send` falls back, and this says no from then on). Not on a page a
 * service worker controls either (the parents area): its kept answers for offline visits are
 * served to the page's own scripts, as tested there.
 */
let usable = typeof Worker === 'function' && pageOrigin() && !navigator.serviceWorker?.controller;

/** Whether the worker's script is on the page's origin (false for a bundle without module URLs). */
function pageOrigin() {
  try {
    return workerUrl().origin === location.origin;
  } catch {
    return false;
  }
}

export const offThreadUsable = () => usable;

/**
 * A Send that asks `target` (a JSONP address; the worker names its own callback) from a media
 * worker of its own, terminated once the call is over (answered, failed, timed out or left by
 * its last caller: terminating it also stops a hanging script). A worker that cannot start
 * hands the call to `fallback`, the script transport, as if it had been asked that way.
 */
export const sendOffThread =
  (fallback: Send): Send =>
  (target, answer, fail) => {
    const giveUp = () => {
      usable = false;
      undo = fallback(target, answer, fail);
    };
    let undo = () => {};
    let worker: Worker;
    try {
      worker = new Worker(workerUrl());
    } catch {
      giveUp();
      return () => undo();
    }
    undo = () => worker.terminate();
    const slices: unknown[][] = [];
    worker.onmessage = ({ data }: MessageEvent<WorkerAnswer>) => {
      if ('s' in data) slices.push(data.s);
      else if ('f' in data) fail(data.f, data.w);
      else answer('e' in data ? slices.flat() : data.a);
    };
    // The worker's own script did not load or run (not found, refused by the page's policy):
    // the worker itself catches everything a call can throw.
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      giveUp();
    };
    worker.postMessage(target.href);
    return () => undo();
  };
