import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMountRuntime, type MountRuntime } from '../../../src/kernel/runtime';
import { createPageStore } from '../../../src/kernel/store/store';
import type { WidgetDefinition } from '../../../src/kernel/types';
import { busyWidget, greetingWidget, throwingWidget, widgetElement } from './helpers';

/** The identity, for type inference of a widget definition's options. */
const defineWidget = <Options,>(definition: WidgetDefinition<Options>) => definition;

const mountedText = (element: Element) =>
  element.querySelector('[data-widget-root]')?.textContent ?? null;
const waitForState = (element: Element, state: string) =>
  vi.waitFor(() => expect(element.getAttribute('data-widget-state')).toBe(state));

/**
 * An eager widget beside the one under test: once it has mounted, the runtime has had its
 * frame and its loads, so a widget that should still wait and has not mounted is waiting.
 */
const witness = () => {
  document.body.append(widgetElement('witness'));
  return [greetingWidget('witness')];
};
const witnessMounted = () =>
  waitForState(document.querySelector('[data-widget="witness"]') as Element, 'mounted');

let runtime: MountRuntime | undefined;

function start(widgets: Parameters<typeof createMountRuntime>[0]['widgets'], config = {}) {
  runtime = createMountRuntime({ widgets, config, store: createPageStore() });
  runtime.start();
  return runtime;
}

beforeEach(() => {
  document.body.innerHTML = '';
});

afterEach(() => {
  runtime?.stop();
  runtime = undefined;
  vi.unstubAllGlobals();
});

describe('given a widget with early work (what the first paint needs before React)', () => {
  it('runs it at discovery, and renders no widget until it has settled', async () => {
    const hero = widgetElement('hero');
    const other = widgetElement('greeting');
    document.body.append(hero, other);
    let settle: () => void = () => {};
    const early = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    const heroWidget = { ...greetingWidget('hero'), early };
    const load = vi.spyOn(heroWidget, 'load');
    start([heroWidget, greetingWidget()]);

    expect(early).toHaveBeenCalledExactlyOnceWith(hero);
    expect(load).not.toHaveBeenCalled();
    // The widgets' own code may arrive meanwhile; React waits, so nothing renders.
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    await load.mock.results[0]?.value; // the hero's code is here; only the early work is not
    expect(hero.getAttribute('data-widget-state')).toBe('pending');
    expect(other.getAttribute('data-widget-state')).toBe('pending');

    settle();
    await waitForState(hero, 'mounted');
    await waitForState(other, 'mounted');
    expect(mountedText(other)).toBe('Hello from greeting: server markup of greeting');
  });

  it('renders the widgets all the same when the early work fails', async () => {
    const hero = widgetElement('hero');
    document.body.append(hero);
    const early = () => Promise.reject(new Error('chunk failed'));
    start([{ ...greetingWidget('hero'), early }]);
    await waitForState(hero, 'mounted');
    expect(mountedText(hero)).toBe('Hello from hero: server markup of hero');
  });
});

describe('given a page with an eager widget', () => {
  it('renders the widget beside its server markup and marks it mounted', async () => {
    const element = widgetElement('greeting');
    document.body.append(element);
    start([greetingWidget()]);

    await waitForState(element, 'mounted');
    expect(mountedText(element)).toBe('Hello from greeting: server markup of greeting');
    // The server markup stays in the DOM as the fallback; CSS hides it while mounted.
    expect(element.querySelector(':scope > p')?.textContent).toBe('server markup of greeting');
  });

  it('mounts one root per element when started twice or by a second runtime', async () => {
    const element = widgetElement('greeting');
    document.body.append(element);
    const first = start([greetingWidget()]);
    first.start();
    const second = createMountRuntime({
      widgets: [greetingWidget()],
      config: {},
      store: createPageStore(),
    });
    second.start();

    await waitForState(element, 'mounted');
    expect(element.querySelectorAll('[data-widget-root]')).toHaveLength(1);
    second.stop();
  });
});

