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
