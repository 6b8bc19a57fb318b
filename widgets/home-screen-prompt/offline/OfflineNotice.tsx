import { useEffect, useState } from 'react';
import { currentLang, t } from '../../../src/i18n';
import type { Schema, WidgetProps } from '../../../src/kernel/types';
import { OFFLINE_ANSWERS_FORGOTTEN } from '../../../src/media/offline-event';
import { placeBelowHeader } from './below-header';
import { remountMedia } from './refresh-media';
import {
  CACHE_PREFIX,
  isAllowedRegistration,
  isAllowedScope,
  isPrivateAddress,
  MEDIA_CACHE,
  SAVED_AT,
  WORKER_FILE,
  WORKER_PHP,
} from './shared';

/** The area the worker keeps when the element names none (`data-offline-scope`). */
export const DEFAULT_SCOPE = '/parents';

/**
 * The scope the page registers: its own path (`location.pathname`, as the URL parser
 * normalises it) when the element names it (`data-offline-scope`) or, without the attribute,
 * when it is DEFAULT_SCOPE; else null, no worker. Markup may not name another: an Author can
 * write these attributes (a Custom HTML block), and a wider scope (`/`) let the worker keep
 * every page of the site, the admin's included. The page at the site's root, at a private
 * address or in preview (shared.ts) gets none.
 */
export function offlineScope(named: string | null, page: URL): string | null {
  const wanted = new URL(named?.trim() || DEFAULT_SCOPE, page.origin);
  const own = page.pathname;
  const same = wanted.origin === page.origin && wanted.pathname === own && !wanted.search;
  return same && isAllowedScope(own) && !isPrivateAddress(page) ? own : null;
}

/**
 * The worker script the page registers: the bundle's own (`bundleWorker`, beside the bundle)
 * or, when the element names it (`data-offline-worker`, a CMS whose static files cannot carry
 * the scope header), the plugin's PHP beside it (WORKER_PHP); else null, no worker. Its query
 * is the page's own: `scope` (the PHP's header) and `media` (the worker's media service).
 */
export function offlineWorker(
  named: string | null,
  bundleWorker: URL,
  page: URL,
  scope: string,
  media?: string,
): URL | null {
  const script = new URL(named?.trim() || bundleWorker.href, page.origin);
  const ours = [bundleWorker.pathname, new URL(WORKER_PHP, bundleWorker).pathname];
  if (script.origin !== page.origin || !ours.includes(script.pathname)) return null;
  script.search = '';
  script.hash = '';
  script.searchParams.set('scope', scope);
  if (media) script.searchParams.set('media', media);
  return script;
}

/**
 * Unregisters this worker's registrations (its script is the bundle's or the PHP beside it)
 * whose scope is not allowed, as an older version let markup install them at `/`, and deletes
 * the area's caches they filled (the area's own worker fills them again).
 */
async function removeWiderWorkers(bundleWorker: URL) {
  const ours = [bundleWorker.pathname, new URL(WORKER_PHP, bundleWorker).pathname];
  let removed = false;
  for (const registration of await navigator.serviceWorker.getRegistrations()) {
    const script = (registration.active ?? registration.waiting ?? registration.installing)
      ?.scriptURL;
    if (!script || !ours.includes(new URL(script).pathname)) continue;
    if (isAllowedRegistration(registration.scope, script)) continue;
    removed = (await registration.unregister()) || removed;
  }
  if (!removed || !('caches' in window)) return;
  for (const name of await caches.keys()) {
    if (name.startsWith(`${CACHE_PREFIX}-`)) await caches.delete(name);
  }
}

/**
 * Registers the parents area's service worker (./sw.ts) for the page's own path, after removing
 * any wider one an older version installed. Runs only in the home-screen-prompt chunk, which
 * only parents-area pages fetch; no other page registers it.
 */
