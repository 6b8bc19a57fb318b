// A chunk that fails to load because the visitor is leaving the page is no fault. Firefox and
// WebKit cancel a page's pending loads once it is being left (a link, a reload, Back) and the
// import rejects ("error loading dynamically imported module", "Importing a module script
// failed") while the page can still log it; Chromium lets the loads run. Logged as errors, these
// would reach an error tracker fed by `widgets:log` for nothing. The mount runtime does the same
// for the widgets' own chunks (src/kernel/runtime.ts, `load`). In the chunk every widget loads
// ('widget-root', build/chunks.json).
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
 * Wraps a lazily loaded chunk (`() => import('./X')`): callers share one fetch, what is here
 * renders at once (`peek`), and a failed fetch is forgotten, so the next call (a Retry) asks
 * again. A failure while the page is being left is no failure to `reportLoadFailure`.
 * `beforeunload` is listened to only while the load is pending: a listener kept for good keeps
 * Firefox from putting the page in its back/forward cache. Pop-ups load by hand, not with
 * React.lazy + Suspense: React holds back a Suspense boundary's reveal for up to 300 ms (its
 * fallback throttle), a pop-up's whole budget.
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
