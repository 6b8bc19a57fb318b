// The tag manager, loaded late (spec section 7 and 9: "loaded 3 s after page load if configured").
// boot.ts imports this module only when a container id is configured.
import type { Schema } from '../kernel/types';
import type { WidgetEventName } from '../ui/events';

/** Spec section 9: the tag manager delay. */
export const TAG_MANAGER_DELAY_MS = 3000;
/** Google's loader; `tagManagerUrl` in the page config overrides it (a local stand-in, a proxy). */
export const DEFAULT_TAG_MANAGER_URL = 'https://www.googletagmanager.com/gtm.js?id={id}';
/** Marks the script element, so it is added once per page whatever schedules it. */
const SCRIPT_ATTR = 'data-widgets-tag-manager';

/**
 * The integrators' events (src/ui/events.ts) passed on to `window.dataLayer`; tsc demands each
 * name once. Not imported: a value shared with the widgets' chunk would split off a chunk.
 */
const FORWARDED: Record<WidgetEventName, 0> = {
  'popup-open': 0,
  'share-copy': 0,
  'booking-open': 0,
  'embed-load': 0,
  search: 0,
  suggestion: 0,
  'load-more': 0,
  school: 0,
  language: 0,
};
/** Events kept while the tag manager is on its way; later ones are dropped, the first kept. */
export const DATA_LAYER_QUEUE_LIMIT = 50;

export interface TagManagerConfig {
  tagManagerId?: string;
  tagManagerUrl?: string;
}

/**
 * Adds the tag manager script 3000 ms after the window's load event (or after this chunk's
 * arrival, if later: late, never early). Does nothing without an id. Returns the cancel function.
 */
export function scheduleTagManager(config: TagManagerConfig, schema: Schema): () => void {
  const id = config.tagManagerId;
  if (!id) return () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listening = new AbortController();
  const forward = forwardWidgetEvents(listening.signal, schema);
  const wait = () => {
    timer = setTimeout(
      () => addTagManager(id, config.tagManagerUrl, forward.loaded),
      TAG_MANAGER_DELAY_MS,
    );
  };
  if (document.readyState === 'complete') wait();
  else addEventListener('load', wait, { once: true, signal: listening.signal });
  return () => {
    listening.abort();
    clearTimeout(timer);
  };
}

type DataLayerEntry = Record<string, unknown>;
const dataLayer = (): DataLayerEntry[] => {
  const page = window as unknown as { dataLayer?: DataLayerEntry[] };
  page.dataLayer = page.dataLayer ?? [];
  return page.dataLayer;
};

/**
 * Listens for the widgets' events until `signal` aborts, and pushes each to `window.dataLayer` as
 * `{ event: 'widgets:<name>', widget: '<data-widget>', ...detail }` (names from `schema`),
 * the flat shape a tag manager's custom event trigger and data layer variables read. Until
 * `loaded()` (the script has loaded), events wait in a queue of at most DATA_LAYER_QUEUE_LIMIT.
 */
export function forwardWidgetEvents(signal: AbortSignal, schema: Schema): { loaded: () => void } {
  let queue: DataLayerEntry[] | null = [];
  const onEvent = (event: Event) => {
    const detail = (event as CustomEvent).detail;
    const widget = (event.target as Element).getAttribute?.(schema.widget) ?? '';
    const entry = { ...detail, event: event.type, widget };
    if (!queue) dataLayer().push(entry);
    else if (queue.length < DATA_LAYER_QUEUE_LIMIT) queue.push(entry);
  };
  for (const name in FORWARDED)
    document.addEventListener(schema.events + name, onEvent, { signal });
  return {
    loaded() {
      if (!queue) return;
      const waiting = queue;
      queue = null;
      dataLayer().push(...waiting);
    },
  };
}

function addTagManager(id: string, template = DEFAULT_TAG_MANAGER_URL, onLoad = () => {}) {
  if (document.querySelector(`script[${SCRIPT_ATTR}]`)) return;
  // The container reads its start event from the data layer, as Google's own snippet sets it.
  dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  // The widgets' events reach the data layer once the container runs (forwardWidgetEvents).
  script.addEventListener('load', onLoad, { once: true });
  script.async = true;
  script.src = template.replaceAll('{id}', encodeURIComponent(id));
  script.setAttribute(SCRIPT_ATTR, '');
  // A nonce-based CSP needs the page's nonce (browsers hide the attribute; the property keeps it).
  const source = document.querySelector<HTMLElement>('script[nonce]');
  const nonce = source?.nonce || source?.getAttribute('nonce');
  if (nonce) script.setAttribute('nonce', nonce);
  document.head.append(script);
}
