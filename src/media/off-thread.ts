import type { Send } from './flight';

/** The page's message to the media worker (./answer-worker.ts): one call. */
export interface WorkerCall {
  /** The JSONP address, naming `callback`. */
  url: string;
  callback: string;
}

/**
 * The worker's messages: the whole answer, or a long list in slices and then `end`, or a
 * failure with the reason the script transport would give.
 */
export type WorkerAnswer =
  | { answer: unknown }
  | { slice: unknown[] }
  | { end: true }
  | { fail: 'network' | 'invalid'; why: string };

/** The worker script, beside boot.js: the chunks are in dist/chunks/ (build.mjs). */
const WORKER_FILE = '../media-worker.js';

/**
 * Whether a long answer may be read by the media worker. Not when the page cannot start it: no
 * Worker (an old engine, a test's DOM), a bundle served from another origin than the page's (a
 * worker's script must be the page's own), a policy without the site's origin in worker-src (the
 * worker then fails to start: `send` falls back, and this says no from then on). Not on a page a
 * service worker controls either (the parents area): its kept answers for offline visits are
 * served to the page's own scripts, as tested there.
 */
let usable =
  typeof Worker === 'function' &&
  new URL(WORKER_FILE, import.meta.url).origin === location.origin &&
  !navigator.serviceWorker?.controller;

export const offThreadUsable = () => usable;

/**
 * A Send that asks `target` (a JSONP address, whose `callback` this sets) from a media worker of
 * its own, terminated once the call is over (answered, failed, timed out or left by its last
 * caller: terminating it also stops a hanging script). A worker that cannot start hands the call
 * to `fallback`, the script transport, as if it had been asked that way from the start.
 */
export const sendOffThread =
  (fallback: Send): Send =>
  (target, answer, fail) => {
    let undo = () => {};
    const giveUp = () => {
      usable = false;
      undo = fallback(target, answer, fail);
    };
    let worker: Worker;
    try {
      worker = new Worker(new URL(WORKER_FILE, import.meta.url));
    } catch {
      giveUp();
      return () => undo();
    }
    undo = () => worker.terminate();
    const callback = `__wjsonp_w${Math.random().toString(36).slice(2, 10)}`;
    target.searchParams.set('callback', callback);
    let heard = false;
    const slices: unknown[][] = [];
    worker.onmessage = ({ data }: MessageEvent<WorkerAnswer>) => {
      heard = true;
      if ('slice' in data) slices.push(data.slice);
      else if ('end' in data) answer(slices.flat());
      else if ('answer' in data) answer(data.answer);
      else fail(data.fail, data.why);
    };
    // The worker's own script did not load or run (not found, refused by the page's policy).
    worker.onerror = (event) => {
      event.preventDefault();
      if (heard) return fail('invalid', 'the media worker stopped');
      worker.terminate();
      giveUp();
    };
    worker.postMessage({ url: target.href, callback } satisfies WorkerCall);
    return () => undo();
  };
