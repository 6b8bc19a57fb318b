/**
 * The media worker (built by build.mjs into dist/media-worker.js, a classic worker script of its
 * own, in no chunk of the page): asks one long JSONP call off the page's main thread
 * (./off-thread.ts). A year of events is a 1.1 MB script whose evaluation is one long task on a
 * phone's CPU, enough alone to put the page's Total Blocking Time over its budget
 * (`LIGHTHOUSE.tbt`, bench/budgets.mjs); here it runs beside the page, and the page receives the
 * list in slices, each a short task of its own.
 *
 * One call per worker: the page posts the JSONP address, the worker names its callback in it and
 * loads it with importScripts, which may read any origin as a <script> may, and answers with
 * WorkerAnswer messages. A JSON string of a list (the ASP.NET wire) is parsed here too, once, as
 * the client's parseJson would: the page then receives the list, not a 1.1 MB string to parse.
 * Nothing here touches the page: no DOM, no imports.
 */
import type { WorkerAnswer } from './off-thread';

/** What this file uses of a dedicated worker's global (the page's DOM types describe no worker). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<string>) => void) | null;
  postMessage(message: WorkerAnswer): void;
  importScripts?(...urls: string[]): void;
  [callback: string]: unknown;
}
const worker = self as unknown as WorkerScope;

/** Items per message: some 70 KB of events, a short task to receive. */
const SLICE = 64;
const CALLBACK = '__wjsonp_worker';

const post = (message: WorkerAnswer) => worker.postMessage(message);
const invalidScript: WorkerAnswer = { f: 'invalid', w: 'script loaded without calling back' };

// Only in a worker: a page that ran this by mistake must not have its onmessage taken.
if (typeof worker.importScripts === 'function') {
  worker.onmessage = ({ data }) => {
    const target = new URL(data);
    target.searchParams.set('callback', CALLBACK);
    let called = false;
    worker[CALLBACK] = (value: unknown) => {
      if (called) return;
      called = true;
      answer(value);
    };
    try {
      worker.importScripts?.(target.href);
    } catch (error) {
      if (called) return;
      // A failed fetch (HTTP error, no network, blocked) is a NetworkError; anything else is a
      // script that arrived but did not parse or threw before calling back.
      const network = error instanceof DOMException && error.name === 'NetworkError';
      post(network ? { f: 'network', w: 'script failed to load' } : invalidScript);
      return;
    }
    if (!called) post(invalidScript);
  };
}

function answer(value: unknown) {
  let read = value;
  if (typeof value === 'string') {
    try {
      const parsed: unknown = JSON.parse(value);
      // A JSON string of a string stays as sent: the client parses exactly once.
      if (typeof parsed !== 'string') read = parsed;
    } catch {
      // Not JSON: the client's own reader says so.
    }
  }
  try {
    if (Array.isArray(read) && read.length > SLICE) {
      for (let start = 0; start < read.length; start += SLICE) {
        post({ s: read.slice(start, start + SLICE) });
      }
      post({ e: 1 });
    } else {
      post({ a: read });
    }
  } catch {
    // A value structured clone refuses (a function): no answer the client could read.
    post({ f: 'invalid', w: 'the answer cannot be passed to the page' });
  }
}
