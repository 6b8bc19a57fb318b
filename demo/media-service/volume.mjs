// @ts-check
// Volume test mode of the media-service stand-in. A page opened with `?demoVolume=<factor>`
// gets `mediaServiceUrl` = `/media-service/volume/<factor>/`: every call is answered by a
// stand-in over the volume seed (demo/data/volume-seed.mjs), the seed with `factor - 1`
// generated copies after it (factor 16: ~1,000 coming events, ~5,000 posts, a set of 500
// photos). The page itself is rendered from the same data (index.mjs, pageSeed), so the
// server's first cards are the widgets' first cards. Each factor's stand-in is built on its
// first request and kept. See demo/README.md, section "Volume test mode".

import { MAX_VOLUME, volumeOfId } from '../data/volume-seed.mjs';
import { PREFIX } from './service.mjs';

export { MAX_VOLUME };

const VOLUME_PREFIX = `${PREFIX}volume/`;
/** The factor in the prefix, as volumeServiceUrl writes it: 1 to 32, no leading zero. */
const FACTOR_RE = /^[1-9]\d?$/;
/**
 * The id at the end of a share URL (/media/newsfeed/{feedId}/{itemId}) or of an item's own page
 * (/news/<slug>-<Id>, /events/..., /videos/...), under any language prefix: 6 or 7 digits, the
 * ids of generated items.
 */
const ITEM_PATH_RE =
  /(?:\/media\/(?:newsfeed|eventsfeed)\/\d{1,9}\/|\/(?:news|events|videos)\/[^/]*-)(\d{6,7})\/?$/;

/**
 * The factor a `?demoVolume=` (or DEMO_VOLUME) value asks for: a whole number of digits; above
 * MAX_VOLUME it is clamped to MAX_VOLUME. null (the normal service) for anything else: absent,
 * empty, 0, negative, a decimal, blanks, not a number.
 * @param {string | null | undefined} value
 * @returns {number | null}
 */
export function parseVolume(value) {
  if (typeof value !== 'string' || !/^\d+$/.test(value)) return null;
  const factor = Number(value);
  return factor < 1 ? null : Math.min(factor, MAX_VOLUME);
}

/**
 * The factor a page's media data comes from when it is not the demo's own (`own`: 1, or the
 * factor the whole demo runs at), or null. The page's `?demoVolume=` first; without one, the
 * factor holding the item a share URL or item page names: a pop-up opened at volume pushes the
 * item's share URL without the query, and reloading it must still find the item.
 * @param {URL} url The page's address.
 * @param {number} [own]
 * @returns {number | null}
 */
export function pageVolume(url, own = 1) {
  const asked = parseVolume(url.searchParams.get('demoVolume'));
  if (asked !== null) return asked === own ? null : asked;
  const id = ITEM_PATH_RE.exec(url.pathname)?.[1];
  const needed = id === undefined ? 1 : volumeOfId(Number(id));
  return needed > own ? needed : null;
}

/**
 * The `mediaServiceUrl` of a page at volume `factor`: the service URL it would have (the normal
 * one, or another test mode's) under the volume prefix, so that the modes combine
 * (`?demoVolume=16&demoDelay=2000`: slow answers over the volume seed).
 * @param {string} serviceUrl `<site>/media-service/...`
 * @param {number} factor
 */
export const volumeServiceUrl = (serviceUrl, factor) =>
  serviceUrl.replace(PREFIX, `${VOLUME_PREFIX}${factor}/`);

/**
 * @typedef {{
 *   media: { seed: import('../data/volume-seed.mjs').Seed },
 *   handle: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, url: URL) => boolean,
 *   close: () => void,
 * }} StandIn
 */

/**
 * Answers under `/media-service/volume/<factor>/`: the rest of the path goes, as
 * `/media-service/<rest>`, to the stand-in of that factor (the normal service and the other
 * test modes over the volume seed), made by `standInAt` on the first request and kept.
 * @param {(factor: number) => StandIn} standInAt
 */
export function createVolumeService(standInAt) {
  /** @type {Map<number, StandIn>} */
  const standIns = new Map();

  /** The stand-in of `factor` (1 to MAX_VOLUME), made once. @param {number} factor */
  function at(factor) {
    let standIn = standIns.get(factor);
    if (!standIn) {
      standIn = standInAt(factor);
      standIns.set(factor, standIn);
    }
    return standIn;
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {URL} url
   * @returns {boolean} true when the path is under the volume prefix (answered, maybe 404)
   */
  function handle(req, res, url) {
    if (!url.pathname.startsWith(VOLUME_PREFIX)) return false;
    const [spec = '', ...rest] = url.pathname.slice(VOLUME_PREFIX.length).split('/');
    const factor = FACTOR_RE.test(spec) ? Number(spec) : 0;
    const inner = new URL(url);
    inner.pathname = `${PREFIX}${rest.join('/')}`;
    // One volume a request: /volume/16/volume/4/... is not an address this mode writes.
    const known = factor >= 1 && factor <= MAX_VOLUME && rest[0] !== 'volume';
    if (!known || !at(factor).handle(req, res, inner)) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Not found\n');
    }
    return true;
  }

  /** Ends the held requests of every factor's test modes, so the server can close. */
  function close() {
    for (const standIn of standIns.values()) standIn.close();
  }

  return { handle, at, close };
}
