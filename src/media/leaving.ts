// A load or a request that fails because the visitor is leaving the page is no failure. Firefox
// and WebKit cancel a page's pending loads once it is being left (a link, a reload, Back) and
// fail them (an import's rejection, a script's error event, a fetch's rejection) while the page
// can still log it: Firefox just after `beforeunload`, WebKit just before it. Chromium lets
// them run. Logged as errors, these would reach an error tracker fed by `widgets:log` for
// nothing. Used by the chunks' loader (src/ui/chunk-load.ts) and the media service's requests
// (./flight.ts); the mount runtime keeps its own copy for the widgets' chunks, in the boot chunk
// (src/kernel/runtime.ts, `load`). In the chunk every widget loads ('widget-root',
// build/chunks.json).

/** Long enough for a page being left to say so (beforeunload, pagehide; traced in WebKit). */
export const LEAVE_GRACE_MS = 300;

/**
 * Ends a watch (watchLeaving). Without `then`, at once: what was watched has settled. With it,
 * for a failure: LEAVE_GRACE_MS later, telling `then` whether the page has begun to be left
 * since the watch started.
 */
export type EndWatch = (then?: (left: boolean) => void) => void;

/**
 * Watches whether the page begins to be left, from now until the watch ends. It listens to
 * `beforeunload` only while it watches: a listener kept for good keeps Firefox from putting the
 * page in its back/forward cache (a page with a load pending does not go there anyway).
 */
export function watchLeaving(): EndWatch {
  let left = false;
  const leave = () => {
    left = true;
  };
  // Window's own methods, called without `this`: WebIDL makes the global object theirs.
  const listen = (method: typeof addEventListener) => {
    for (const type of ['beforeunload', 'pagehide']) method(type, leave);
  };
  listen(addEventListener);
  const stop = () => listen(removeEventListener);
  return (then) => {
    if (!then) return stop();
    setTimeout(() => {
      stop();
      then(left);
    }, LEAVE_GRACE_MS);
  };
}
