/**
 * The parents area's service worker (built by build.mjs into dist/parents-sw.js, its own bundle:
 * a classic worker script cannot import the page's chunks). Registered only by the parents-area
 * pages (./register.ts) with their scope, so it sees nothing of other pages. Workbox caches; this
 * file only says what goes where:
 *  - the page (navigations): network first, 3 s, then the kept copy;
 *  - the bundle's hashed chunks (`chunks/`): cache first (a hash never changes its content);
 *  - the other scripts, styles and the manifest of the site's origin: network first, 3 s;
 *  - media service JSONP answers: network first, 3 s, kept without `callback`, renamed when served;
 *    the site's media route's JSON answers (mediaTransport 'json') likewise;
 *  - images (cards): cache first, at most 60, for 7 days;
 *  - from the install on: the area's start page and the menu's chunks, which a visit online may
 *    never have asked for (they load on a first touch of the Menu button).
 * Every cache name carries the bundle's version: a new version's worker deletes the old ones.
 * It never keeps nor answers a private address (shared.ts, isPrivateAddress: the admin, login,
 * API, previews) nor a response marked as a person's (isKeepable). Registered with a scope it
 * may not have (an older version let markup and `?scope=` give it `/`), it keeps nothing and
 * removes itself and its caches: the browser re-fetches an installed worker's script on a
 * navigation, so this reaches a worker an older version installed at `/`.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  CACHE_PREFIX,
  CALLBACK,
  isAllowedRegistration,
  isKeepable,
  isPrivateAddress,
  MEDIA_CACHE,
  SAVED_AT,
} from './shared';

declare const __BUNDLE_VERSION__: string;
/** The menu's chunks (build.mjs, menuChunks), relative to the bundle: kept from the install. */
declare const __PRECACHED_CHUNKS__: string[];

