import { type Flight, fly, type Send, type TransportOptions } from './flight';
import { offThreadUsable, sendOffThread } from './off-thread';

export interface JsonpOptions extends TransportOptions {
  /** CSP nonce for the script element, when the page's policy asks for one. */
  nonce?: string;
}

/**
 * How long a given-up request's no-op callback waits for a late answer. A removed <script> still
 * runs once fetched (HTML "prepare the script element" keeps no link to the tree), so a late
 * answer must find a function; its `load` or `error` event, or this delay, removes it.
 */
export const LATE_ANSWER_GRACE_MS = 60_000;

/** Marks the hidden frame that holds the scripts of calls made before the page's `load`. */
const JSONP_FRAME_ATTR = 'data-widgets-jsonp';

type Globals = Record<string, unknown>;
const inFlight = new Map<string, Flight>();
const noop = () => {};
let counter = 0;

/**
 * GET `url` as JSONP and resolve with what the service passes to the callback, added as
 * `callback=<name>` (replacing one in `url`, like the spec's `callback=?`). Identical requests in
 * flight (same URL without `callback`) share one script. Rejects with MediaRequestError:
 * 'timeout', 'network' (script error event), 'invalid' (loaded without calling back) or
 * 'aborted'. Whatever the outcome, the script element and the global callback are removed.
 * A `long` answer is read by a worker where one can start (./off-thread.ts), else the same way.
 */
export const jsonp = (url: string, options: JsonpOptions = {}) => {
  const send = sendScript(options.nonce);
  return fly(
    inFlight,
    url,
    options,
    options.long && offThreadUsable() ? sendOffThread(send) : send,
  );
};

let frame: HTMLIFrameElement | undefined;

/**
 * The document a call's script goes into, and the globals its callback lives on. Before the
 * page's load event, a hidden same-origin frame's: a script in the page delays `load` until
 * fetched (HTML, "the end": the set of scripts that will execute as soon as possible), removed or
 * not, so a service that never answers would hold the page's load event (the tab shows loading,
 * the tag manager waits). The frame's about:blank has finished loading, so its scripts delay
 * nothing while the call still starts at once. After `load`, or without a usable frame (a
 * sandboxed page, a frame document still loading), the page's own.
 */
function scriptHost(): { doc: Document; globals: Globals } {
  if (document.readyState !== 'complete') {
    if (!frame?.isConnected) {
      frame = document.createElement('iframe');
      frame.hidden = true;
      frame.setAttribute(JSONP_FRAME_ATTR, '');
      document.head.append(frame);
    }
    const doc = frame.contentDocument;
    const globals = frame.contentWindow as unknown as Globals | null;
    if (doc?.readyState === 'complete' && globals) return { doc, globals };
  }
  return { doc: document, globals: globalThis as unknown as Globals };
}

/** A script of `target` with a fresh callback, in scriptHost()'s document. */
const sendScript =
  (nonce: string | undefined): Send =>
  (target, answer, fail) => {
    const { doc, globals: callbacks } = scriptHost();
    // The random part keeps names apart when two copies of the bundle share a page.
    const name = `__wjsonp_${++counter}_${Math.random().toString(36).slice(2, 10)}`;
    target.searchParams.set('callback', name);
    const script = doc.createElement('script');
    let settled = false;
    // Whether the script has run (or failed): from then on nothing can call the callback.
    let ran = false;
    let graceTimer: ReturnType<typeof setTimeout> | undefined;
    const forget = () => {
      clearTimeout(graceTimer);
      delete callbacks[name];
    };
    const onScriptEnd = (failure: () => void) => () => {
      ran = true;
      if (settled) forget();
      else failure();
    };
    callbacks[name] = answer;
    script.addEventListener(
      'load',
      onScriptEnd(() => fail('invalid', 'script loaded without calling back')),
    );
    script.addEventListener(
      'error',
      onScriptEnd(() => fail('network', 'script failed to load')),
    );
    script.async = true;
    if (nonce) script.nonce = nonce;
    script.src = target.href;
    doc.head.appendChild(script);
    return () => {
      settled = true;
      script.remove();
      if (ran) {
        forget();
      } else {
        // Still running or still in the network: leave a harmless stub (second calls of the
        // same script, late answers) until the script's own load/error event or the grace delay.
        callbacks[name] = noop;
        graceTimer = setTimeout(forget, LATE_ANSWER_GRACE_MS);
      }
    };
  };