describe('given the load strategies', () => {
  it('idle waits for requestIdleCallback', async () => {
    let idleCallback: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idleCallback = callback;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => {});
    const element = widgetElement('greeting', { 'data-load': 'idle' });
    document.body.append(element);
    start([greetingWidget()]);

    expect(element.getAttribute('data-widget-state')).toBe('pending');
    expect(mountedText(element)).toBeNull();
    idleCallback?.();
    await waitForState(element, 'mounted');
  });

  it('visible waits until the element intersects the viewport', async () => {
    const observers: Array<{ callback: IntersectionObserverCallback; disconnected: boolean }> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        entry: { callback: IntersectionObserverCallback; disconnected: boolean };
        constructor(callback: IntersectionObserverCallback) {
          this.entry = { callback, disconnected: false };
          observers.push(this.entry);
        }
        observe() {}
        disconnect() {
          this.entry.disconnected = true;
        }
      },
    );
    const element = widgetElement('greeting', { 'data-load': 'visible' });
    document.body.append(element);
    start([greetingWidget()]);

    expect(element.getAttribute('data-widget-state')).toBe('pending');
    const [observer] = observers;
    observer?.callback(
      [{ isIntersecting: true } as IntersectionObserverEntry],
      {} as IntersectionObserver,
    );
    await waitForState(element, 'mounted');
    expect(observer?.disconnected).toBe(true);
  });

  it('interaction waits for the first focus inside the element', async () => {
    const element = widgetElement('greeting', { 'data-load': 'interaction' });
    element.innerHTML = '<p>server markup</p><a href="/x">link</a>';
    document.body.append(element);
    start([greetingWidget(), ...witness()]);

    await witnessMounted();
    expect(element.getAttribute('data-widget-state')).toBe('pending');
    element.querySelector('a')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await waitForState(element, 'mounted');
  });

  it('interaction also starts on a control elsewhere that opens the element', async () => {
    const element = widgetElement('greeting', { 'data-load': 'interaction', id: 'site-menu' });
    const unrelated = document.createElement('button');
    const opener = document.createElement('button');
    opener.setAttribute('aria-controls', 'site-menu');
    opener.innerHTML = '<span>Menu</span>';
    document.body.append(unrelated, opener, element);
    start([greetingWidget(), ...witness()]);

    unrelated.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    await witnessMounted();
    expect(element.getAttribute('data-widget-state')).toBe('pending');
    opener.querySelector('span')?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    await waitForState(element, 'mounted');
  });

  it('interaction mounts at once when the page is already at the element (#id)', async () => {
    location.hash = '#site-menu';
    const element = widgetElement('greeting', { 'data-load': 'interaction', id: 'site-menu' });
    document.body.append(element);
    start([greetingWidget()]);
    await waitForState(element, 'mounted');
    location.hash = '';
  });

  it('uses the default with a warning naming the element when data-load is unknown', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = widgetElement('greeting', { 'data-load': 'soon', id: 'hello' });
    document.body.append(element);
    start([greetingWidget()]);

    await waitForState(element, 'mounted');
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toContain(
      '<section id="hello" data-widget="greeting">',
    );
    expect(String(warn.mock.calls[0]?.[0])).toContain('data-load="soon"');
  });
});

