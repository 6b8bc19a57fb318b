// @ts-check
// Hostile-data test mode of the media-service stand-in. A page opened with
// `?demoHostile=<offset>` or `?demoHostile=<offset>:<per field>` gets `mediaServiceUrl` =
// `/media-service/hostile/<offset>/<per field>/`, so the widgets are unchanged and every call goes
// through here: the stand-in's normal answer, with payloads of the hostile corpus
// (demo/media-service/hostile-corpus.mjs) in every text and URL field of every item, photo set and suggestion.
// Ids, item types, dates, numbers and flags stay valid, so the client's schemas keep every item
// and the widgets render the payloads. See demo/README.md, section "Hostile-data test mode".

import { hostileCorpus } from './hostile-corpus.mjs';
import { isValidCallback, jsonp, PREFIX } from './service.mjs';

/** The item fields that get payloads, in this order (a field's index shifts its payloads). */
export const HOSTILE_FIELDS = /** @type {readonly string[]} */ ([
  'Title',
  'Description',
  'URL',
  'Link',
  'Image',
  'BannerImage',
  'User',
  'ScreeName',
  'Tags',
  'Category1',
  'Category2',
  'Location',
  'LocationAdress',
  'WoofooCode',
]);
/** Fields that address something (a page, an image, the booking form): see urlVariant. */
export const ADDRESS_FIELDS = /** @type {readonly string[]} */ ([
  'URL',
  'Link',
  'Image',
  'BannerImage',
  'WoofooCode',
]);
const ADDRESSES = new Set(ADDRESS_FIELDS);
const TITLE = HOSTILE_FIELDS.indexOf('Title');
const IMAGE = HOSTILE_FIELDS.indexOf('Image');

export const MAX_PER_FIELD = 64;
const HOSTILE_PREFIX = `${PREFIX}hostile/`;
/** Response headers a test reads to count what reached the page. */
export const PAYLOADS_HEADER = 'X-Hostile-Payloads';
export const FIELDS_HEADER = 'X-Hostile-Fields';

/**
 * `<offset>` or `<offset>:<per field>` from the page's query, or null when absent or malformed.
 * @param {string | null} value
 * @returns {{ offset: number, perField: number } | null}
 */
export function parseHostile(value) {
  const match = /^(\d{1,6})(?::(\d{1,2}))?$/.exec(value ?? '');
  if (!match) return null;
  const perField = match[2] === undefined ? 1 : Number(match[2]);
  return perField >= 1 && perField <= MAX_PER_FIELD ? { offset: Number(match[1]), perField } : null;
}

/** The `mediaServiceUrl` of a page in hostile mode. */
export const hostileServiceUrl = (
  /** @type {string} */ siteOrigin,
  /** @type {{ offset: number, perField: number }} */ mode,
) => `${siteOrigin}${HOSTILE_PREFIX}${mode.offset}/${mode.perField}/`;

/**
 * The corpus indices of field `field` (index in HOSTILE_FIELDS) of the item at `position`.
 * @param {number} size corpus size
 * @param {{ offset: number, perField: number }} mode
 * @param {number} position
 * @param {number} field
 * @returns {number[]}
 */
export function payloadSlice(size, mode, position, field) {
  const stride = Math.max(1, Math.floor(size / HOSTILE_FIELDS.length));
  const start = mode.offset + position * mode.perField + field * stride;
  return Array.from({ length: mode.perField }, (_, t) => (start + t) % size);
}

/**
 * What an address field (ADDRESS_FIELDS) that has a value of its own becomes: the payloads
 * `alone`; its value with the payloads `after-hash` (a valid address with hostile text); or its
 * `own` value, untouched (so the players, images, links and booking forms built from it are
 * exercised beside hostile titles and descriptions).
 * @param {{ offset: number }} mode
 * @param {number} position
 * @param {number} field
 * @returns {'alone' | 'after-hash' | 'own'}
 */
export function urlVariant(mode, position, field) {
  const variants = /** @type {const} */ (['alone', 'after-hash', 'own']);
  return variants[(mode.offset + position + field) % 3] ?? 'alone';
}

/**
 * What puts payloads into answers. Field `f` (its index in HOSTILE_FIELDS) of the item at
 * `position` gets the payloads `offset + position * perField + f * stride + t` (t < perField,
 * modulo the corpus size, joined by a space), where stride spreads the fields over the corpus:
 * consecutive items take consecutive slices, so a page of items, and the pages after it, work
 * through the whole corpus. An address field with a value of its own takes one of three forms in
 * turn (urlVariant).
 * @param {readonly { payload: string }[]} corpus
 * @param {{ offset: number, perField: number }} mode
 */