interface WorkerScope {
  location: Location;
  registration: { scope: string; unregister(): Promise<boolean> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
}
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

const worker = self as unknown as WorkerScope;
const name = (kind: string) => `${CACHE_PREFIX}-${kind}-${__BUNDLE_VERSION__}`;
const NETWORK_TIMEOUT_S = 3;
/** The media service's address, or its route's up to `{call}` (the JSON transport's), resolved. */
const mediaParam = new URL(location.href).searchParams.get('media');
const mediaBase = mediaParam
  ? new URL(mediaParam.split('{call}')[0] ?? '', location.href).href
  : '';
const bundleBase = new URL('./', location.href).href;

const callbackOf = (url: string) => new URL(url).searchParams.get('callback') ?? '';
const withoutCallback = (request: Request) => {
  const url = new URL(request.url);
  url.searchParams.delete('callback');
  return url.href;
};

const pageRequest = (event: Event | undefined, fallback: Request): Request =>
  (event as (Event & { request?: Request }) | undefined)?.request ?? fallback;

/** Keeps only what isKeepable allows (a Workbox plugin; it replaces the default 200-only rule). */
const keepable = (page: boolean) => ({
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    isKeepable(response, page) ? response : null,
});

/** A transparent image, for an image neither the network nor the cache has. */
const blankImage = () =>
  new Response('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>', {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' },
  });

/** The routes, none of which matches a private address: that goes to the network, unkept. */
function keepTheArea() {
  const pages = new NetworkFirst({
    cacheName: name('pages'),
    networkTimeoutSeconds: NETWORK_TIMEOUT_S,
    plugins: [keepable(true), new ExpirationPlugin({ maxEntries: 20, purgeOnQuotaError: true })],
  });
  registerRoute(({ request, url }) => request.mode === 'navigate' && !isPrivateAddress(url), pages);

  // The bundle's chunks are named by their content's hash, never a person's: kept even when
  // the server marks them no-cache (revalidate, as the demo does).
  registerRoute(
    ({ url }) => url.href.startsWith(`${bundleBase}chunks/`),
    new CacheFirst({
      cacheName: name('chunks'),
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 80, purgeOnQuotaError: true }),
      ],
    }),
  );

  // Asked without cookies (`credentials: 'omit'`), a media answer is never a person's: kept
  // whatever its headers (the demo's service sends no-store). A JSONP script's, or a fetch's
  // from the site's route (the JSON transport: the one address under a CMS's API the worker
  // keeps, its answers being the same for every visitor).
  registerRoute(
    ({ url, request }) =>
      mediaBase !== '' &&
      url.href.startsWith(mediaBase) &&
      (request.destination === 'script' || request.destination === ''),
    new NetworkFirst({
      cacheName: name(MEDIA_CACHE),
      networkTimeoutSeconds: NETWORK_TIMEOUT_S,
      // A JSONP <script> asks in no-cors mode, whose answer cannot be read to rename the callback.
      // CORS mode can (another origin's media service must send Access-Control-Allow-Origin).
      fetchOptions: { mode: 'cors', credentials: 'omit' },
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 40, purgeOnQuotaError: true }),
        {
          // One entry per question, whatever callback name the page drew for it.
          cacheKeyWillBeUsed: async ({ request }) => withoutCallback(request),
          // `request` in these two hooks is the cache key; the page's own is the fetch event's.
          cacheWillUpdate: async ({ event, request, response }) => {
            const headers = new Headers(response.headers);
            headers.set(SAVED_AT, String(Date.now()));
            headers.set(CALLBACK, callbackOf(pageRequest(event, request).url));
            return new Response(await response.blob(), { status: response.status, headers });
          },
          cachedResponseWillBeUsed: async ({ event, request, cachedResponse }) => {
            const kept = cachedResponse?.headers.get(CALLBACK);
            if (!cachedResponse || !kept) return cachedResponse;
            const body = (await cachedResponse.text()).replace(
              `${kept}(`,
              `${callbackOf(pageRequest(event, request).url)}(`,
            );
            return new Response(body, { headers: cachedResponse.headers });
          },
        },
      ],
    }),
  );

  registerRoute(
    ({ url, request }) =>
      url.origin === location.origin &&
      !isPrivateAddress(url) &&
      ['script', 'style', 'manifest', 'font'].includes(request.destination),
    new NetworkFirst({
      cacheName: name('assets'),
      networkTimeoutSeconds: NETWORK_TIMEOUT_S,
      plugins: [keepable(false), new ExpirationPlugin({ maxEntries: 30, purgeOnQuotaError: true })],
    }),
  );

  registerRoute(
    ({ request, url }) => request.destination === 'image' && !isPrivateAddress(url),
    new CacheFirst({
      cacheName: name('images'),
      plugins: [
        // 0: another origin's image, opaque; Chromium counts each at several MB of quota, so
        // the limit is low and a quota error empties the cache. An opaque answer's headers
        // cannot be read; a readable one is kept as isKeepable says.
        new CacheableResponsePlugin({ statuses: [0, 200] }),
        {
          cacheWillUpdate: async ({ response }) =>
            response.type === 'opaque' || isKeepable(response, false) ? response : null,
        },
        new ExpirationPlugin({
          maxEntries: 60,
          maxAgeSeconds: 7 * 24 * 3600,
          purgeOnQuotaError: true,
        }),
        // Offline, an image a visit online never showed (a card further down, a wider size)
        // is an empty box of its reserved size: not a failed load the page logs as an error,
        // and not the card's fallback to the default image, which is not kept either.
        { handlerDidError: async () => blankImage() },
      ],
    }),
  );

  worker.addEventListener('install', (event) => {
    // The area's start page (the scope) is kept from the start: opened offline after a bundle
    // update, it is there even before a visit refilled the new caches. Asked without cookies,
    // it is the page a visitor sees, never a logged-in person's.
    event.waitUntil(
      Promise.all([
        caches.open(name('pages')),
        fetch(worker.registration.scope, { credentials: 'omit' }),
      ])
        .then(([cache, response]) =>
          isKeepable(response, true) ? cache.put(worker.registration.scope, response) : undefined,
        )
        .catch(() => {}),
    );
    event.waitUntil(
      caches
        .open(name('chunks'))
        .then((cache) => cache.addAll(__PRECACHED_CHUNKS__.map((path) => bundleBase + path)))
        .catch(() => {}),
    );
    worker.skipWaiting();
  });
  clientsClaim();

  worker.addEventListener('activate', (event) => {
    event.waitUntil(deleteCaches((cache) => !cache.endsWith(`-${__BUNDLE_VERSION__}`)));
  });
}

/** Deletes the worker's caches (of every version) whose name `which` selects. */
const deleteCaches = (which: (cache: string) => boolean) =>
  caches
    .keys()
    .then((names) =>
      Promise.all(
        names
          .filter((cache) => cache.startsWith(`${CACHE_PREFIX}-`) && which(cache))
          .map((cache) => caches.delete(cache)),
      ),
    );

/**
 * A scope the worker may not have: it answers nothing (no route), and once active it deletes
 * every cache of the area (an older worker at `/` filled them with admin pages; the area's own
 * worker fills them again on its next visit) and unregisters itself.
 */
function removeSelf() {
  worker.addEventListener('install', () => worker.skipWaiting());
  worker.addEventListener('activate', (event) => {
    event.waitUntil(deleteCaches(() => true).then(() => worker.registration.unregister()));
  });
}

if (isAllowedRegistration(worker.registration.scope, location.href)) keepTheArea();
else removeSelf();
