// The leak battery's cycles, run inside the page (one Playwright round-trip per batch
// of cycles, not per step): widgets cloned from the page's own CMS element, added and removed;
// pop-ups opened from the page's cards and closed by button, Escape and back. Plus the routes
// that fail chosen media calls late, so that a widget or pop-up goes with a call really out.
// Needs the probe (leak-probe.ts) installed first: it waits with the probe's uncounted timers.
import type { BrowserContext } from 'playwright-core';

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
    __leakCycles: LeakCycles;
  }
}

interface LeakCycles {
  prepareWidget(name: string): void;
  cycleWidget(options: WidgetCycleOptions): Promise<WidgetCycleResult>;
  cyclePopup(kind: PopupKind, cycles: number): Promise<PopupCycleResult>;
  /** The key (feedId:itemId) of the card cyclePopup opens only in its loading cycles. */
  loadingItem(): Promise<string>;
}

/** Runs in the page after the probe's init script; self-contained (serialized into the page). */
function leakCycles() {
  const { until, jsonpInFlight } = window.__leakProbe;
  // MID_FLIGHT_MARK, repeated: this function is serialized into the page on its own.
  const midFlightMark = 'leakprobe';

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
      // Not the loading cycles' item: its calls fail (and a failure in an open pop-up is logged).
      const related = [
        ...(openDialog()?.querySelectorAll<HTMLAnchorElement>('.wgt-related-events__link') ?? []),
      ].find((link) => !link.pathname.endsWith(`/${loadingKey.replace(':', '/')}`));
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
      await until(() => document.querySelector('.wgt-zoom.wgt-is-zoomed'), 'the zoom');
      return true;
    }
    if (kind === 'embed' && cycle % 10 === 6) {
      inDialog<HTMLButtonElement>('.wgt-embed__load')?.click();
      await until(() => inDialog('iframe'), 'the player frame');
      return true;
    }
    return false;
  }

  /**
   * Four cards of different items, by item key (feedId:itemId); the calendar lists a multi-day
   * event on each of its days.
   */
  /** The item opened only in loading cycles (feedId:itemId). */
  let loadingKey = '';

  async function popupCards(): Promise<Map<string, HTMLAnchorElement>> {
    return until(() => {
      const byItem = new Map<string, HTMLAnchorElement>();
      for (const link of document.querySelectorAll<HTMLAnchorElement>(
        '[data-widget-root] [data-card-key] .wgt-card__link',
      )) {
        const key = link.closest('[data-card-key]')?.getAttribute('data-card-key') ?? '';
        if (!byItem.has(key)) byItem.set(key, link);
        if (byItem.size === 4) return byItem;
      }
      return null;
    }, 'cards of four items');
  }

  async function cyclePopup(kind: PopupKind, cycles: number): Promise<PopupCycleResult> {
    const result: PopupCycleResult = { opened: 0, closedLoading: 0, extras: 0 };
    const path = location.pathname;
    await until(
      () => document.querySelector('[data-widget="popups"][data-widget-state="mounted"]'),
      'the pop-up host',
    );
    const byItem = await popupCards();
    loadingKey = [...byItem.keys()][3] ?? '';
    const links = [...byItem.values()];
    // Three cards open for real; the fourth only in loading cycles, whose calls the test fails
    // late (failItemLate), so they are never remembered and always go out.
    const cards = links.slice(0, 3);
    const loadingCard = links[3];
    for (let index = 0; index < cycles; index++) {
      const cycle = popupCycle++;
      const loading = cycle % 7 === 3;
      if (loading) {
        // A call of its own, not one nearly over that another loading cycle started.
        await until(() => !jsonpInFlight(), 'the last loading call to end');
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
    }
    return result;
  }

  window.__leakCycles = {
    prepareWidget,
    cycleWidget,
    cyclePopup,
    loadingItem: async () => [...(await popupCards()).keys()][3] ?? '',
  } satisfies LeakCycles;
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

/**
 * The calls of one item's pop-up (its description; a photo set's photos) get an HTTP 500 after
 * `delayMs`: long enough for the pop-up to have closed (a failure while it is open is reported,
 * rightly, with a console error). cyclePopup opens that item only to close it while loading.
 */
export function failItemLate(context: BrowserContext, itemId: string, delayMs = 600) {
  return failCallsLate(
    context,
    (url) =>
      (url.pathname.endsWith('/GetMediaItemDescription') &&
        url.searchParams.get('ItemId') === itemId) ||
      (url.pathname.endsWith('/GetPhotosSet') && url.searchParams.get('SetId') === itemId),
    delayMs,
  );
}

/** Installs the cycles in every page of the context (after installLeakProbe). */
export async function installLeakCycles(context: BrowserContext): Promise<void> {
  await context.addInitScript(leakCycles);
}
