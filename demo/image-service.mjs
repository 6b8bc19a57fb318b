// @ts-check
// Stand-in for the image resizing service and the site's images: every image is a small,
// deterministic placeholder drawn from its name (colour from a hash of the name, a school
// crest, the name as a label). The site's own /images are SVG; the resizing service answers
// PNG, as a real one answers raster images (why it matters: demo/placeholder-png.mjs). Nothing
// is read from disk and nothing is fetched over the network.
// Documented in demo/README.md, section "Image service stand-in".
//
//   /images/<name>                   any extension, optional ?width_1= or ?w= (3:2 aspect)
//   /image-service/image?command_1=url&url_1=<src>&command_2=resize&width_2=<w>&default_1=<src>

import { placeholderPng } from './placeholder-png.mjs';

const NAME_RE = /^[A-Za-z0-9._-]{1,200}$/;
const PHOTO_RE = /^photo-\d+-\d+-(\d{1,4})(?:\.[A-Za-z0-9]+)?$/;
const DEFAULT_WIDTH = 1200;
const MIN_WIDTH = 16;
const MAX_WIDTH = 4096;
const CACHEABLE = { 'Cache-Control': 'public, max-age=3600', 'X-Content-Type-Options': 'nosniff' };
const SVG_HEADERS = { 'Content-Type': 'image/svg+xml; charset=utf-8', ...CACHEABLE };
const PNG_HEADERS = { 'Content-Type': 'image/png', ...CACHEABLE };
/** Drawn PNGs by name, width and look: a page asks for the same few dozen again and again. */
const pngCache = new Map();
const PNG_CACHE_SIZE = 500;

/** A valid local image name: [A-Za-z0-9._-], not only dots. @param {string} name */
export const isImageName = (name) => NAME_RE.test(name) && !/^\.+$/.test(name);

