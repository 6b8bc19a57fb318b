import { useEffect, useState } from 'react';
import type { WidgetProps } from '../../../src/kernel/types';
import { currentLang, t } from '../../../src/ui/widget-root';
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

/** The widgets whose media answers the worker keeps and that reload when the network returns. */
const MEDIA_WIDGETS = '[data-widget="media-hub"],[data-widget="calendar"]';

/**
 * The network is back (and the media repository has forgotten its answers, on the same event):
 * each media widget is taken out and put back, so that the runtime mounts it again and it asks
 * the service afresh (network first, through the worker). No reload.
 */
function remountMedia() {
  for (const widget of document.querySelectorAll(MEDIA_WIDGETS)) {
    const { parentNode, nextSibling } = widget;
    widget.remove();
    // After the runtime's MutationObserver has seen the removal (a task later).
    setTimeout(() => parentNode?.insertBefore(widget, nextSibling));
  }
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
 * the network returns, it goes and the media widgets refresh.
 */
export function OfflineNotice({ timeZone }: { timeZone?: string }) {
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
    const onOnline = () => {
      setOffline(false);
      remountMedia();
    };
    if (!navigator.onLine) readSaved();
    addEventListener('offline', onOffline);
    addEventListener('online', onOnline);
    return () => {
      removeEventListener('offline', onOffline);
      removeEventListener('online', onOnline);
    };
  }, []);
  // The status region is always there, so that a change is announced. Styled inline, not in
  // widgets.css, which every page downloads.
  return (
    <p className="wgt-offline" role="status" style={offline ? NOTICE_STYLE : EMPTY_STYLE}>
      {offline &&
        `${t('You are offline.')} ${savedAt ? t('News and events as last updated on {date}.', { date: when(savedAt, timeZone) }) : t('News and events may be out of date.')}`}
    </p>
  );
}

const EMPTY_STYLE = { margin: 0 };
/** A bar fixed at the top of the viewport: it moves nothing on the page. */
const NOTICE_STYLE = {
  position: 'fixed',
  zIndex: 'var(--wgt-home-prompt-z, 900)',
  top: 0,
  insetInline: 0,
  margin: 0,
  padding: '0.5rem 1rem',
  textAlign: 'center',
  color: 'var(--wgt-offline-fg, #1d1d1f)',
  background: 'var(--wgt-offline-bg, #fff4ce)',
  boxShadow: '0 2px 8px rgb(0 0 0 / 0.2)',
} as const;
