// A chunk that fails to load because the visitor is leaving the page is no fault. Firefox and
// WebKit cancel a page's pending loads once it is being left (a link followed, a reload, Back;
// WebKit on Back before it fires beforeunload, so a failure waits a moment for the news)
// and the import rejects ("error loading dynamically imported module", "Importing a module
// script failed") while the page is still there to log it; Chromium lets the loads run. Logged
// as errors, these would reach an error tracker fed by `widgets:log` for nothing. The mount
// runtime does the same for the widgets' own chunks (src/kernel/runtime.ts, `load`).
//
// widget-root.tsx re-exports this module, so it lands in that chunk, which every widget loads
// already: a module of its own would be a chunk and a request more on every page.
import type { Logger } from '../kernel/types';

/** Long enough for a page being left to say so (beforeunload, pagehide; traced in WebKit). */
const LEAVE_GRACE_MS = 300;

/** Failures of loads during which the page began to be left. */
const abandoned = new WeakSet<object>();

/** A chunk's loader that fetches once; `peek` gives what it loaded, without waiting. */
export interface LoadOnce<T> {
  (): Promise<T>;
  peek(): T | undefined;
}

/**
 * Wraps a lazily loaded chunk (`() => import('./X')`): every caller shares one fetch, what is
 * already here renders at once (`peek`), and a failed fetch is forgotten, so the next call (a
 * second open, a Retry) asks again. Meanwhile it watches whether the page is being left: a
 * failure then is reported by `reportLoadFailure` as none. `beforeunload` comes before the
 * browser cancels anything; it is listened to only while the load is pending, since a listener
 * kept for good keeps Firefox from putting the page in its back/forward cache.
 *
 * Pop-ups load by hand rather than with React.lazy + Suspense: React holds back a Suspense
 * boundary's reveal for up to 300 ms (its fallback throttle), a pop-up's whole budget.
 */
export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let pending: Promise<T> | undefined;
  let value: T | undefined;
  const get = () => {
    if (pending) return pending;
    let left = false;
    const leave = () => {
      left = true;
    };
    addEventListener('beforeunload', leave);
    addEventListener('pagehide', leave);
    pending = load()
      .then(
        (loaded) => (value = loaded),
        async (error: unknown) => {
          pending = undefined;
          // WebKit cancels the loads before it fires beforeunload (Back): the failure counts
          // only if the page is still not being left a moment later.
          await new Promise((resolve) => setTimeout(resolve, LEAVE_GRACE_MS));
          // A WeakSet takes objects only; an import rejects with an Error.
          if (left && error instanceof Object) abandoned.add(error);
          throw error;
        },
      )
      .finally(() => {
        removeEventListener('beforeunload', leave);
        removeEventListener('pagehide', leave);
      });
    return pending;
  };
  return Object.assign(get, { peek: () => value });
}

/** Logs that something could not load, unless it failed because the page was being left. */
export function reportLoadFailure(log: Logger, message: string, error: unknown) {
  // has() of anything but an object is false.
  if (!abandoned.has(error as object)) log.error(message, error);
}