/** FNV-1a 32-bit hash. @param {string} s */
function hash(s) {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** @param {number} h degrees @param {number} s 0..1 @param {number} l 0..1 */
function hslToHex(h, s, l) {
  const f = (/** @type {number} */ n) => {
    const k = (n + h / 30) % 12;
    const c = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

/** @param {string} s */
const escapeXml = (s) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** @param {string | null} v @returns {number | undefined} */
function widthParam(v) {
  if (v === null || !/^\s*\d{1,5}\s*$/.test(v)) return undefined;
  return Math.max(MIN_WIDTH, Math.min(MAX_WIDTH, Number(v)));
}

const SHIELD = 'M50 0 100 14v42c0 34-22 54-50 64C22 110 0 90 0 56V14z';
const BOOK = 'M22 58q14-8 28 0q14-8 28 0v26q-14-8-28 0q-14-8-28 0zM50 58v26';
const CHEVRON = 'M22 26 50 40 78 26';

/**
 * The placeholder SVG of an image name.
 * @param {string} name label and colour seed
 * @param {number} width
 * @param {{ neutral?: boolean, label?: string }} [options] neutral: grey school placeholder
 */
export function placeholderSvg(name, width, { neutral = false, label = name } = {}) {
  const { w, h, from, to, ink } = lookOf(name, width, neutral);
  const crest = h * 0.42;
  const scale = crest / 120;
  const x = (w - 100 * scale) / 2;
  const y = h * 0.16;
  const fontSize = Math.max(10, Math.round(w / 28));
  // A gradient id of its own, so that SVGs inlined in one document do not clash.
  const id = `g${hash(`${name}|${w}|${neutral}`).toString(36)}`;
  const text =
    w >= 120
      ? `<text x="${w / 2}" y="${Math.round(h * 0.8)}" fill="${ink}" font-family="system-ui,sans-serif" font-size="${fontSize}" text-anchor="middle">${escapeXml(label.slice(0, 60))}</text>`
      : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" overflow="hidden" role="img" aria-label="${escapeXml(label.slice(0, 60))}">` +
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#${id})"/>` +
    `<circle cx="${w * 0.85}" cy="${h * 0.15}" r="${h * 0.35}" fill="${ink}" opacity=".08"/>` +
    `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(4)})" fill="none" stroke="${ink}" stroke-width="4" stroke-linejoin="round" opacity=".85">` +
    `<path d="${SHIELD}" fill="${ink}" fill-opacity=".12"/><path d="${CHEVRON}"/><path d="${BOOK}"/></g>` +
    `${text}</svg>`
  );
}

/**
 * Size (3:2) and colours of the placeholder of a name.
 * @param {string} name @param {number} width @param {boolean} neutral
 */
function lookOf(name, width, neutral) {
  const w = Math.round(width);
  const h = Math.max(1, Math.round((w * 2) / 3));
  const hue = hash(name) % 360;
  const from = neutral ? '#e3e6ea' : hslToHex(hue, 0.55, 0.55);
  const to = neutral ? '#a9b1bc' : hslToHex((hue + 40) % 360, 0.6, 0.3);
  const ink = neutral ? '#6b7480' : '#ffffff';
  return { w, h, from, to, ink };
}

/**
 * The placeholder of a name as PNG, with the label as its tEXt Title.
 * @param {string} name @param {number} width @param {{ neutral?: boolean, label?: string }} [options]
 */
export function placeholderPngOf(name, width, { neutral = false, label = name } = {}) {
  const key = `${name}|${width}|${neutral}|${label}`;
  let png = pngCache.get(key);
  if (!png) {
    const { w, h, from, to, ink } = lookOf(name, width, neutral);
    png = placeholderPng(w, h, { from, to, ink, label: label.slice(0, 60) });
    if (pngCache.size >= PNG_CACHE_SIZE) pngCache.delete(pngCache.keys().next().value);
    pngCache.set(key, png);
  }
  return png;
}

/** Neutral placeholders: default*.jpg and friends. @param {string} name */
const isDefaultName = (name) => /^default/i.test(name);

/** @param {string} name @param {number} width */
const imageSvg = (name, width) =>
  isDefaultName(name)
    ? placeholderSvg(name, width, { neutral: true, label: 'International Schools' })
    : placeholderSvg(name, width);

/** @param {string} name @param {number} width */
const imagePng = (name, width) =>
  isDefaultName(name)
    ? placeholderPngOf(name, width, { neutral: true, label: 'International Schools' })
    : placeholderPngOf(name, width);

/** Width of /images/<name>: photo-<set>-<n>-<size> -> size; else width_1 / w; else 1200. */
function widthOf(/** @type {string} */ name, /** @type {URLSearchParams} */ q) {
  const photo = PHOTO_RE.exec(name);
  if (photo) return Math.max(MIN_WIDTH, Math.min(MAX_WIDTH, Number(photo[1])));
  return widthParam(q.get('width_1')) ?? widthParam(q.get('w')) ?? DEFAULT_WIDTH;
}

/**
 * The local image name of `src` when it is an /images/<name> path of this origin, else null
 * (empty, missing, another host, or not a valid /images path).
 * @param {string | null} src @param {URL} base the request URL
 */
export function localImageName(src, base) {
  if (!src) return null;
  let target;
  try {
    target = new URL(src, base);
  } catch {
    return null;
  }
  if (target.origin !== base.origin) return null;
  const m = /^\/images\/([^/]+)$/.exec(target.pathname);
  return m?.[1] && isImageName(m[1]) ? m[1] : null;
}

/**
 * Answers /images/<name> and /image-service/image.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {URL} url
 * @returns {boolean} true when it answered
 */
export function handleImage(req, res, url) {
  const path = url.pathname;
  const isImages = path.startsWith('/images/');
  const isService = path === '/image-service' || path.startsWith('/image-service/');
  if (!isImages && !isService) return false;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { 'Content-Type': 'text/plain; charset=utf-8', Allow: 'GET, HEAD' });
    res.end('Method not allowed\n');
    return true;
  }
  try {
    if (isImages) {
      const name = path.slice('/images/'.length);
      if (!isImageName(name)) return notFound(req, res);
      return send(req, res, SVG_HEADERS, imageSvg(name, widthOf(name, url.searchParams)));
    }
    if (path !== '/image-service/image') return notFound(req, res);
    const q = url.searchParams;
    if (q.get('command_1') !== 'url') {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Expected command_1=url\n');
      return true;
    }
    const width =
      (q.get('command_2') === 'resize' ? widthParam(q.get('width_2')) : undefined) ?? DEFAULT_WIDTH;
    const name = localImageName(q.get('url_1'), url) ?? localImageName(q.get('default_1'), url);
    const body = name
      ? imagePng(name, width)
      : placeholderPngOf('no-image', width, { neutral: true, label: 'No image' });
    return send(req, res, PNG_HEADERS, body);
  } catch {
    return notFound(req, res);
  }
}

/**
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 * @param {Record<string, string>} headers @param {string | Buffer} body
 */
function send(req, res, headers, body) {
  res.writeHead(200, { ...headers, 'Content-Length': Buffer.byteLength(body) });
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}

/** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
function notFound(req, res) {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(req.method === 'HEAD' ? undefined : 'Not found\n');
  return true;
}
