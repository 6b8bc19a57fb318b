// @ts-check
// Failing-service test mode of the media-service stand-in. A page opened with
// `?demoFailure=<call>:<mode>` gets `mediaServiceUrl` = `/media-service/fail/<call>/<mode>/`, so
// the widgets are unchanged and every call they make goes through here: the named call (or every
// call, for `any`) misbehaves in that mode, the others are answered normally. See demo/README.md,
// section "Failing-service test mode".

import { PREFIX } from './service.mjs';

/** How long `late` waits: after the widgets' timeout (`MEDIA_TIMEOUT_MS`, src/media/repository.ts). */
export const LATE_MS = 9_000;

export const FAILURE_MODES = /** @type {const} */ ([
  '500',
  '404',
  'reset',
  'hang',
  'garbage',
  'garbage-js',
  'wrong-callback',
  'twice',
  'wrong-types',
  'late',
]);

const FAIL_PREFIX = `${PREFIX}fail/`;
const CALL_RE = /^(any|[A-Za-z]{1,40})$/;

/**
 * `<call>:<mode>` from the page's query, or null when absent or malformed.
 * @param {string | null} value
 * @returns {{ call: string, mode: (typeof FAILURE_MODES)[number] } | null}
 */
export function parseFailure(value) {
  if (value === null) return null;
  const [call = '', mode = '', ...rest] = value.split(':');
  const known = FAILURE_MODES.find((m) => m === mode);
  return rest.length === 0 && CALL_RE.test(call) && known ? { call, mode: known } : null;
}

/** The `mediaServiceUrl` of a page in failing mode. @param {string} siteOrigin */
export const failingServiceUrl = (
  /** @type {string} */ siteOrigin,
  /** @type {{ call: string, mode: string }} */ failure,
) => `${siteOrigin}${FAIL_PREFIX}${failure.call}/${failure.mode}/`;

/**
 * @param {{ handle: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, url: URL) => boolean }} media
 */
export function createFailingService(media) {
  /** Requests held open (`hang`) or waiting (`late`): ended when the server closes. */
  const pending = new Set();

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {URL} url
   * @returns {boolean} true when it answered
   */
  function handle(req, res, url) {
    if (!url.pathname.startsWith(FAIL_PREFIX)) return false;
    const [call = '', modeName = '', name = '', ...rest] = url.pathname
      .slice(FAIL_PREFIX.length)
      .split('/');
    const failure = parseFailure(`${call}:${modeName}`);
    const normal = new URL(url);
    normal.pathname = `${PREFIX}${name}`;
    if (!failure || rest.length > 0 || (call !== 'any' && call !== name)) {
      // Not this call, or not a failure we know: the stand-in answers as usual.
      if (!media.handle(req, res, normal)) plain(res, 404, 'Not found\n');
      return true;
    }
    const callback = url.searchParams.get('callback') ?? 'callback';
    switch (failure.mode) {
      case '500':
        return plain(res, 500, 'Internal Server Error\n');
      case '404':
        return plain(res, 404, 'Not Found\n');
      case 'reset':
        req.socket.destroy();
        return true;
      case 'hang':
        hold(req, res, () => {});
        return true;
      case 'garbage':
        // What a proxy's maintenance page looks like: the browser refuses it as a script.
        return reply(res, 'text/html; charset=utf-8', '<html><body>Back soon</body></html>');
      case 'garbage-js':
        // The same page served as JavaScript: the browser runs it and throws a SyntaxError.
        return reply(res, 'application/javascript', '<html><body>Back soon</body></html>');
      case 'wrong-callback': {
        const body = answer(media, normal);
        return reply(res, 'application/javascript', body.replace(callback, `${callback}_other`));
      }
      case 'twice': {
        const body = answer(media, normal);
        return reply(res, 'application/javascript', `${body}\n${body}`);
      }
      case 'wrong-types': {
        const body = answer(media, normal);
        const value = JSON.parse(body.slice(callback.length + 1, body.lastIndexOf(')')));
        const wrong = JSON.stringify(mistype(value));
        return reply(res, 'application/javascript', `${callback}(${wrong});`);
      }
      case 'late': {
        const body = answer(media, normal);
        hold(req, res, () => reply(res, 'application/javascript', body), LATE_MS);
        return true;
      }
    }
  }

  /**
   * Keeps the response open; `then` runs after `delayMs` (never, without one).
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {() => void} then
   * @param {number} [delayMs]
   */
  function hold(req, res, then, delayMs) {
    const entry = {
      timer: delayMs === undefined ? undefined : setTimeout(() => done(then), delayMs),
      end: () => req.socket.destroy(),
    };
    const done = (/** @type {() => void} */ action) => {
      clearTimeout(entry.timer);
      pending.delete(entry);
      action();
    };
    pending.add(entry);
    // The browser gave up (page closed): stop waiting.
    res.on('close', () => done(() => {}));
  }

  /** Ends every held request, so the server can close. */
  function close() {
    for (const entry of [...pending]) {
      clearTimeout(entry.timer);
      pending.delete(entry);
      entry.end();
    }
  }

  return { handle, close, pending: () => pending.size };
}

/**
 * The stand-in's normal JSONP body for `url`.
 * @param {{ handle: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, url: URL) => boolean }} media
 * @param {URL} url
 */
function answer(media, url) {
  let body = '';
  const capture = {
    setHeader() {},
    writeHead() {
      return capture;
    },
    end(/** @type {string | Buffer | undefined} */ chunk) {
      body = String(chunk ?? '');
    },
  };
  // No Accept-Encoding: the body is rewritten as text here (the reply is compressed, or not,
  // like any other).
  const head = /** @type {import('node:http').IncomingMessage} */ (
    /** @type {unknown} */ ({ method: 'GET', headers: {} })
  );
  media.handle(head, /** @type {any} */ (capture), url);
  return body;
}

/**
 * Valid JSON of the wrong types: numbers become strings, strings become objects, booleans
 * become strings, and null becomes a number; arrays and objects are walked.
 * @param {unknown} value
 * @returns {unknown}
 */
export function mistype(value) {
  if (Array.isArray(value)) return value.map(mistype);
  if (value === null) return 0;
  if (typeof value === 'number') return `${value}`;
  if (typeof value === 'string') return { text: value };
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mistype(v)]));
  return value;
}

/** @param {import('node:http').ServerResponse} res @param {string} type @param {string} body */
function reply(res, type, body) {
  res.writeHead(200, {
    'Content-Type': type,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(body);
  return true;
}

/** @param {import('node:http').ServerResponse} res @param {number} status @param {string} body */
function plain(res, status, body) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(body);
  return true;
}
