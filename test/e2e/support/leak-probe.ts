// The leak battery's instruments: an init script that counts what a page has pending
// (timers, animation frames, idle callbacks, observers, inert elements, performance marks) and
// keeps its console errors as text; and a CDP measurement of heap, DOM nodes and event listeners
// after garbage collection. The cycles that exercise the widgets are in leak-cycles.ts.
import type { BrowserContext, CDPSession, Page } from 'playwright-core';

/** What is pending in the page: each started thing not yet fired, cancelled or disconnected. */
export interface PendingCounts {
  /** Elements made inert (a modal or the menu left the page behind it inert). */
  inert: number;
  /** Performance marks and measures: the page's timeline keeps them all (no buffer limit). */
  marks: number;
  timers: number;
  frames: number;
  idleCallbacks: number;
  observers: number;
}

export interface Measure extends PendingCounts {
  heapBytes: number;
  nodes: number;
  listeners: number;
  documents: number;
}

declare global {
  interface Window {
    __leakProbe: LeakProbe;
  }
}

export interface LeakProbe {
  pending(): PendingCounts;
  errors: string[];
  /** Waits with the page's own, uncounted setTimeout. */
  wait(ms: number): Promise<void>;
  /** Polls `check` until it returns something truthy; throws after `timeoutMs`. */
  until<T>(check: () => T, what: string, timeoutMs?: number): Promise<NonNullable<T>>;
  /** A JSONP script of the bundle is in the document, or a media worker runs: a call is out. */
  jsonpInFlight(): boolean;
  settle(ms: number): Promise<void>;
  jsonpLeftovers(): { scripts: number; workers: number; callbacks: number };
}

/**
 * Runs in the page before any of its scripts (context.addInitScript). Self-contained: it is
 * serialized into the page. Its own waits use the unwrapped timers, so they are never counted.
 */