export function registerOfflineWorker({ element, config, log }: WidgetProps<unknown>) {
  if (!('serviceWorker' in navigator)) return;
  const page = new URL(location.href);
  const bundleWorker = new URL(`../${WORKER_FILE}`, import.meta.url);
  const named = element.getAttribute('data-offline-scope');
  const scope = offlineScope(named, page);
  const script =
    scope &&
    offlineWorker(
      element.getAttribute('data-offline-worker'),
      bundleWorker,
      page,
      scope,
      config.mediaServiceUrl,
    );
  removeWiderWorkers(bundleWorker)
    .then(() => {
      if (script) return navigator.serviceWorker.register(script, { scope: scope as string });
      // Without attributes, a page elsewhere than DEFAULT_SCOPE (the demo's gallery) just has
      // no worker; attributes that name another page's scope or another script are refused.
      if (named !== null || element.hasAttribute('data-offline-worker')) {
        log.warn('the parents area works offline only at its own path, with its own worker.');
      }
    })
    .catch((error) => log.warn('the parents area cannot work offline:', error));
}

/** When the worker last saved a media answer from the network (ms), or null. */
async function lastSaved(): Promise<number | null> {
  let latest: number | null = null;
  for (const name of await caches.keys()) {
    if (!name.startsWith(`${CACHE_PREFIX}-${MEDIA_CACHE}-`)) continue;
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const saved = Number((await cache.match(request))?.headers.get(SAVED_AT));
      if (saved > (latest ?? 0)) latest = saved;
    }
  }
  return latest;
}

/** "24 Nov 2026, 15:20", in the site's time zone like every date it shows. */
const when = (ms: number, timeZone?: string) =>
  new Intl.DateTimeFormat(currentLang() === 'en' ? 'en-GB' : currentLang(), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
    numberingSystem: 'latn',
  }).format(ms);

/**
 * Says plainly that the page is offline and when its news and events were last updated; when
 * the network returns, it goes and the media widgets refresh what was answered offline.
 */
export function OfflineNotice({ timeZone, schema }: { timeZone?: string; schema: Schema }) {
  const [offline, setOffline] = useState(() => !navigator.onLine);
  const [savedAt, setSavedAt] = useState<number | null>(null);
  useEffect(() => {
    const readSaved = () => {
      if ('caches' in window) lastSaved().then(setSavedAt, () => setSavedAt(null));
    };
    const onOffline = () => {
      setOffline(true);
      readSaved();
    };
    const onOnline = () => setOffline(false);
    if (!navigator.onLine) readSaved();
    const listening = new AbortController();
    const { signal } = listening;
    addEventListener('offline', onOffline, { signal });
    addEventListener('online', onOnline, { signal });
    // Back online, the media widgets ask afresh only for what the worker's kept copies answered.
    document.addEventListener(OFFLINE_ANSWERS_FORGOTTEN, () => remountMedia(schema), { signal });
    return () => listening.abort();
  }, [schema]);
  const text = offline
    ? `${t('You are offline.')} ${savedAt ? t('News and events as last updated on {date}.', { date: when(savedAt, timeZone) }) : t('News and events may be out of date.')}`
    : '';
  // The status line lives below the header, outside the widget's element (at the end of the
  // page): plain DOM, as a React portal would cost React DOM's entry chunk. It is always there,
  // so that a change is announced.
  const [line] = useState(statusLine);
  useEffect(() => {
    placeBelowHeader(line, schema);
    return () => line.remove();
  }, [line, schema]);
  useEffect(() => {
    line.textContent = text;
    line.removeAttribute('style');
    for (const [property, value] of Object.entries(text ? NOTICE_STYLE : EMPTY_STYLE)) {
      line.style.setProperty(property, value);
    }
  }, [line, text]);
  return null;
}

function statusLine(): HTMLElement {
  const line = document.createElement('p');
  line.className = 'wgt-offline';
  line.setAttribute('role', 'status');
  return line;
}

/**
 * Styled inline, not in widgets.css, which every page downloads. A bar in the flow below the
 * header (./below-header.ts): fixed at the top of the viewport it covered the logo, the portal
 * link and the Menu button, and a tap on Menu hit the notice.
 */
const NOTICE_STYLE = {
  margin: '0',
  padding: '0.5rem 1rem',
  'text-align': 'center',
  color: 'var(--wgt-offline-fg, #1d1d1f)',
  background: 'var(--wgt-offline-bg, #fff4ce)',
  'border-bottom': '1px solid rgb(0 0 0 / 0.15)',
};
/** Online: an empty line that takes no room. */
const EMPTY_STYLE = { margin: '0' };