describe('given a CMS editor adding and removing widgets', () => {
  it('mounts a widget added after boot', async () => {
    start([greetingWidget()]);
    const element = widgetElement('greeting');
    document.body.append(element);
    await waitForState(element, 'mounted');
    expect(mountedText(element)).toContain('Hello from greeting');
  });

  it('unmounts a removed widget and mounts it afresh when added back', async () => {
    const element = widgetElement('greeting');
    document.body.append(element);
    start([greetingWidget()]);
    await waitForState(element, 'mounted');

    element.remove();
    await vi.waitFor(() => expect(element.hasAttribute('data-widget-state')).toBe(false));
    expect(element.querySelector('[data-widget-root]')).toBeNull();

    document.body.append(element);
    await waitForState(element, 'mounted');
    expect(element.querySelectorAll('[data-widget-root]')).toHaveLength(1);
  });

  it('releases every listener and timer of a widget after 20 mount/remove cycles', async () => {
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const intervals = vi.spyOn(globalThis, 'setInterval');
    const cleared = vi.spyOn(globalThis, 'clearInterval');
    start([busyWidget()]);
    const element = widgetElement('busy');

    for (let cycle = 0; cycle < 20; cycle++) {
      document.body.append(element);
      await waitForState(element, 'mounted');
      element.remove();
      await vi.waitFor(() => expect(element.hasAttribute('data-widget-state')).toBe(false));
    }

    const scrollAdds = added.mock.calls.filter(([type]) => type === 'scroll').length;
    const scrollRemoves = removed.mock.calls.filter(([type]) => type === 'scroll').length;
    // React's StrictMode runs each effect twice in development: at least one per mount.
    expect(scrollAdds).toBeGreaterThanOrEqual(20);
    expect(scrollRemoves).toBe(scrollAdds);
    expect(cleared.mock.calls.length).toBe(intervals.mock.calls.length);
  });

  it('stops waiting for interaction when the element is removed before it mounted', async () => {
    const element = widgetElement('greeting', { 'data-load': 'interaction' });
    const added = vi.spyOn(document, 'addEventListener');
    const removed = vi.spyOn(document, 'removeEventListener');
    document.body.append(element);
    start([greetingWidget()]);
    const listening = added.mock.calls.length;
    expect(listening).toBeGreaterThan(0);
    element.remove();
    await vi.waitFor(() => expect(removed.mock.calls.length).toBeGreaterThanOrEqual(listening));
  });
});

describe('given a widget that throws while rendering', () => {
  it('logs once, shows the server markup again and leaves the other widgets working', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = widgetElement('broken');
    const working = widgetElement('greeting');
    document.body.append(broken, working);
    start([throwingWidget(), greetingWidget()]);

    await waitForState(broken, 'failed');
    await waitForState(working, 'mounted');
    const ours = error.mock.calls.filter(([message]) => String(message).includes('[widgets]'));
    expect(ours).toHaveLength(1);
    expect(String(ours[0]?.[0])).toContain('"broken" widget failed');
    expect(broken.querySelector(':scope > p')?.textContent).toBe('server markup of broken');
    expect(broken.querySelector('[data-widget-root]')?.textContent).toBe('');
  });

  it('marks a widget whose code fails to load as failed, with one error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = widgetElement('offline');
    document.body.append(element);
    start([
      defineWidget({
        name: 'offline',
        defaultStrategy: 'eager',
        load: () => Promise.reject(new Error('chunk failed to load')),
      }),
    ]);
    await waitForState(element, 'failed');
    // Logged a moment later, once the page has had time to say it is being left.
    await vi.waitFor(() => expect(error).toHaveBeenCalledOnce());
  });
});

describe('given a widget whose code is on its way when the visitor leaves the page', () => {
  // Firefox and WebKit cancel the page's pending loads once it is being left, and the import
  // rejects while the page is still there (Chromium lets it run). Firefox fires beforeunload
  // first; WebKit, going Back, rejects first and fires beforeunload and pagehide after.
  const GRACE_MS = 300;

  function leavingWidget() {
    let fail: ((error: Error) => void) | undefined;
    const widget = defineWidget({
      name: 'leaving',
      defaultStrategy: 'eager',
      load: () => new Promise<never>((_, reject) => (fail = reject)),
    });
    /** Once the runtime has asked for the widget's code (and watches the page being left). */
    const loading = () => vi.waitFor(() => expect(fail).toBeDefined());
    return { widget, loading, fail: (error: Error) => fail?.(error) };
  }

  /** The widget on the page, its code asked for and on its way. */
  async function startLoading() {
    const element = widgetElement('leaving');
    document.body.append(element);
    const { widget, loading, fail } = leavingWidget();
    start([widget]);
    await loading();
    return { element, fail };
  }

  /** The grace for a page being left is over, and the widget is marked failed. */
  async function failedAndJudged(element: Element) {
    await vi.advanceTimersByTimeAsync(GRACE_MS);
    await waitForState(element, 'failed');
  }

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('logs no error when the load fails after beforeunload (Firefox)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const logged = vi.fn();
    document.addEventListener('widgets:log', logged);
    const { element, fail } = await startLoading();

    window.dispatchEvent(new Event('beforeunload'));
    fail(new TypeError('error loading dynamically imported module'));
    await failedAndJudged(element);
    document.removeEventListener('widgets:log', logged);
    expect(logged).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('logs no error when the load fails just before beforeunload and pagehide (WebKit, Back)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { element, fail } = await startLoading();

    fail(new TypeError('Importing a module script failed.'));
    await vi.advanceTimersByTimeAsync(10);
    window.dispatchEvent(new Event('beforeunload'));
    window.dispatchEvent(new Event('pagehide'));
    await failedAndJudged(element);
    expect(error).not.toHaveBeenCalled();
  });

  it('still logs a load that fails while the visitor stays, and keeps no listener', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const { element, fail } = await startLoading();

    fail(new TypeError('Importing a module script failed.'));
    await vi.advanceTimersByTimeAsync(10);
    expect(error).not.toHaveBeenCalled();
    await failedAndJudged(element);
    expect(error).toHaveBeenCalledOnce();
    expect(String(error.mock.calls[0]?.[0])).toContain('the "leaving" widget could not load');
    const watched = (calls: unknown[][]) =>
      calls.filter(([type]) => type === 'beforeunload' || type === 'pagehide');
    expect(watched(removed.mock.calls)).toHaveLength(watched(added.mock.calls).length);
  });
});

