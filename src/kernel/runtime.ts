import type { ConfigKey, WidgetsConfig } from './config';
import { missingKeys } from './config';
import { log } from './log';
import { describeElement, type LoadStrategy, schema, type WidgetState } from './schema';
import type { PageStore } from './store/store';
import { eager } from './strategies/eager';
import { idle } from './strategies/idle';
import { interaction } from './strategies/interaction';
import type { Strategy } from './strategies/strategy';
import { visible } from './strategies/visible';
import type { AnyWidgetDefinition } from './types';

const STRATEGIES: Record<LoadStrategy, Strategy> = { eager, idle, visible, interaction };

export interface RuntimeOptions {
  widgets: readonly AnyWidgetDefinition[];
  config: Partial<WidgetsConfig>;
  store: PageStore;
  root?: Element;
}

export interface MountRuntime {
  /** Mounts the widgets present and watches for widgets added or removed later. */
  start(): void;
  /** Unmounts every widget and stops watching. */
  stop(): void;
}

interface Mounted {
  cancelWait?: () => void;
  unmount?: () => void;
  disposed?: true;
}

/** The mount lifecycle: discovery by data-widget, load strategies, connect and disconnect. */
export function createMountRuntime(options: RuntimeOptions): MountRuntime {
  const { config, store } = options;
  const root = options.root ?? document.body;
  const registry = new Map(options.widgets.map((widget) => [widget.name, widget]));
  const mounted = new Map<Element, Mounted>();
  const reportedMissing = new Set<ConfigKey>();
  let observer: MutationObserver | null = null;
  // Settles once every widget's early work has (WidgetDefinition.early): React waits for it.
  let early: Promise<unknown> = Promise.resolve();

  const setState = (element: Element, state: WidgetState) =>
    element.setAttribute(schema.state, state);

  function connect(element: HTMLElement) {
    // Another copy of the bundle, or an earlier boot, already owns this element.
    if (mounted.has(element) || element.hasAttribute(schema.state)) return;
    const name = element.getAttribute(schema.widget) ?? '';
    const widget = registry.get(name);
    if (!widget) {
      setState(element, 'unknown');
      log.warn(`no widget named "${name}"; left as server markup:`, element);
      return;
    }

    const missing = missingKeys(config, widget.needs ?? []);
    if (missing.length > 0) {
      setState(element, 'disabled');
      for (const key of missing) {
        if (reportedMissing.has(key)) continue;
        reportedMissing.add(key);
        log.error(
          `config key "${key}" is missing or invalid; the "${name}" widget stays as server markup.`,
        );
      }
      return;
    }

    let widgetOptions: unknown;
    try {
      widgetOptions = widget.options?.(element);
    } catch (error) {
      reportBadOptions(element, error);
      return;
    }

    const requested = element.getAttribute(schema.load);
    let strategy = widget.defaultStrategy;
    if (requested !== null) {
      if (Object.hasOwn(STRATEGIES, requested)) {
        strategy = requested as LoadStrategy;
      } else {
        log.warn(
          `${describeElement(element)}: unknown ${schema.load}="${requested}" (${Object.keys(STRATEGIES)}); using "${strategy}".`,
        );
      }
    }

    // A failure of the early work costs only its head start: the widget's own code does that
    // work again, and reports what fails.
    if (widget.early) early = Promise.all([early, widget.early(element).catch(() => {})]);

    const entry: Mounted = {};
    mounted.set(element, entry);
    setState(element, 'pending');
    entry.cancelWait = STRATEGIES[strategy](element, () => {
      load(widget, element, entry, widgetOptions, strategy === 'interaction');
    });
  }

  async function load(
    widget: AnyWidgetDefinition,
    element: HTMLElement,
    entry: Mounted,
    widgetOptions: unknown,
    urgent: boolean,
  ) {
    // Firefox and WebKit cancel the pending loads of a page being left (a link followed, a
    // reload, Back): a load failing then is no fault to report (src/ui/chunk-load.ts says more).
    // Listened to only while loading: a beforeunload listener kept for good keeps Firefox from
    // putting the page in its back/forward cache. WebKit cancels the loads on Back before its
    // beforeunload, and a load may start after beforeunload: a failure is judged a moment
    // later, by which time beforeunload or pagehide has come.
    let left: true | undefined;
    const leave = () => {
      left = true;
    };
    addEventListener('beforeunload', leave);
    addEventListener('pagehide', leave);
    try {
      // React is fetched beside the widget's code; a failure to get it is reported by the
      // await below, not as an unhandled rejection meanwhile.
      const reactRoot = early.then(() => import('../ui/react-root'));
      reactRoot.catch(() => {});
      const module = await widget.load();
      if (entry.disposed) return;
      let options = widgetOptions;
      try {
        if (module.readOptions) options = module.readOptions(element, widgetOptions);
      } catch (error) {
        reportBadOptions(element, error);
        return;
      }
      const props = { element, config, store, options, log, schema };
      module.prepare?.(props);
      const { renderWidget } = await reactRoot;
      if (entry.disposed) return;
      entry.unmount = renderWidget({
        name: widget.name,
        element,
        urgent,
        Component: module.default,
        props,
        onMounted: () => setState(element, 'mounted'),
        onFailed: (error) => {
          setState(element, 'failed');
          log.error(
            `the "${widget.name}" widget failed; its server markup is shown instead.`,
            error,
            element,
          );
        },
      });
    } catch (error) {
      if (entry.disposed) return;
      // 300 ms: long enough for a page being left to say so (WebKit fires pagehide after the
      // failed import).
      // The state waits too: the widget inspector reads the reason in the log as it changes.
      await new Promise((resolve) => setTimeout(resolve, 300));
      setState(element, 'failed');
      if (!left) log.error(`the "${widget.name}" widget could not load:`, error, element);
    } finally {
      removeEventListener('beforeunload', leave);
      removeEventListener('pagehide', leave);
    }
  }

  function reportBadOptions(element: Element, error: unknown) {
    setState(element, 'invalid');
    log.warn(`bad options on ${describeElement(element)}: ${(error as Error).message}`, element);
  }

  function disconnect(element: Element) {
    const entry = mounted.get(element);
    if (!entry) return;
    entry.disposed = true;
    entry.cancelWait?.();
    entry.unmount?.();
    mounted.delete(element);
    element.removeAttribute(schema.state);
  }

  function connectWithin(node: Node) {
    if (!(node instanceof Element)) return;
    if (node.matches(`[${schema.widget}]`)) connect(node as HTMLElement);
    for (const element of node.querySelectorAll<HTMLElement>(`[${schema.widget}]`))
      connect(element);
  }

  function onMutations(records: MutationRecord[]) {
    // Removals first: an element moved within the page is unmounted, then mounted again.
    if (records.some((record) => record.removedNodes.length > 0)) {
      for (const element of [...mounted.keys()]) {
        if (!element.isConnected) disconnect(element);
      }
    }
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node.isConnected) connectWithin(node);
      }
    }
  }

  return {
    start() {
      if (observer) return;
      connectWithin(root);
      observer = new MutationObserver(onMutations);
      observer.observe(root, { childList: true, subtree: true });
    },
    stop() {
      observer?.disconnect();
      observer = null;
      for (const element of [...mounted.keys()]) disconnect(element);
    },
  };
}
