// The tag manager, loaded late (spec section 7 and 9: "loaded 3 s after page load if
// configured"). boot.ts imports this module only when a container id is configured, so a page
// without one requests nothing at all.

/** Spec section 9: the tag manager delay. */
export const TAG_MANAGER_DELAY_MS = 3000;
/** Google's loader; `tagManagerUrl` in the page config overrides it (a local stand-in, a proxy). */
export const DEFAULT_TAG_MANAGER_URL = 'https://www.googletagmanager.com/gtm.js?id={id}';
/** Marks the script element, so it is added once per page whatever schedules it. */
const SCRIPT_ATTR = 'data-widgets-tag-manager';

export interface TagManagerConfig {
  tagManagerId?: string;
  tagManagerUrl?: string;
}

/**
 * Adds the tag manager script 3000 ms after the window's load event. When this chunk arrives
 * after the load event, the 3000 ms count from its arrival: a few milliseconds late, never early.
 * Does nothing without an id. Returns the cancel function.
 */
export function scheduleTagManager(config: TagManagerConfig): () => void {
  const id = config.tagManagerId;
  if (!id) return () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wait = () => {
    timer = setTimeout(() => addTagManager(id, config.tagManagerUrl), TAG_MANAGER_DELAY_MS);
  };
  if (document.readyState === 'complete') wait();
  else addEventListener('load', wait, { once: true });
  return () => {
    removeEventListener('load', wait);
    clearTimeout(timer);
  };
}

function addTagManager(id: string, template = DEFAULT_TAG_MANAGER_URL) {
  if (document.querySelector(`script[${SCRIPT_ATTR}]`)) return;
  // The container reads its start event from the data layer, as Google's own snippet sets it.
  const page = window as unknown as { dataLayer?: unknown[] };
  page.dataLayer = page.dataLayer ?? [];
  page.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = template.replaceAll('{id}', encodeURIComponent(id));
  script.setAttribute(SCRIPT_ATTR, '');
  // Under a nonce-based Content Security Policy the page's nonce must be carried over.
  // (Browsers hide the nonce attribute after parsing; the property keeps it.)
  const source = document.querySelector<HTMLElement>('script[nonce]');
  const nonce = source?.nonce || source?.getAttribute('nonce');
  if (nonce) script.setAttribute('nonce', nonce);
  document.head.append(script);
}
