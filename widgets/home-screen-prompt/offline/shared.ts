/** Names shared by the parents area's service worker and the page code that reads its caches. */

/** Every cache of the worker starts with this; a new bundle version gets new names. */
export const CACHE_PREFIX = 'wgt-parents';
/** The kept media answers: `${CACHE_PREFIX}-media-<version>`. */
export const MEDIA_CACHE = 'media';
/** Header the worker adds to a kept media answer: when it came from the network (ms). */
export const SAVED_AT = 'x-wgt-saved-at';
/** Header the worker adds to a kept media answer: the JSONP callback name its body calls. */
export const CALLBACK = 'x-wgt-callback';
/** The worker script beside boot.js (dist/parents-sw.js). */
export const WORKER_FILE = 'parents-sw.js';
/** The plugin's PHP script beside the worker that serves it with its scope's header (WordPress). */
export const WORKER_PHP = 'parents-sw.php';

/** A CMS's admin, login and API (WordPress's wp-admin/, wp-login.php, wp-json/). */
const PRIVATE_PATH = /\/(wp-admin|wp-json)(\/|$)|\/wp-login\.php$/i;

/**
 * Addresses whose answers are a person's, whatever their headers: a CMS's admin, login and API
 * (also `?rest_route=`, WordPress's API without pretty permalinks) and previews (`?preview=`,
 * a draft shown to its editor). The worker never keeps them nor answers them from its caches,
 * and never has them in its scope. The path is read decoded, as the web server maps it to a
 * file (`/wp%2Dadmin/` is the admin).
 */
export function isPrivateAddress(url: URL): boolean {
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return true;
  }
  return (
    PRIVATE_PATH.test(path) || url.searchParams.has('preview') || url.searchParams.has('rest_route')
  );
}

/**
 * Whether a response may be kept: a 200 not marked `private` or `no-store`, nor, for a page,
 * `no-cache`. WordPress marks every page of a logged-in user `no-cache` (nocache_headers):
 * such a page carries the person's name, e-mail and REST nonce, so it is never kept, and a
 * logged-in parent offline gets the copy a visitor would see (the one the worker keeps from its
 * install, asked without cookies) or none. A script or style marked `no-cache` is a static file
 * the server wants revalidated (the demo's boot.js), not a person's: it is kept.
 */
export function isKeepable(response: Response, page: boolean): boolean {
  const directives = (response.headers.get('cache-control') ?? '')
    .toLowerCase()
    .split(',')
    .map((directive) => directive.replace(/=.*/s, '').trim());
  const refused = page ? ['private', 'no-store', 'no-cache'] : ['private', 'no-store'];
  return response.status === 200 && !directives.some((directive) => refused.includes(directive));
}

/**
 * Whether the worker may keep pages under a scope (a path): a path as the URL parser leaves it
 * (no `..`, `%2e`, query or `//`), never the site's root (every page, the admin's too), nor a
 * private address.
 */
export function isAllowedScope(path: string): boolean {
  const url = new URL(path, 'https://site.invalid');
  return (
    path.startsWith('/') &&
    !path.includes('//') &&
    url.pathname === path &&
    path !== '/' &&
    !isPrivateAddress(url)
  );
}

/**
 * Whether a registration of the worker may stay: its scope is allowed and, when the script's
 * address names a scope (`?scope=`, the plugin's PHP), it is that one. An older version
 * accepted `/` and `..`: such a registration is removed (by the page's code and by the worker
 * itself).
 */
export function isAllowedRegistration(scope: string, script: string): boolean {
  const path = new URL(scope).pathname;
  const named = new URL(script).searchParams.get('scope');
  return isAllowedScope(path) && (named === null || named === path);
}
