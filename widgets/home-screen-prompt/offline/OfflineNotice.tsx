import { useEffect, useState } from 'react';
import type { Schema, WidgetProps } from '../../../src/kernel/types';
import { currentLang, OFFLINE_ANSWERS_FORGOTTEN, t } from '../../../src/ui/widget-root';
import { placeBelowHeader } from './below-header';
import { remountMedia } from './refresh-media';
import { CACHE_PREFIX, MEDIA_CACHE, SAVED_AT, WORKER_FILE } from './shared';

/** The area the worker keeps, unless the element names another (`data-offline-scope`). */
export const DEFAULT_SCOPE = '/parents';

/**
 * Registers the parents area's service worker (./sw.ts) for the area's scope. Runs only in the
 * home-screen-prompt chunk, which only parents-area pages fetch; no other page registers it.
 */
export function registerOfflineWorker({ element, config, log }: WidgetProps<unknown>) {
  if (!('serviceWorker' in navigator)) return;
  // A CMS whose static files cannot carry the scope header names a script of its own that
  // sends it (`data-offline-worker`, a path of the site beside the bundle's files).
  const own = element.getAttribute('data-offline-worker')?.trim() ?? '';
  const script = /^\/(?!\/)/.test(own)
    ? new URL(own, location.origin)
    : new URL(`../${WORKER_FILE}`, import.meta.url);
  if (config.mediaServiceUrl) script.searchParams.set('media', config.mediaServiceUrl);
  const scope = element.getAttribute('data-offline-scope')?.trim() || DEFAULT_SCOPE;
  navigator.serviceWorker
    .register(script, { scope })
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