describe('given markup the runtime cannot use', () => {
  it('warns once naming an element with an unknown widget name and leaves it alone', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = widgetElement('carousel');
    document.body.append(element);
    start([greetingWidget()]);
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toContain('"carousel"');
    expect(warn.mock.calls[0]?.[1]).toBe(element);
    expect(element.getAttribute('data-widget-state')).toBe('unknown');
  });

  it('warns naming the element and the bad option, and does not mount', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = widgetElement('paged', { 'data-take': 'lots' });
    document.body.append(element);
    start([
      defineWidget({
        name: 'paged',
        defaultStrategy: 'eager',
        options: (el) => {
          const take = Number(el.getAttribute('data-take'));
          if (!Number.isInteger(take)) throw new Error('data-take must be a whole number');
          return { take };
        },
        load: async () => ({ default: () => <p>paged</p> }),
      }),
    ]);
    expect(element.getAttribute('data-widget-state')).toBe('invalid');
    expect(String(warn.mock.calls[0]?.[0])).toContain('data-take must be a whole number');
  });

  it('reports bad options read by the widget module once its code arrives, and does not mount', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = widgetElement('paged', { 'data-take': 'lots', id: 'news' });
    document.body.append(element);
    const render = vi.fn(() => <p>paged</p>);
    start([
      defineWidget({
        name: 'paged',
        defaultStrategy: 'eager',
        load: async () => ({
          default: render,
          readOptions: (el: HTMLElement) => {
            const take = Number(el.getAttribute('data-take'));
            if (!Number.isInteger(take)) throw new Error('data-take must be a whole number');
            return { take };
          },
        }),
      }),
    ]);
    await waitForState(element, 'invalid');
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toContain('<section id="news" data-widget="paged">');
    expect(String(warn.mock.calls[0]?.[0])).toContain('data-take must be a whole number');
    expect(render).not.toHaveBeenCalled();
    expect(element.querySelector('[data-widget-root]')).toBeNull();
  });

  it('keeps a widget as server markup when the config lacks a key it needs, naming the key once', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const first = widgetElement('hub');
    const second = widgetElement('hub');
    document.body.append(first, second);
    const load = vi.fn(async () => ({ default: () => <p>hub</p> }));
    start([
      defineWidget({ name: 'hub', defaultStrategy: 'eager', needs: ['mediaServiceUrl'], load }),
    ]);
    expect(first.getAttribute('data-widget-state')).toBe('disabled');
    expect(second.getAttribute('data-widget-state')).toBe('disabled');
    expect(error).toHaveBeenCalledOnce();
    expect(String(error.mock.calls[0]?.[0])).toContain('"mediaServiceUrl"');
    expect(load).not.toHaveBeenCalled();
  });
});
