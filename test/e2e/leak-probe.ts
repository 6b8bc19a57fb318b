// The leak battery's instruments (issue 9): an init script that counts the timers, animation
// frames, idle callbacks and observers a page has pending, and runs mount/unmount and
// open/close cycles inside the page (one Playwright round-trip per batch of cycles, not per
// step); and a CDP measurement of heap, DOM nodes and event listeners after garbage collection.
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

/** How a widget's load strategy is made to fire for a clone the test adds. */
export type Trigger = 'none' | 'scroll' | 'pointer';

export interface WidgetCycleOptions {
  cycles: number;
  trigger: Trigger;
  /** In data cycles, wait for this selector inside the widget (its JSONP answered) before removing. */
  ready?: string;
  /** Every n-th cycle removes the widget right after it mounts, while its JSONP is in flight. */
  midFlightEvery?: number;
  /**
   * Set on the clone in mid-flight cycles to `leakprobe-<cycle>`, so that its call is one the
   * page's media client has not answered before (answers are remembered) and really goes out.
   */
  midFlightAttribute?: string;
  /** Every n-th cycle removes the widget while it is still pending (its strategy not fired). */
  pendingEvery?: number;
  /**
   * Every n-th mounted cycle clicks `opener` (elsewhere on the page), waits for `opened` inside
   * the widget, and removes the widget open; `opener` is clicked again afterwards when its
   * aria-expanded is still "true", so the next cycle starts closed.
   */
  open?: { every: number; opener: string; opened: string };
  /** Things a visitor does inside the widget just before it goes, in data cycles. */
  acts?: WidgetAct[];
}

/**
 * On cycles where `cycle % every === offset`: type `type.value` into `type.selector` (as a
 * keystroke would: React sees an input event) or click `click`; then wait for `waitFor`, if
 * given, else remove the widget at once (a debounce timer or a request pending).
 */
export interface WidgetAct {
  every: number;
  offset: number;
  type?: { selector: string; value: string };
  click?: string;
  waitFor?: string;
}

export interface WidgetCycleResult {
  mounted: number;
  /** Acts done (WidgetCycleOptions.acts). */
  acted: number;
  /** Removed while open (WidgetCycleOptions.open). */
  removedOpen: number;
  removedPending: number;
  /** Removals that found a JSONP script of the bundle in the document. */
  removedMidFlight: number;
}

export type PopupKind = 'news' | 'event' | 'photos' | 'embed';

export interface PopupCycleResult {
  opened: number;
  /** Closed before its content had shown (description, kind chunk, map or players loading). */
  closedLoading: number;
  extras: number;
}

declare global {
  interface Window {
    __leakProbe: LeakProbe;
  }
}

interface LeakProbe {
  pending(): PendingCounts;
  errors: string[];
  prepareWidget(name: string): void;
  cycleWidget(options: WidgetCycleOptions): Promise<WidgetCycleResult>;
  cyclePopup(kind: PopupKind, cycles: number): Promise<PopupCycleResult>;
  settle(ms: number): Promise<void>;
  jsonpLeftovers(): { scripts: number; callbacks: number };
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
  // MID_FLIGHT_MARK, repeated: this function is serialized into the page on its own.
  const midFlightMark = 'leakprobe';
  // LOADING_COOKIE, repeated likewise.
  const loadingCookie = 'leakprobe-loading';
  const jsonpInFlight = () => document.querySelector('script[src*="callback=__wjsonp"]') !== null;

  // --- widgets: clones of the page's own CMS element, added and removed ---
  let widget: { name: string; template: Element; parent: Node; anchor: Node | null } | null = null;
  let widgetCycle = 0;

  function prepareWidget(name: string) {
    const original = document.querySelector(`[data-widget="${name}"]`);
    if (!original?.parentNode) throw new Error(`no ${name} widget on this page`);
    const template = original.cloneNode(true) as Element;
    template.removeAttribute('data-widget-state');
    for (const host of template.querySelectorAll('[data-widget-root]')) host.remove();
    widget = { name, template, parent: original.parentNode, anchor: original.nextSibling };
    original.remove();
  }

  /** The value setter React's input tracking expects a keystroke to go through. */
  const setInputValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

