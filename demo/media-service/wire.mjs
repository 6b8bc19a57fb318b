// @ts-check
// ASP.NET wire mode of the media-service stand-in. A page opened with
// `?demoWire=aspnet` gets `mediaServiceUrl` = `/media-service/aspnet/`, so the widgets are
// unchanged and every call goes through here: the stand-in's normal answer (media.answer),
// written as the school group's real ASP.NET JSONP service writes it:
//
//   /**/callback("<the answer's JSON, as a JSON string>")      no trailing ';'
//
// - dates as ASP.NET JSON dates, `"\/Date(1700000000000+0100)\/"` in the raw JSON: events and
//   photo sets with the London offset of that instant (a Local DateTime), other items without
//   (`\/Date(1700000000000)\/`); ticks before 1970 are negative; an empty date is null;
// - StartDateString / EndDateString as London wall time `dd/MM/yyyy HH:mm` (empty: null);
// - numbers as strings ("12"), booleans as "True"/"False" (some items "true"/"false");
// - titles, names, places and suggestions HTML-encoded once, as HttpUtility.HtmlEncode does;
// - null for empty optional text fields, "" for missing URLs and images;
// - Tags with blanks around the commas.
// See demo/README.md, section "ASP.NET wire mode".

import { encodeBody } from '../compress.mjs';
import { londonOffset } from '../data/seed.mjs';
import { isValidCallback, PREFIX } from './service.mjs';

const WIRE_PREFIX = `${PREFIX}aspnet/`;

/** `aspnet` from the page's `?demoWire=`, or null for any other value. @param {string | null} value */
export const parseWire = (value) => (value === 'aspnet' ? 'aspnet' : null);

/** The `mediaServiceUrl` of a page in ASP.NET wire mode. @param {string} siteOrigin */
export const wireServiceUrl = (siteOrigin) => `${siteOrigin}${WIRE_PREFIX}`;

const ENTITIES = /** @type {Record<string, string>} */ ({
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
});

/**
 * HTML-encoded once, as HttpUtility.HtmlEncode does: & < > " ' as named or numeric entities,
 * every character from U+00A0 on as `&#NNN;` (a character outside the BMP as one entity).
 * @param {string} text
 */
export const htmlEncode = (text) =>
  text.replace(/[&<>"']|[\u00a0-\u{10ffff}]/gu, (c) => ENTITIES[c] ?? `&#${c.codePointAt(0)};`);

/**
 * An ISO date as the JS value of an ASP.NET JSON date, `/Date(<ms>[±hhmm])/` (netJson writes its
 * slashes escaped); null for an empty date. `local`: with the London offset at that instant, as
 * .NET writes a Local DateTime (the ticks stay UTC milliseconds).
 * @param {unknown} value @param {boolean} local
 */
export function aspnetDate(value, local) {
  if (value === null || value === undefined || value === '') return null;
  const ms = Date.parse(String(value));
  if (Number.isNaN(ms)) return value;
  if (!local) return `/Date(${ms})/`;
  const minutes = londonOffset(ms) / 60_000;
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const offset = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
  return `/Date(${ms}${offset})/`;
}

/** `YYYY-MM-DD HH:mm` -> `dd/MM/yyyy HH:mm`; empty -> null. @param {unknown} value */
export function aspnetDateString(value) {
  if (value === null || value === undefined || value === '') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}:\d{2})$/.exec(String(value));
  return m ? `${m[3]}/${m[2]}/${m[1]} ${m[4]}` : value;
}

/** JSON as .NET writes it: the slashes of ASP.NET dates escaped (`"\/Date(…)\/"`). */
export const netJson = (/** @type {unknown} */ value) =>
  (JSON.stringify(value) ?? 'null').replace(
    /"\/Date\((-?\d+(?:[+-]\d{4})?)\)\/"/g,
    '"\\/Date($1)\\/"',
  );

const NUMBERS = [
  'Id',
  'FeedId',
  'ItemsCount',
  'Category1Id',
  'Category2Id',
  'TotalTickets',
  'TicketsReserved',
  'Latitude',
  'Longitude',
];
const BOOLEANS = ['IsFeatured', 'IsAlert', 'IsAllDay', 'IsBooking'];
/** HTML-encoded; null when empty (Title stays ''). */
const ENCODED = [
  'Title',
  'User',
  'ScreeName',
  'Category1',
  'Category2',
  'Location',
  'LocationAdress',
];
/** Optional text: null when empty. */
const OPTIONAL = ['Description', 'Tags', 'Link', 'WoofooCode'];
const DATES = ['Date', 'EndDate', 'LastUpdateDate'];
const DATE_STRINGS = ['StartDateString', 'EndDateString'];
/** Blanks around the commas of Tags, in turn. */
const TAG_SEPARATORS = [' , ', ',  ', ', ', ','];

/** A number as a string ("12"); null and anything else as is. @param {unknown} value */
const numberText = (value) => (typeof value === 'number' ? String(value) : value);

/**
 * "True"/"False", or "true"/"false" for some items (one in three by Id), as different .NET
 * serializers and hand-written services write them. @param {unknown} value @param {number} id
 */
const booleanText = (value, id) => {
  if (typeof value !== 'boolean') return value;
  const text = value ? 'True' : 'False';
  return id % 3 === 0 ? text.toLowerCase() : text;
};

/** @param {unknown} value */
const emptyToNull = (value) => (value === '' ? null : value);

