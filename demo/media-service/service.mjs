// @ts-check
// Stand-in for the media service (spec section 7): the eight JSONP calls over the seed data of
// demo/data/seed.mjs. Wire format and query parameters are documented in demo/README.md,
// section "Media service stand-in".
//
//   const media = createMediaService({ now });
//   http.createServer((req, res) => { const url = new URL(req.url, 'http://localhost');
//     if (media.handle(req, res, url)) return; ... });

import { encodeBody } from '../compress.mjs';
import { CATEGORIES, createSeed, feedIdsByGroup, londonDay, londonToUtc } from '../data/seed.mjs';

/** @typedef {import('../../src/media/types.ts').ExtendedMediaItem} ExtendedMediaItem */
/** @typedef {import('../../src/media/types.ts').MediaItem} MediaItem */
/** @typedef {ReturnType<typeof createSeed>} Seed */

export { CATEGORIES, feedIdsByGroup };

export const PREFIX = '/media-service/';
const CALLBACK_RE = /^[A-Za-z_$][\w$.]{0,127}$/;
const DEFAULT_TAKE = 12;
const MAX_TAKE = 1000;
const DEFAULT_FIELDS = ['Title', 'Description', 'Tags'];
/** Fields GetMediaItemsAdvanced may search (Fields=...), case-insensitive on the wire. */
const SEARCHABLE = [
  'Title',
  'Description',
  'Tags',
  'User',
  'ScreeName',
  'Location',
  'Category1',
  'Category2',
];

/** The fields of a plain MediaItem (answers without IsExtended=true). */
const MEDIA_ITEM_FIELDS = /** @type {const} */ ([
  'Id',
  'FeedId',
  'ItemType',
  'Title',
  'Description',
  'Image',
  'URL',
  'User',
  'Date',
  'EndDate',
  'Tags',
  'IsFeatured',
  'ItemsCount',
  'ScreeName',
]);

/** JSONP body: `callback(json);`. @param {string} callback @param {unknown} value */
export function jsonp(callback, value) {
  return `${callback}(${JSON.stringify(value)});`;
}

/** @param {string} callback */
export const isValidCallback = (callback) => CALLBACK_RE.test(callback);

// ---------------------------------------------------------------------------------------------
// Query parsing: defensive, never throws.

/** @param {string | null} v @param {number} fallback @param {number} [min] @param {number} [max] */
function intParam(v, fallback, min = 0, max = Number.MAX_SAFE_INTEGER) {
  // Up to 15 digits: item ids go past 2^31 (still exact as a double).
  if (v === null || !/^\s*\d{1,15}\s*$/.test(v)) return fallback;
  const n = Number(v);
  return n < min ? fallback : Math.min(n, max);
}

/** 'true' / '1' / 'yes' (any case) -> true. @param {string | null} v */
const boolParam = (v) => v !== null && /^\s*(true|1|yes)\s*$/i.test(v);