  async function actOn(element: Element, act: WidgetAct): Promise<boolean> {
    if (act.type) {
      const input = element.querySelector<HTMLInputElement>(act.type.selector);
      if (!input || !setInputValue) return false;
      input.focus();
      setInputValue.call(input, act.type.value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    if (act.click) {
      const target = element.querySelector<HTMLElement>(act.click);
      if (!target) return false;
      target.click();
    }
    const waitFor = act.waitFor;
    if (waitFor) await until(() => element.querySelector(waitFor), `${waitFor} after acting`);
    return true;
  }

  async function cycleWidget(options: WidgetCycleOptions): Promise<WidgetCycleResult> {
    if (!widget) throw new Error('prepareWidget first');
    const { name, template, parent, anchor } = widget;
    const result: WidgetCycleResult = {
      mounted: 0,
      acted: 0,
      removedOpen: 0,
      removedPending: 0,
      removedMidFlight: 0,
    };
    const opener = () =>
      options.open ? document.querySelector<HTMLElement>(options.open.opener) : null;
    const state = (element: Element) => element.getAttribute('data-widget-state');
    for (let index = 0; index < options.cycles; index++) {
      const cycle = widgetCycle++;
      const element = template.cloneNode(true) as HTMLElement;
      const midFlight = Boolean(options.midFlightEvery && cycle % options.midFlightEvery === 0);
      if (midFlight && options.midFlightAttribute) {
        element.setAttribute(options.midFlightAttribute, `${midFlightMark}-${cycle}`);
      }
      parent.insertBefore(element, anchor);
      // The runtime's MutationObserver callback was queued before this microtask.
      await Promise.resolve();
      if (!state(element)) throw new Error(`the runtime did not see ${name}`);
      if (options.pendingEvery && cycle % options.pendingEvery === options.pendingEvery - 1) {
        if (state(element) === 'pending') result.removedPending++;
      } else {
        if (options.trigger === 'scroll') element.scrollIntoView({ block: 'center' });
        if (options.trigger === 'pointer') {
          element.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
        }
        await until(() => {
          const now = state(element);
          if (now !== 'pending' && now !== 'mounted') throw new Error(`${name} is ${now}`);
          return now === 'mounted';
        }, `${name} to mount`);
        result.mounted++;
        if (midFlight) {
          // Its request starts in an effect after the first commit: give it that frame.
          await until(jsonpInFlight, `${name}'s request`, 1000).catch(() => false);
          if (jsonpInFlight()) result.removedMidFlight++;
        } else if (options.ready) {
          const ready = options.ready;
          await until(() => element.querySelector(ready), `${name}: ${ready}`);
        }
        for (const act of options.acts ?? []) {
          if (midFlight || cycle % act.every !== act.offset) continue;
          if (await actOn(element, act)) result.acted++;
        }
        if (options.open && cycle % options.open.every === 0) {
          const opened = options.open.opened;
          (await until(opener, `${name}'s opener`)).click();
          await until(() => element.querySelector(opened), `${name} to open: ${opened}`);
          result.removedOpen++;
        }
      }
      element.remove();
      await until(() => !element.hasAttribute('data-widget-state'), `${name} to unmount`);
      const control = opener();
      if (control?.getAttribute('aria-expanded') === 'true') control.click();
    }
    return result;
  }

  // --- pop-ups: opened from the page's cards through the store, closed three ways ---
  let popupCycle = 0;
  const openDialog = () => document.querySelector<HTMLDialogElement>('dialog[open]');
  const inDialog = <T extends Element>(selector: string) =>
    openDialog()?.querySelector<T>(selector) ?? null;
  const READY: Record<PopupKind, string> = {
    news: '.wgt-news-popup',
    event: '.wgt-event-popup',
    photos: '.wgt-photos__thumbnails button',
    embed: '.wgt-embed-popup',
  };

  /** Kind-specific use of the open pop-up; true when it did something beyond showing. */
  async function exercisePopup(kind: PopupKind, cycle: number): Promise<boolean> {
    if (kind === 'photos') {
      inDialog<HTMLButtonElement>('.wgt-photos__arrow--next')?.click();
      await until(
        () => /^Photo 2 of/.test(inDialog('.wgt-photos__position')?.textContent ?? ''),
        'the next photo',
      );
      if (cycle % 10 === 5) {
        // Leave it playing: the slideshow's timer must stop with the pop-up.
        inDialog<HTMLButtonElement>('.wgt-photos__play')?.click();
        return true;
      }
      return false;
    }
    if (kind === 'event') {
      // On odd cycles it closes with Leaflet still setting up and fetching tiles.
      if (cycle % 2 === 0 && inDialog('.wgt-event-map')) {
        await until(() => inDialog('.leaflet-tile-loaded'), 'a map tile', 5000);
      }
      await until(() => !jsonpInFlight(), 'related events');
      const related = inDialog<HTMLAnchorElement>('.wgt-related-events__link');
      if (cycle % 5 === 2 && related) {
        const before = openDialog()?.querySelector('h2')?.textContent;
        related.click();
        await until(
          () => openDialog()?.querySelector('h2')?.textContent !== before,
          'the related event',
        );
        return true;
      }
      const book = [...(openDialog()?.querySelectorAll('button') ?? [])].find((button) =>
        button.textContent?.includes('Book Tickets Now'),
      );
      if (cycle % 10 === 4 && book) {
        book.click();
        await until(() => inDialog('.wgt-embed__load'), 'the booking placeholder');
        return true;
      }
      return false;
    }
    if (kind === 'news' && cycle % 10 === 3) {
      const enlarge = inDialog<HTMLButtonElement>('.wgt-news-popup__image-button');
      if (!enlarge) return false;
      enlarge.click();
      await until(() => document.querySelector('.wgt-zoom.is-zoomed'), 'the zoom');
      return true;
    }
    if (kind === 'embed' && cycle % 10 === 6) {
      inDialog<HTMLButtonElement>('.wgt-embed__load')?.click();
      await until(() => inDialog('iframe'), 'the player frame');
      return true;
    }
    return false;
  }

  async function cyclePopup(kind: PopupKind, cycles: number): Promise<PopupCycleResult> {
    const result: PopupCycleResult = { opened: 0, closedLoading: 0, extras: 0 };
    const path = location.pathname;
    await until(
      () => document.querySelector('[data-widget="popups"][data-widget-state="mounted"]'),
      'the pop-up host',
    );
    // Four cards of different items (the calendar lists a multi-day event on each of its days).
    const links = await until(() => {
      const byItem = new Map<string, HTMLAnchorElement>();
      for (const link of document.querySelectorAll<HTMLAnchorElement>(
        '[data-widget-root] .wgt-card__link',
      )) {
        if (!byItem.has(link.href)) byItem.set(link.href, link);
      }
      return byItem.size >= 4 ? [...byItem.values()] : null;
    }, 'cards of four items');
    // Three cards open for real; the fourth only in loading cycles, whose calls the test fails
    // late (LOADING_COOKIE), so they are never remembered and always go out.
    const cards = links.slice(0, 3);
    const loadingCard = links[3];
    for (let index = 0; index < cycles; index++) {
      const cycle = popupCycle++;
      const loading = cycle % 7 === 3;
      if (loading) {
        // A call of its own, not one nearly over that another loading cycle started.
        await until(() => !jsonpInFlight(), 'the last loading call to end');
        // biome-ignore lint/suspicious/noDocumentCookie: set before the click, synchronously
        document.cookie = `${loadingCookie}=1; path=/`;
      }
      (loading ? loadingCard : cards[cycle % cards.length])?.click();
      await until(openDialog, `the ${kind} pop-up to open`);
      result.opened++;
      if (loading) {
        // Its call starts in an effect after the dialog's first render.
        await until(jsonpInFlight, 'the loading call', 2000).catch(() => false);
        if (!inDialog(READY[kind]) && jsonpInFlight()) result.closedLoading++;
      } else {
        await until(() => inDialog(READY[kind]), `the ${kind} pop-up's content`);
        if (await exercisePopup(kind, cycle)) result.extras++;
      }
      const dialog = openDialog();
      if (cycle % 3 === 0) dialog?.querySelector<HTMLButtonElement>('.wgt-popup__close')?.click();
      // What Escape does to a modal dialog: a cancelable cancel event.
      else if (cycle % 3 === 1) dialog?.dispatchEvent(new Event('cancel', { cancelable: true }));
      else history.back();
      await until(
        () =>
          !document.querySelector('dialog') &&
          location.pathname === path &&
          !(history.state as Record<string, unknown> | null)?.widgetsPopup,
        `the ${kind} pop-up to close`,
      );
      // biome-ignore lint/suspicious/noDocumentCookie: cleared with the cycle, synchronously
      if (loading) document.cookie = `${loadingCookie}=; max-age=0; path=/`;
    }
    return result;
  }

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
    prepareWidget,
    cycleWidget,
    cyclePopup,
    // Calls still out (a failed-late one) end first; then what they scheduled runs.
    settle: async (ms: number) => {
      await until(() => !jsonpInFlight(), 'the calls still out to end', 5000);
      await wait(ms);
    },
    jsonpLeftovers: () => ({
      scripts: document.querySelectorAll('script[src*="callback=__wjsonp"]').length,
      callbacks: Object.keys(window).filter((key) => key.startsWith('__wjsonp')).length,
    }),
  } satisfies LeakProbe;
}

/** Marks the calls of mid-flight cycles (see WidgetCycleOptions.midFlightAttribute). */
export const MID_FLIGHT_MARK = 'leakprobe';

/**
 * Media-service calls matching `which` get an HTTP 500 after `delayMs`: long enough for the
 * widget to be removed with the call in flight; a failure, so the page's media client forgets
 * it and the next mount asks again.
 */
export async function failCallsLate(
  context: BrowserContext,
  which: (url: URL) => boolean,
  delayMs = 30,
): Promise<void> {
  await context.route(
    (url) => url.pathname.includes('/media-service/') && which(url),
    async (route) => {
      await new Promise((done) => setTimeout(done, delayMs));
      await route.fulfill({ status: 500, body: '' }).catch(() => {});
    },
  );
}

/** Set by the page during a pop-up's loading cycle: its description call fails late. */
export const LOADING_COOKIE = 'leakprobe-loading';

/**
 * A pop-up's calls (its description; a photo set's photos) sent with LOADING_COOKIE get an HTTP
 * 500 after `delayMs`, long enough for the pop-up to have closed (a failure while it is open is
 * reported, rightly, with a console error).
 */
export async function failLoadingCyclesLate(context: BrowserContext, delayMs = 600): Promise<void> {
  await context.route(
    (url) => /\/(GetMediaItemDescription|GetPhotosSet)$/.test(url.pathname),
    async (route) => {
      const cookie = (await route.request().allHeaders()).cookie ?? '';
      if (!cookie.includes(`${LOADING_COOKIE}=1`)) return route.fallback();
      await new Promise((done) => setTimeout(done, delayMs));
      await route.fulfill({ status: 500, body: '' }).catch(() => {});
    },
  );
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
