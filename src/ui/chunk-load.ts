// A chunk that fails to load because the visitor is leaving the page is no fault
// (src/media/leaving.ts). In the chunk every widget loads ('widget-root', build/chunks.json).
import type { Logger } from '../kernel/types';
import { watchLeaving } from '../media/leaving';

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
 * again. A failure while the page is being left is no failure to `reportLoadFailure`. Pop-ups load by hand, not with
 * React.lazy + Suspense: React holds back a Suspense boundary's reveal for up to 300 ms (its
 * fallback throttle), a pop-up's whole budget.
 */
export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let pending: Promise<T> | undefined;
  let value: T | undefined;
  const get = () => {
    if (pending) return pending;
    const endWatch = watchLeaving();
    pending = load().then(
      (loaded) => {
        endWatch();
        value = loaded;
        return loaded;
      },
      (error: unknown) => {
        pending = undefined;
        return new Promise<never>((_, reject) =>
          endWatch((left) => {
            // A WeakSet takes objects only; an import rejects with an Error.
            if (left && error instanceof Object) abandoned.add(error);
            reject(error);
          }),
        );
      },
    );
    return pending;
  };
  return Object.assign(get, { peek: () => value });
}

/** Logs that something could not load, unless it failed because the page was being left. */
export function reportLoadFailure(log: Logger, message: string, error: unknown) {
  // has() of anything but an object is false.
  if (!abandoned.has(error as object)) log.error(message, error);
}