/** Comma list, trimmed, empties dropped. @param {string | null} v */
const listParam = (v) =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Title clean-up as the widgets do it: `??` runs stripped, '# ' and '@ ' joined. */
export const cleanTitle = (/** @type {string} */ t) =>
  t
    .replace(/\?{2,}/g, '')
    .replace(/([#@])\s+(?=\w)/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();

/** @param {string} html */
const stripTags = (html) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

/** @param {string} s */
const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** @param {string} tags */
const tagList = (tags) =>
  tags
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);

const byNewest = (/** @type {MediaItem} */ a, /** @type {MediaItem} */ b) =>
  (Date.parse(b.Date) || 0) - (Date.parse(a.Date) || 0) || b.Id - a.Id;
const byStart = (/** @type {MediaItem} */ a, /** @type {MediaItem} */ b) =>
  (Date.parse(a.Date) || 0) - (Date.parse(b.Date) || 0) || a.Id - b.Id;
const byTitle = (/** @type {MediaItem} */ a, /** @type {MediaItem} */ b) =>
  cleanTitle(a.Title).localeCompare(cleanTitle(b.Title), 'en', { sensitivity: 'base' }) ||
  a.Id - b.Id;

// ---------------------------------------------------------------------------------------------

/**
 * @param {{ now?: Date, seed?: Seed }} [options]
 */
export function createMediaService({ now = new Date(), seed } = {}) {
  const data = seed ?? createSeed(now);
  /** @type {Map<number, string>} FeedId -> FeedType */
  const feedTypes = new Map(data.feeds.map((f) => [f.FeedId, f.FeedType]));
  /** @type {Map<number, ExtendedMediaItem>} */
  const byId = new Map(data.items.map((i) => [i.Id, i]));
  const [ty, tm, td] = londonDay(now.getTime());
  const todayStart = londonToUtc(ty, tm, td);

  /** Items of the FeedIds parameter; absent/blank -> all feeds, nothing valid -> none. */
  const itemsOfFeeds = (/** @type {URLSearchParams} */ q) => {
    const raw = q.get('FeedIds');
    if (raw === null || raw.trim() === '') return data.items;
    const ids = new Set(
      listParam(raw)
        .filter((s) => /^\d{1,9}$/.test(s))
        .map(Number),
    );
    return data.items.filter((i) => ids.has(i.FeedId));
  };

  /** An event still to come: it ends after the start of today (London), or, without an end,
   * it starts today or later. */
  const isComing = (/** @type {MediaItem} */ e) =>
    e.EndDate ? Date.parse(e.EndDate) > todayStart : Date.parse(e.Date) >= todayStart;

  /** On the timeline: dated (events: started) not later than now. */
  const isPast = (/** @type {MediaItem} */ i) => Date.parse(i.Date) <= now.getTime();

  /**
   * The filters and order shared by GetMediaItems and GetMediaItemsAdvanced. Which events:
   * `IsTimeline=true` makes the answer a timeline, everything up to now (past and running
   * events, but none still to start: those are the calendar's); otherwise every item but
   * past events. `every` (the suggestions) keeps all events.
   */
  const select = (
    /** @type {URLSearchParams} */ q,
    /** @type {'date' | 'title'} */ order,
    every = false,
  ) => {
    const ofFeeds = itemsOfFeeds(q);
    const timeline = boolParam(q.get('IsTimeline'));
    // Order by start when every requested feed is an events feed (coming events, nearest
    // first), else newest first (a timeline always).
    const onlyEvents =
      !timeline && ofFeeds.length > 0 && ofFeeds.every((i) => i.ItemType === 'TiarcCalendar');
    let list = ofFeeds;
    if (timeline) list = list.filter(isPast);
    else if (!every) list = list.filter((i) => i.ItemType !== 'TiarcCalendar' || isComing(i));
    if (boolParam(q.get('HasCategorys'))) list = list.filter((i) => i.Category1Id > 0);
    const wanted = listParam(q.get('SearchTags')).map((t) => t.toLowerCase());
    if (wanted.length > 0) {
      list = list.filter((i) => tagList(i.Tags).some((t) => wanted.includes(t)));
    }
    return [...list].sort(order === 'title' ? byTitle : onlyEvents ? byStart : byNewest);
  };

  /** FirstNoOfItems, paging and the answer shape. */
  const finish = (/** @type {URLSearchParams} */ q, /** @type {ExtendedMediaItem[]} */ list) => {
    let ordered = list;
    const first = intParam(q.get('FirstNoOfItems'), 0, 0, MAX_TAKE);
    if (first > 0) {
      const featured = list.filter((i) => i.IsFeatured).slice(0, first);
      const head = new Set(featured);
      ordered = [...featured, ...list.filter((i) => !head.has(i))];
    }
    const skip = intParam(q.get('skip'), 0);
    const take = intParam(q.get('take'), DEFAULT_TAKE, 1, MAX_TAKE);
    const extended = boolParam(q.get('IsExtended'));
    const flickrDescription = boolParam(q.get('qFlickrDescription'));
    return ordered.slice(skip, skip + take).map((item) => {
      /** @type {Record<string, unknown>} */
      const out = extended ? { ...item } : pickFields(item);
      if (item.ItemType === 'Flickr' && !flickrDescription) out.Description = '';
      return out;
    });
  };

  /** SearchExpression matcher of GetMediaItemsAdvanced. */
  const matcher = (/** @type {URLSearchParams} */ q) => {
    const expression = cleanTitle(q.get('SearchExpression') ?? '');
    const words = expression.split(/\s+/).filter(Boolean);
    if (words.length === 0) return () => true;
    const fullText = boolParam(q.get('FullText'));
    const any = (q.get('AndOr') ?? '').trim().toLowerCase() === 'or';
    const fieldNames = listParam(q.get('Fields'))
      .map((f) => SEARCHABLE.find((s) => s.toLowerCase() === f.toLowerCase()))
      .filter((f) => f !== undefined);
    const fields = fieldNames.length > 0 ? fieldNames : DEFAULT_FIELDS;
    const tests = words.map((word) => {
      const lower = word.toLowerCase();
      if (/^[#@]./.test(word)) {
        // #tag / @name: literally in the (cleaned) title, or the bare word in Tags.
        const bare = lower.slice(1);
        return (/** @type {ExtendedMediaItem} */ i) =>
          cleanTitle(i.Title).toLowerCase().includes(lower) || tagList(i.Tags).includes(bare);
      }
      if (!fullText) {
        return (/** @type {ExtendedMediaItem} */ i) =>
          cleanTitle(i.Title).toLowerCase().includes(lower);
      }
      const re = new RegExp(`(^|[^\\p{L}\\p{N}_])${escapeRe(word)}($|[^\\p{L}\\p{N}_])`, 'iu');
      return (/** @type {ExtendedMediaItem} */ i) =>
        fields.some((f) => {
          const v = String(i[/** @type {keyof ExtendedMediaItem} */ (f)] ?? '');
          if (f === 'Description') return re.test(stripTags(v));
          if (f === 'Tags') return re.test(v.replace(/,/g, ' '));
          if (f === 'Title') return re.test(cleanTitle(v));
          return re.test(v);
        });
    });
    return (/** @type {ExtendedMediaItem} */ i) =>
      any ? tests.some((t) => t(i)) : tests.every((t) => t(i));
  };

  /** @type {Record<string, { empty: unknown, answer: (q: URLSearchParams) => unknown }>} */
  const calls = {
    GetAplicationToken: {
      empty: '',
      answer: (q) => {
        const type = (q.get('FeedType') ?? '').trim();
        const known = data.feeds.find((f) => f.FeedType.toLowerCase() === type.toLowerCase());
        return known ? `demo-token-${known.FeedType}` : '';
      },
    },
    GetMediaFeedDetails: {
      empty: [],
      answer: (q) => {
        const raw = q.get('FeedIds');
        if (raw === null || raw.trim() === '') {
          return data.feeds.map((f) => ({ FeedType: f.FeedType, FeedId: f.FeedId }));
        }
        const seen = new Set();
        const out = [];
        for (const s of listParam(raw)) {
          const id = /^\d{1,9}$/.test(s) ? Number(s) : Number.NaN;
          const type = feedTypes.get(id);
          if (type && !seen.has(id)) {
            seen.add(id);
            out.push({ FeedType: type, FeedId: id });
          }
        }
        return out;
      },
    },
    GetMediaItems: {
      empty: [],
      answer: (q) => finish(q, select(q, 'date')),
    },
    GetMediaItemsAdvanced: {
      empty: '[]',
      answer: (q) => {
        const order = (q.get('OrderAll') ?? '').trim().toLowerCase() === 'yes' ? 'title' : 'date';
        const matches = matcher(q);
        return JSON.stringify(finish(q, select(q, order).filter(matches)));
      },
    },
    GetMediaItemsSearchSuggestions: {
      empty: [],
      answer: (q) => {
        // The newer variant sends SearchExpression (and Count=5): titles of the items the
        // expression finds, as GetMediaItemsAdvanced with FullText=false finds them.
        const byText = q.get('SearchText') !== null;
        const text = cleanTitle(
          (byText ? q.get('SearchText') : q.get('SearchExpression')) ?? '',
        ).toLowerCase();
        if (text === '') return [];
        const count = intParam(q.get('Count'), byText ? 10 : 5, 1, 50);
        const expression = new URLSearchParams({ SearchExpression: text });
        const matches = byText
          ? (/** @type {ExtendedMediaItem} */ i) => cleanTitle(i.Title).toLowerCase().includes(text)
          : matcher(expression);
        const everything = new URLSearchParams(q);
        everything.delete('IsTimeline');
        const seen = new Set();
        /** @type {string[]} */
        const out = [];
        for (const item of select(everything, 'date', true)) {
          const title = cleanTitle(item.Title);
          const key = title.toLowerCase();
          if (title && matches(item) && !seen.has(key)) {
            seen.add(key);
            out.push(title);
            if (out.length >= count) break;
          }
        }
        return out;
      },
    },
    GetMediaItemDescription: {
      empty: 'null',
      answer: (q) => {
        const id = intParam(q.get('ItemId'), -1);
        const item = byId.get(id);
        const feed = q.get('FeedId');
        const feedOk = feed === null || feed.trim() === '' || intParam(feed, -1) === item?.FeedId;
        return JSON.stringify(item && feedOk ? item : null);
      },
    },
    GetMediaItemsClone: {
      empty: [],
      answer: (q) => {
        let list = itemsOfFeeds(q).filter((i) => i.ItemType === 'TiarcCalendar');
        if (boolParam(q.get('HasCategorys'))) list = list.filter((i) => i.Category1Id > 0);
        const skip = intParam(q.get('skip'), 0);
        const take = intParam(q.get('take'), MAX_TAKE, 1, MAX_TAKE);
        return [...list]
          .sort(byStart)
          .slice(skip, skip + take)
          .map((i) => ({ ...i }));
      },
    },
    GetPhotosSet: {
      empty: null,
      answer: (q) => {
        const id = intParam(q.get('SetId'), -1);
        return Object.hasOwn(data.photoSets, id) ? data.photoSets[id] : null;
      },
    },
  };

  /** The JSON of the last answers by call and query (its callback aside), as a service's cache
   * would keep them: the data does not change while it runs, and at `?demoVolume=16` the
   * calendar's answer is 1.2 MB to write, on the machine the browser measured shares. */
  const answers = new Map();
  const ANSWERS_KEPT = 32;

  /** @param {string} name @param {URLSearchParams} q @returns {string} */
  function answerJson(name, q) {
    const question = [...q].filter(([key]) => key !== 'callback');
    const key = JSON.stringify([name, ...question]);
    let json = answers.get(key);
    if (json === undefined) {
      if (answers.size >= ANSWERS_KEPT) answers.clear();
      json = JSON.stringify(unambiguous(answer(name, q)));
      answers.set(key, json);
    }
    return json;
  }

  /**
   * Answers the request when its path is under /media-service/.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {URL} url
   * @returns {boolean} true when it answered
   */
  function handle(req, res, url) {
    if (!url.pathname.startsWith(PREFIX)) return false;
    const name = url.pathname.slice(PREFIX.length);
    const call = Object.hasOwn(calls, name) ? calls[name] : undefined;
    if (!call) {
      text(res, 404, `Unknown media-service call: ${name.slice(0, 80)}\n`);
      return true;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      text(res, 405, 'Method not allowed\n');
      return true;
    }
    const callback = url.searchParams.get('callback') ?? '';
    if (!isValidCallback(callback)) {
      text(res, 400, 'Missing or invalid callback parameter\n');
      return true;
    }
    const type = 'application/javascript; charset=utf-8';
    const encoded = encodeBody(req, type, `${callback}(${answerJson(name, url.searchParams)});`);
    res.writeHead(200, {
      'Content-Type': type,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      ...encoded.headers,
    });
    res.end(req.method === 'HEAD' ? undefined : encoded.body);
    return true;
  }

  /**
   * The value call `name` answers for query `q` (what the JSONP callback gets; the call's empty
   * answer when the query makes no sense), or undefined for an unknown call. The hostile-data
   * mode (hostile.mjs) rewrites it.
   * @param {string} name
   * @param {URLSearchParams} q
   * @returns {unknown}
   */
  function answer(name, q) {
    const call = Object.hasOwn(calls, name) ? calls[name] : undefined;
    if (!call) return undefined;
    try {
      return call.answer(q);
    } catch {
      return call.empty;
    }
  }

  return { seed: data, handle, answer };
}

// The fields a real service HTML-encodes (the client decodes them once: src/media/wire.ts).
const ENCODED_FIELDS = new Set([
  'Title',
  'User',
  'ScreeName',
  'Category1',
  'Category2',
  'Location',
  'LocationAdress',
]);
const REFERENCE_LIKE = /&(?=#\d+;|#[xX][\da-fA-F]+;|[a-zA-Z][a-zA-Z\d]*;)/g;

/**
 * The default mode sends text as the seed holds it, except an '&' that would read as a
 * character reference: a title that says "&lt;" is sent "&amp;lt;", as a real service encodes
 * it, so that the client's one decoding shows what the editor typed. (The ASP.NET mode,
 * demo/media-service/wire.mjs, encodes everything as HtmlEncode does.) Answers that are JSON strings
 * and suggestion lists are treated the same.
 * @param {unknown} value
 * @param {string} [key]
 * @returns {unknown}
 */
export function unambiguous(value, key) {
  if (typeof value === 'string') {
    if (key === undefined && /^[[{]/.test(value)) {
      try {
        return JSON.stringify(unambiguous(JSON.parse(value)));
      } catch {
        return value;
      }
    }
    return key === undefined || ENCODED_FIELDS.has(key)
      ? value.replace(REFERENCE_LIKE, '&amp;')
      : value;
  }
  if (Array.isArray(value)) return value.map((entry) => unambiguous(entry));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, unambiguous(v, k)]));
  }
  return value;
}

/** @param {ExtendedMediaItem} item @returns {Record<string, unknown>} */
function pickFields(item) {
  /** @type {Record<string, unknown>} */
  const out = {};
  for (const f of MEDIA_ITEM_FIELDS) out[f] = item[f];
  return out;
}

/** @param {import('node:http').ServerResponse} res @param {number} status @param {string} body */
function text(res, status, body) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(body);
}