function leakProbe() {
  const win = window as unknown as Record<string, unknown> & Window;
  type Callback = (...args: unknown[]) => unknown;
  // Typed by hand: Node's typings of setTimeout leak into this file's DOM ones.
  type SetTimer = (handler: unknown, delay?: number, ...rest: unknown[]) => number;
  type ClearTimer = (id?: number) => void;
  const native = {
    setTimeout: window.setTimeout as unknown as SetTimer,
    clearTimeout: window.clearTimeout as unknown as ClearTimer,
    setInterval: window.setInterval as unknown as SetTimer,
    clearInterval: window.clearInterval as unknown as ClearTimer,
    requestAnimationFrame: window.requestAnimationFrame,
    cancelAnimationFrame: window.cancelAnimationFrame,
    requestIdleCallback: window.requestIdleCallback,
    cancelIdleCallback: window.cancelIdleCallback,
  };

  // Timeouts and intervals share one id space in browsers (clearTimeout clears an interval).
  const timers = new Set<number>();
  const frames = new Set<number>();
  const idles = new Set<number>();
  const setTimeoutCounted: SetTimer = (handler, delay, ...rest) => {
    if (typeof handler !== 'function') return native.setTimeout.call(window, handler, delay);
    const id = native.setTimeout.call(
      window,
      function (this: unknown, ...args: unknown[]) {
        timers.delete(id);
        return (handler as Callback).apply(this, args);
      },
      delay,
      ...rest,
    );
    timers.add(id);
    return id;
  };
  const setIntervalCounted: SetTimer = (handler, delay, ...rest) => {
    const id = native.setInterval.call(window, handler, delay, ...rest);
    timers.add(id);
    return id;
  };
  win.setTimeout = setTimeoutCounted;
  win.setInterval = setIntervalCounted;
  win.clearTimeout = (id?: number) => {
    if (id !== undefined) timers.delete(id);
    native.clearTimeout.call(window, id);
  };
  win.clearInterval = (id?: number) => {
    if (id !== undefined) timers.delete(id);
    native.clearInterval.call(window, id);
  };
  win.requestAnimationFrame = (callback: FrameRequestCallback) => {
    const id = native.requestAnimationFrame.call(window, (time) => {
      frames.delete(id);
      callback(time);
    });
    frames.add(id);
    return id;
  };
  win.cancelAnimationFrame = (id: number) => {
    frames.delete(id);
    native.cancelAnimationFrame.call(window, id);
  };
  if (native.requestIdleCallback) {
    win.requestIdleCallback = (callback: IdleRequestCallback, options?: IdleRequestOptions) => {
      const id = native.requestIdleCallback.call(
        window,
        (deadline) => {
          idles.delete(id);
          callback(deadline);
        },
        options,
      );
      idles.add(id);
      return id;
    };
    win.cancelIdleCallback = (id: number) => {
      idles.delete(id);
      native.cancelIdleCallback.call(window, id);
    };
  }

  // An observer counts from its first observe() until disconnect() (or unobserve() of all it
  // watched). Weak maps: the probe must not keep anything alive itself.
  let observers = 0;
  const watched = new WeakMap<object, { targets: WeakSet<object>; size: number }>();
  for (const name of ['MutationObserver', 'IntersectionObserver', 'ResizeObserver']) {
    const proto = (win[name] as { prototype: Record<string, Callback> } | undefined)?.prototype;
    if (!proto) continue;
    const { observe, unobserve, disconnect } = proto;
    if (!observe || !disconnect) continue;
    proto.observe = function (this: object, target: unknown, ...rest: unknown[]) {
      let entry = watched.get(this);
      if (!entry) {
        entry = { targets: new WeakSet(), size: 0 };
        watched.set(this, entry);
      }
      if (target instanceof Object && !entry.targets.has(target)) {
        entry.targets.add(target);
        if (entry.size++ === 0) observers++;
      }
      return observe.call(this, target, ...rest);
    };
    if (unobserve) {
      proto.unobserve = function (this: object, target: unknown) {
        const entry = watched.get(this);
        if (entry && target instanceof Object && entry.targets.has(target)) {
          entry.targets.delete(target);
          if (--entry.size === 0) observers--;
        }
        return unobserve.call(this, target);
      };
    }
    proto.disconnect = function (this: object) {
      const entry = watched.get(this);
      if (entry && entry.size > 0) observers--;
      watched.delete(this);
      return disconnect.call(this);
    };
  }

  // Console errors as text only: a console message's objects would stay alive in the inspector.
  const errors: string[] = [];
  const consoleError = console.error;
  console.error = (...args: unknown[]) => {
    if (errors.length < 20) errors.push(args.map((arg) => String(arg)).join(' '));
    consoleError.apply(console, args);
  };

  const wait = (ms: number) =>
    new Promise<void>((done) => native.setTimeout.call(window, done, ms));
  async function until<T>(
    check: () => T,
    what: string,
    timeoutMs = 10_000,
  ): Promise<NonNullable<T>> {
    const start = performance.now();
    for (;;) {
      const value = check();
      if (value) return value as NonNullable<T>;
      if (performance.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
      await wait(4);
    }
  }
  // The page, and the frame that holds the calls made before its load event (src/media/jsonp.ts).
  const jsonpGlobals = () => {
    const frame = document.querySelector<HTMLIFrameElement>('iframe[data-widgets-jsonp]');
    return frame?.contentWindow ? [window, frame.contentWindow] : [window];
  };
  const jsonpScripts = () =>
    jsonpGlobals().flatMap((global) => [
      ...global.document.querySelectorAll('script[src*="callback=__wjsonp"]'),
    ]);
  // The media workers alive: a long answer's call is out in one (src/media/off-thread.ts),
  // which ends it by terminate().
  const mediaWorkers = new Set<Worker>();
  const NativeWorker = window.Worker;
  if (NativeWorker) {
    window.Worker = class extends NativeWorker {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        if (String(url).includes('media-worker')) mediaWorkers.add(this);
      }
      override terminate() {
        mediaWorkers.delete(this);
        super.terminate();
      }
    };
  }
  const jsonpInFlight = () => jsonpScripts().length > 0 || mediaWorkers.size > 0;

  win.__leakProbe = {
    pending: () => ({
      inert: document.querySelectorAll('[inert]').length,
      marks:
        performance.getEntriesByType('mark').length +
        performance.getEntriesByType('measure').length,
      timers: timers.size,
      frames: frames.size,
      idleCallbacks: idles.size,
      observers,
    }),
    errors,
    wait,
    until,
    jsonpInFlight,
    // Calls still out (a failed-late one) end first; then what they scheduled runs.
    settle: async (ms: number) => {
      await until(() => !jsonpInFlight(), 'the calls still out to end', 5000);
      await wait(ms);
    },
    jsonpLeftovers: () => ({
      scripts: jsonpScripts().length,
      workers: mediaWorkers.size,
      callbacks: jsonpGlobals().flatMap((global) =>
        Object.keys(global).filter((key) => key.startsWith('__wjsonp')),
      ).length,
    }),
  } satisfies LeakProbe;
}

/** Installs the probe in every page of the context, before any page script. */
export async function installLeakProbe(context: BrowserContext): Promise<void> {
  await context.addInitScript(leakProbe);
}

/** Garbage-collects, then reads heap, DOM counters and the probe's pending counts. */
export async function measure(page: Page, cdp: CDPSession, settleMs = 400): Promise<Measure> {
  // Let what was already scheduled run (a zoom's closing delay, a late JSONP script's load).
  await page.evaluate((ms) => window.__leakProbe.settle(ms), settleMs);
  for (let pass = 0; pass < 3; pass++) await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const dom = await cdp.send('Memory.getDOMCounters');
  const pending = await page.evaluate(() => window.__leakProbe.pending());
  return {
    heapBytes: heap.usedSize,
    nodes: dom.nodes,
    listeners: dom.jsEventListeners,
    documents: dom.documents,
    ...pending,
  };
}

/** Growth from the baseline to the end, per figure. */
export function growth(baseline: Measure, end: Measure): Measure {
  const keys = Object.keys(baseline) as (keyof Measure)[];
  return Object.fromEntries(
    keys.map((key) => [key, end[key] - baseline[key]]),
  ) as unknown as Measure;
}