/** @param {unknown} tags */
const spacedTags = (tags) =>
  typeof tags === 'string' && tags !== ''
    ? tags
        .split(',')
        .map((tag, at) =>
          at === 0 ? tag : `${TAG_SEPARATORS[(at - 1) % TAG_SEPARATORS.length]}${tag}`,
        )
        .join('')
    : emptyToNull(tags);

/**
 * One item (plain or extended) in ASP.NET shapes: only the fields it has are written.
 * @param {unknown} entry
 */
export function aspnetItem(entry) {
  if (entry === null || typeof entry !== 'object') return entry;
  const item = /** @type {Record<string, unknown>} */ (entry);
  /** @type {Record<string, unknown>} */
  const out = { ...item };
  const id = typeof item.Id === 'number' ? item.Id : 0;
  const local = item.ItemType === 'TiarcCalendar';
  const has = (/** @type {string} */ name) => Object.hasOwn(out, name);
  for (const name of NUMBERS) if (has(name)) out[name] = numberText(item[name]);
  for (const name of BOOLEANS) if (has(name)) out[name] = booleanText(item[name], id);
  for (const name of ENCODED) {
    if (!has(name)) continue;
    const value = item[name];
    out[name] =
      typeof value === 'string'
        ? value === '' && name !== 'Title'
          ? null
          : htmlEncode(value)
        : value;
  }
  for (const name of OPTIONAL) if (has(name)) out[name] = emptyToNull(item[name]);
  if (has('Tags')) out.Tags = spacedTags(item.Tags);
  for (const name of DATES) if (has(name)) out[name] = aspnetDate(item[name], local);
  for (const name of DATE_STRINGS) if (has(name)) out[name] = aspnetDateString(item[name]);
  return out;
}

/** A photo set: title encoded, date with the London offset, sizes as strings. @param {any} set */
export function aspnetPhotoSet(set) {
  if (set === null || typeof set !== 'object') return set;
  return {
    ...set,
    Title: typeof set.Title === 'string' ? htmlEncode(set.Title) : set.Title,
    Date: aspnetDate(set.Date, true),
    Photos: Array.isArray(set.Photos)
      ? set.Photos.map((/** @type {any} */ photo) => ({
          ...photo,
          Sizes: Array.isArray(photo?.Sizes)
            ? photo.Sizes.map((/** @type {any} */ size) => ({
                ...size,
                ImageSize: numberText(size?.ImageSize),
              }))
            : photo?.Sizes,
        }))
      : set.Photos,
  };
}

/** @param {unknown} value @param {(v: unknown) => unknown} each */
const mapList = (value, each) => (Array.isArray(value) ? value.map(each) : value);

/** A JSON string answer (GetMediaItemsAdvanced, GetMediaItemDescription) as its value. */
const parsed = (/** @type {unknown} */ value) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
};

/**
 * The answer of call `name` (media.answer's value) in ASP.NET shapes, as a JS value (not yet
 * JSON): JSON-string answers are taken apart first.
 * @param {string} name @param {unknown} value
 */
export function aspnetValue(name, value) {
  switch (name) {
    case 'GetMediaItems':
    case 'GetMediaItemsClone':
      return mapList(value, aspnetItem);
    case 'GetMediaItemsAdvanced':
      return mapList(parsed(value), aspnetItem);
    case 'GetMediaItemDescription':
      return aspnetItem(parsed(value));
    case 'GetPhotosSet':
      return aspnetPhotoSet(value);
    case 'GetMediaFeedDetails':
      return mapList(value, (feed) =>
        feed && typeof feed === 'object'
          ? { ...feed, FeedId: numberText(/** @type {any} */ (feed).FeedId) }
          : feed,
      );
    case 'GetMediaItemsSearchSuggestions':
      return mapList(value, (s) => (typeof s === 'string' ? htmlEncode(s) : s));
    default:
      return value;
  }
}

/**
 * The JSONP body of call `name` in ASP.NET shapes: `/**\/callback("<JSON>")`, the payload always
 * a JSON string holding the answer's JSON, no trailing `;`.
 * @param {string} callback @param {string} name @param {unknown} value
 */
export const aspnetBody = (callback, name, value) =>
  `/**/${callback}(${JSON.stringify(netJson(aspnetValue(name, value)))})`;

/**
 * @param {{ handle: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, url: URL) => boolean, answer: (name: string, q: URLSearchParams) => unknown }} media
 */
export function createWireService(media) {
  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {URL} url
   * @returns {boolean} true when the request is under the ASP.NET prefix (answered)
   */
  function handle(req, res, url) {
    if (!url.pathname.startsWith(WIRE_PREFIX)) return false;
    const name = url.pathname.slice(WIRE_PREFIX.length);
    const callback = url.searchParams.get('callback') ?? '';
    const value =
      req.method === 'GET' && isValidCallback(callback)
        ? media.answer(name, url.searchParams)
        : undefined;
    if (value === undefined) {
      // An unknown call, HEAD, a bad callback: the stand-in's usual answer.
      const normal = new URL(url);
      normal.pathname = `${PREFIX}${name}`;
      if (!media.handle(req, res, normal)) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Not found\n');
      }
      return true;
    }
    const type = 'application/javascript; charset=utf-8';
    const encoded = encodeBody(req, type, aspnetBody(callback, name, value));
    res.writeHead(200, {
      'Content-Type': type,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      ...encoded.headers,
    });
    res.end(encoded.body);
    return true;
  }

  return { handle };
}
