// @ts-check
// Content-Encoding for the demo's text responses, as any CMS or CDN in front of the real site
// does. Without it Lighthouse's simulated phone downloaded React and every page at full
// size, and the demo measured a server no school would run.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text worth compressing; images other than SVG are compressed already. */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json)|image\/svg\+xml)/;
/** Below this, the header costs about what compression saves. */
const MIN_BYTES = 1024;

/** Static files, compressed once per content at the highest level: key → [source, encoded]. */
const cache = new Map();

/**
 * The body to send for `req` and the headers that go with it: br or gzip when the request
 * accepts it and the type is text, otherwise the body as it is.
 * @param {import('node:http').IncomingMessage} req
 * @param {string} type the Content-Type
 * @param {string | Buffer} body
 * @param {string} [cacheKey] a static file's path: compressed at the best level, once
 * @returns {{ body: Buffer, headers: Record<string, string | number> }}
 */
export function encodeBody(req, type, body, cacheKey) {
  const source = typeof body === 'string' ? Buffer.from(body) : body;
  const encoding = source.length >= MIN_BYTES && COMPRESSIBLE.test(type) ? accepted(req) : null;
  if (!encoding) return { body: source, headers: { 'Content-Length': source.length } };
  const encoded = cacheKey
    ? cached(`${encoding}:${cacheKey}`, source, () => compress(encoding, source, true))
    : compress(encoding, source, false);
  return {
    body: encoded,
    headers: {
      'Content-Encoding': encoding,
      'Content-Length': encoded.length,
      Vary: 'Accept-Encoding',
    },
  };
}

/** @param {import('node:http').IncomingMessage} req @returns {'br' | 'gzip' | null} */
function accepted(req) {
  const header = String(req.headers?.['accept-encoding'] ?? '');
  const codings = header.split(',').map((part) => {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    return refused ? '' : name.trim();
  });
  if (codings.includes('br')) return 'br';
  if (codings.includes('gzip')) return 'gzip';
  return null;
}

/** @param {'br' | 'gzip'} encoding @param {Buffer} source @param {boolean} best */
function compress(encoding, source, best) {
  if (encoding === 'gzip') return gzipSync(source, { level: best ? 9 : 6 });
  return brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: best ? 11 : 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
}

/** @param {string} key @param {Buffer} source @param {() => Buffer} make */
function cached(key, source, make) {
  const hit = cache.get(key);
  // Same path, same bytes: a rebuild between two requests gets compressed again.
  if (hit?.[0].equals(source)) return hit[1];
  const encoded = make();
  cache.set(key, [source, encoded]);
  return encoded;
}