export function createInjector(corpus, mode) {
  /** Corpus indices handed out, and fields filled, since the injector was made. */
  const used = new Set();
  let fields = 0;

  /** @param {number} position @param {number} field */
  const indices = (position, field) => payloadSlice(corpus.length, mode, position, field);

  /** @param {number} position @param {number} field @param {unknown} original */
  const fill = (position, field, original, isUrl = ADDRESSES.has(HOSTILE_FIELDS[field] ?? '')) => {
    const own = isUrl && typeof original === 'string' && original !== '' ? original : null;
    const variant = own === null ? 'alone' : urlVariant(mode, position, field);
    if (variant === 'own') return own;
    const picked = indices(position, field);
    for (const i of picked) used.add(i);
    fields++;
    const payloads = picked.map((i) => corpus[i]?.payload ?? '').join(' ');
    return variant === 'after-hash' ? `${own}#${payloads}` : payloads;
  };

  /** @param {unknown} entry @param {number} position */
  const item = (entry, position) => {
    if (entry === null || typeof entry !== 'object') return entry;
    /** @type {Record<string, unknown>} */
    const out = { ...entry };
    HOSTILE_FIELDS.forEach((name, field) => {
      if (Object.hasOwn(out, name)) out[name] = fill(position, field, out[name]);
    });
    return out;
  };

  /** @param {unknown} list @param {number} skip */
  const items = (list, skip) =>
    Array.isArray(list) ? list.map((entry, at) => item(entry, skip + at)) : list;

  /**
   * A photo set: its title, and every size URL of every second photo (the others stay, so the
   * viewer has photos to show).
   * @param {any} set @param {number} setId
   */
  const photoSet = (set, setId) => {
    if (set === null || typeof set !== 'object') return set;
    return {
      ...set,
      Title: fill(setId, TITLE, set.Title),
      Photos: Array.isArray(set.Photos)
        ? set.Photos.map((/** @type {any} */ photo, /** @type {number} */ at) =>
            at % 2 === 0 && Array.isArray(photo?.Sizes)
              ? {
                  ...photo,
                  Sizes: photo.Sizes.map((/** @type {any} */ size) => ({
                    ...size,
                    ImageUrl: fill(setId + at, IMAGE, size?.ImageUrl, true),
                  })),
                }
              : photo,
          )
        : set.Photos,
    };
  };

  /** @param {unknown} list */
  const suggestions = (list) =>
    Array.isArray(list) ? list.map((_, at) => fill(at, TITLE, '', false)) : list;

  return { item, items, photoSet, suggestions, used, fieldsFilled: () => fields };
}

/**
 * The answer of call `name` with payloads in it. Calls without text of their own (the token,
 * the feed details) are passed through.
 * @param {ReturnType<typeof createInjector>} inject
 * @param {string} name
 * @param {unknown} value
 * @param {URLSearchParams} q
 */
export function hostileAnswer(inject, name, value, q) {
  const skip = /^\s*\d{1,9}\s*$/.test(q.get('skip') ?? '') ? Number(q.get('skip')) : 0;
  const id = /^\s*\d{1,9}\s*$/.test(q.get('ItemId') ?? q.get('SetId') ?? '')
    ? Number(q.get('ItemId') ?? q.get('SetId'))
    : 0;
  /** A JSON string answer: parsed, rewritten, stringified again. */
  const inString = (/** @type {(v: any) => unknown} */ rewrite) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.stringify(rewrite(JSON.parse(value)));
    } catch {
      return value;
    }
  };
  switch (name) {
    case 'GetMediaItems':
    case 'GetMediaItemsClone':
      return inject.items(value, skip);
    case 'GetMediaItemsAdvanced':
      return inString((list) => inject.items(list, skip));
    case 'GetMediaItemDescription':
      return inString((one) => inject.item(one, id));
    case 'GetPhotosSet':
      return inject.photoSet(value, id);
    case 'GetMediaItemsSearchSuggestions':
      return inject.suggestions(value);
    default:
      return value;
  }
}

/**
 * @param {{ handle: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, url: URL) => boolean, answer: (name: string, q: URLSearchParams) => unknown }} media
 * @param {readonly { payload: string }[]} [corpus]
 */
export function createHostileService(media, corpus = hostileCorpus()) {
  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {URL} url
   * @returns {boolean} true when it answered
   */
  function handle(req, res, url) {
    if (!url.pathname.startsWith(HOSTILE_PREFIX)) return false;
    const [offset = '', perField = '', name = '', ...rest] = url.pathname
      .slice(HOSTILE_PREFIX.length)
      .split('/');
    const mode = parseHostile(`${offset}:${perField}`);
    const normal = new URL(url);
    normal.pathname = `${PREFIX}${name}`;
    const callback = url.searchParams.get('callback') ?? '';
    const valid = mode && rest.length === 0 && req.method === 'GET' && isValidCallback(callback);
    const value = valid ? media.answer(name, url.searchParams) : undefined;
    if (!mode || value === undefined) {
      // Not a mode we know, an unknown call, or a request the stand-in refuses anyway (HEAD,
      // a bad callback): its usual answer.
      if (!media.handle(req, res, normal)) notFound(res);
      return true;
    }
    const inject = createInjector(corpus, mode);
    const body = jsonp(callback, hostileAnswer(inject, name, value, url.searchParams));
    res.writeHead(200, {
      'Content-Type': 'application/javascript; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Access-Control-Expose-Headers': `${PAYLOADS_HEADER}, ${FIELDS_HEADER}`,
      [PAYLOADS_HEADER]: [...inject.used].sort((a, b) => a - b).join(','),
      [FIELDS_HEADER]: String(inject.fieldsFilled()),
      'Content-Length': Buffer.byteLength(body),
    });
    res.end(body);
    return true;
  }

  return { handle, corpus };
}

/** @param {import('node:http').ServerResponse} res */
function notFound(res) {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end('Not found\n');
}
