// @ts-check
// Slow-service test mode of the media-service stand-in. A page opened with
// `?demoDelay=<ms>` or `?demoDelay=<min>-<max>` gets `mediaServiceUrl` =
// `/media-service/delay/<spec>/`: every call is answered as usual, after that many milliseconds
// (a fixed delay, or one drawn at random for each request), so answers of requests sent together
// come back in another order, and a widget can be removed while its call is out.
// See demo/README.md, section "Slow-service test mode".

import { PREFIX } from './service.mjs';

/** Longer than any widget waits (8 s): enough for every test, short enough to never pile up. */
export const MAX_DELAY_MS = 20_000;

const DELAY_PREFIX = `${PREFIX}delay/`;
const SPEC_RE = /^(\d{1,5})(?:-(\d{1,5}))?$/;

/**
 * `{ min, max }` from `<ms>` or `<min>-<max>`, or null when absent, malformed, reversed or over
 * MAX_DELAY_MS.
 * @param {string | null} value
 * @returns {{ min: number, max: number } | null}
 */
export function parseDelay(value) {
  const match = value === null ? null : SPEC_RE.exec(value);
  if (!match) return null;
  const min = Number(match[1]);
  const max = match[2] === undefined ? min : Number(match[2]);
  return min <= max && max <= MAX_DELAY_MS ? { min, max } : null;
}

/** The `mediaServiceUrl` of a page in slow mode. */
export const delayedServiceUrl = (
  /** @type {string} */ siteOrigin,
  /** @type {{ min: number, max: number }} */ delay,
) => `${siteOrigin}${DELAY_PREFIX}${delay.min}-${delay.max}/`;

/**
 * @param {{ handle: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, url: URL) => boolean }} media
 * @param {{ random?: () => number }} [options] random: the source of the random delays.
 */
export function createDelayedService(media, { random = Math.random } = {}) {
  /** Requests waiting for their delay: ended when the server closes. */
  const waiting = new Set();

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {URL} url
   * @returns {boolean} true when the request is under the slow-mode prefix (answered or waiting)
   */
  function handle(req, res, url) {
    if (!url.pathname.startsWith(DELAY_PREFIX)) return false;
    const [spec = '', ...rest] = url.pathname.slice(DELAY_PREFIX.length).split('/');
    const delay = parseDelay(spec);
    if (!delay || rest.length !== 1) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Not found\n');
      return true;
    }
    const normal = new URL(url);
    normal.pathname = `${PREFIX}${rest[0]}`;
    const ms = delay.min + Math.round(random() * (delay.max - delay.min));
    const entry = {
      timer: setTimeout(() => {
        waiting.delete(entry);
        if (!res.destroyed && !media.handle(req, res, normal)) {
          res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
          res.end('Not found\n');
        }
      }, ms),
      end: () => req.socket.destroy(),
    };
    waiting.add(entry);
    // The browser gave up (page closed): nothing to answer.
    res.on('close', () => {
      clearTimeout(entry.timer);
      waiting.delete(entry);
    });
    return true;
  }

  /** Ends every waiting request, so the server can close. */
  function close() {
    for (const entry of [...waiting]) {
      clearTimeout(entry.timer);
      waiting.delete(entry);
      entry.end();
    }
  }

  return { handle, close, waiting: () => waiting.size };
}
