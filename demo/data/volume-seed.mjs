// @ts-check
// The volume seed: the seed of seed.mjs multiplied, for the media-service stand-in's volume
// mode (demo/media-service/volume.mjs). A school group of several schools publishes far more
// than the seed's ~375 items; this gives the widgets a year of it.
//
// createVolumeSeed(now, factor) is the seed, unchanged, followed by `factor - 1` generated
// copies. Copy c (1..factor-1) draws from a PRNG of its own (volume-text.mjs, copyContext), so:
// - the same factor and now always give the same data, byte for byte;
// - factor 1 is the seed itself, and a larger factor only adds: factor 16 holds factor 4's
//   items unchanged, so a share URL of a generated item reads the same at every factor;
// - a copy's ids run from c * ID_SPAN (100,000) + 1000 up: unique, and the copy an id came from
//   is the id / ID_SPAN (volumeOfId below), so the demo can find an item from its share URL
//   alone. Ids keep 7 digits at most, which the permalinks' provider patterns need (a YouTube
//   id is `demo` + 7 digits = 11 characters; a tweet id 20 digits at most).
// Each copy: 64 events of the coming twelve months (volume-events.mjs) and ~315 posts of the
// past year across the groups, in the seed's mix; one photo set per copy grows with the copy,
// 500 × (c + 1) / 16 photos capped at 500, so the largest set has 500 photos from factor 16 on.
// The seed's three schools and 36 feeds stay: the page config (feedGroups, schools) is the
// same at every volume.

import {
  ALERTS,
  AUDIO_TITLES,
  BLOG_TITLES,
  categoryId,
  createSeed,
  escapeHtml,
  FEEDS,
  FILLER,
  iso,
  makeItem,
  NEWS,
  PHOTO_TITLES,
  PUBLICATION_TITLES,
  permalink,
  photoList,
  photoSetItem,
  SCHOOLS,
  SOCIAL,
  slugify,
  VIDEO_TITLES,
} from './seed.mjs';
import { copyEvents } from './volume-events.mjs';
import {
  copyContext,
  fillIn,
  ID_SPAN,
  newsDescription,
  SPORTS,
  TEAMS,
  VOLUME_ALBUMS,
  VOLUME_NEWS,
  VOLUME_SOCIAL,
  YEARS,
} from './volume-text.mjs';

/** @typedef {ReturnType<typeof createSeed>} Seed */
/** @typedef {import('./volume-text.mjs').CopyContext} CopyContext */
/** @typedef {import('../../src/media/types.ts').ItemType} ItemType */
/** @typedef {import('../../src/media/types.ts').PhotoSet} PhotoSet */
/** @typedef {ReturnType<typeof makeItem>} Item */
/** @typedef {(typeof SCHOOLS)[number]} School */

/** The largest factor: 32 copies are ~12,000 items, more than any test needs. */
export const MAX_VOLUME = 32;
/** The photo count of the largest set (reached at factor 16). */
export const MAX_PHOTOS = 500;
export { ID_SPAN };

/** Posts of each type in one copy: the seed's mix, a little richer (~315 a copy). */
const POSTS_PER_COPY = /** @type {const} */ ([
  ['Twitter', 48, 'twitter'],
  ['Facebook', 28, 'facebook'],
  ['Instagram', 28, 'instagram'],
  ['Pinterest', 14, 'pinterest'],
]);
const NEWS_PER_COPY = 74;
const ALERTS_PER_COPY = 1;
const SETS_PER_COPY = 28;
/** [type, count, titles, image prefix, tags] */
const OTHERS_PER_COPY = /** @type {const} */ ([
  ['TiarcVideo', 14, VIDEO_TITLES, 'video', 'video'],
  ['Youtube', 16, VIDEO_TITLES, 'youtube', 'video,youtube'],
  ['Vimeo', 9, VIDEO_TITLES, 'vimeo', 'video,vimeo'],
  ['Tumblr', 12, BLOG_TITLES, 'tumblr', 'blog'],
  ['WordPress', 15, BLOG_TITLES, 'wordpress', 'blog,parents'],
  ['SoundCloudTrack', 12, AUDIO_TITLES, 'soundcloud', 'music,audio'],
  ['SoundCloudPlaylist', 7, AUDIO_TITLES, 'soundcloud', 'music,playlist'],
  ['Issuu', 9, PUBLICATION_TITLES, 'issuu', 'magazine,publications'],
]);

const DAY = 86_400_000;
const MINUTE = 60_000;

/**
 * The seed at `factor` times its volume. Factor 1 is createSeed(now) itself.
 * @param {Date} [now]
 * @param {number} [factor] an integer from 1 to MAX_VOLUME (the mode's parser clamps a page's)
 * @returns {Seed}
 */
export function createVolumeSeed(now = new Date(), factor = 1) {
  if (!Number.isInteger(factor) || factor < 1 || factor > MAX_VOLUME) {
    throw new RangeError(`volume factor must be an integer from 1 to ${MAX_VOLUME}: ${factor}`);
  }
  const seed = createSeed(now);
  // The seed's own now: its dates are whole minutes.
  const nowMs = Math.floor(now.getTime() / MINUTE) * MINUTE;
  for (let copy = 1; copy < factor; copy++) {
    const ctx = copyContext(copy, nowMs);
    seed.items.push(...copyEvents(ctx), ...copyPosts(ctx, seed.photoSets));
  }
  return seed;
}

/**
 * The smallest factor that holds the item `id`: 1 for the seed's items, c + 1 for copy c's.
 * @param {number} id
 */
export const volumeOfId = (id) => {
  const copy = Math.floor(id / ID_SPAN);
  return Number.isSafeInteger(id) && copy >= 1 && copy < MAX_VOLUME ? copy + 1 : 1;
};

/** @param {ItemType} type @param {number} n */
const feedOf = (type, n) => {
  const feeds = FEEDS.filter((f) => f.FeedType === type);
  return /** @type {(typeof FEEDS)[number]} */ (feeds[n % feeds.length]).FeedId;
};

/** @param {number} n */
const schoolOf = (n) => /** @type {School} */ (SCHOOLS[n % SCHOOLS.length]);

/**
 * The words a template may use: {S} the school, {H} its handle, {Y} a year group, {T} a team,
 * {P} a sport, {n} a number.
 * @param {CopyContext} ctx @param {School} school
 */
const words = (ctx, school) => ({
  S: school.short,
  H: school.handle,
  Y: ctx.pick(YEARS),
  T: ctx.pick(TEAMS),
  P: ctx.pick(SPORTS)[0],
  n: String(ctx.copy * 10 + ctx.int(1, 9)),
});

/**
 * A past date: `recent` within the last 24 hours, otherwise over the last year.
 * @param {CopyContext} ctx @param {boolean} recent
 */
const pastDate = (ctx, recent) =>
  iso(
    recent
      ? ctx.nowMs - ctx.int(20, 23 * 60) * MINUTE
      : ctx.nowMs - ctx.int(1, 365) * DAY - ctx.int(0, 1439) * MINUTE,
  );

/**
 * Every post of one copy: news (with an alert), social posts, photo sets, videos, blogs, audio
 * and magazines. Photo sets go into `photoSets`.
 * @param {CopyContext} ctx @param {Record<number, PhotoSet>} photoSets
 * @returns {Item[]}
 */
function copyPosts(ctx, photoSets) {
  return [
    ...news(ctx),
    ...POSTS_PER_COPY.flatMap(([type, count, path]) => social(ctx, type, count, path)),
    ...photoAlbums(ctx, photoSets),
    ...OTHERS_PER_COPY.flatMap(([type, count, titles, path, tags]) =>
      others(ctx, type, count, titles, path, tags),
    ),
  ];
}

/** @param {CopyContext} ctx @returns {Item[]} */
function news(ctx) {
  /** @type {Item[]} */
  const items = [];
  for (let n = 0; n < NEWS_PER_COPY + ALERTS_PER_COPY; n++) {
    const school = schoolOf(n);
    const alert = n >= NEWS_PER_COPY;
    // Seven in ten from the volume's headlines, whose year groups and teams vary; the others
    // from the seed's, with the school's name.
    const [template, c1, c2, tags] = /** @type {[string, string, string, string]} */ (
      alert ? ctx.pick(ALERTS) : ctx.chance(0.7) ? ctx.pick(VOLUME_NEWS) : ctx.pick(NEWS)
    );
    const fill = words(ctx, school);
    const title = template.includes('{S}')
      ? fillIn(template, fill)
      : `${school.short}: ${fillIn(template, fill)}`;
    const Id = ctx.newId();
    const image = `/images/news-${Id}-inline.jpg`;
    const date = alert ? iso(ctx.nowMs - ctx.int(2, 300) * DAY) : pastDate(ctx, n === 0);
    const withCats = ctx.chance(0.8);
    items.push(
      makeItem({
        Id,
        FeedId: feedOf('TiarcNews', n),
        ItemType: 'TiarcNews',
        Title: title,
        Description: alert
          ? `<p><strong>Important:</strong> ${escapeHtml(title)}. Please check the <a href="/parents">parents area</a> for updates.</p>`
          : newsDescription(ctx, { title, school: school.name, image }),
        Image: ctx.chance(1 / 13) ? '' : `/images/${alert ? 'alert' : 'news'}-${Id}.jpg`,
        URL: `/news/${slugify(title)}-${Id}`,
        User: school.name,
        Date: date,
        Tags: `${fillIn(tags, { P: fill.P.replace(/-/g, '') })},${school.key}`,
        IsFeatured: !alert && n % 37 === 5,
        Category1: withCats || alert ? c1 : '',
        Category1Id: withCats || alert ? categoryId(c1) : 0,
        Category2: withCats || alert ? c2 : '',
        Category2Id: withCats || alert ? categoryId(c2) : 0,
        IsAlert: alert,
        LastUpdateDate: date,
      }),
    );
  }
  return items;
}

/**
 * @param {CopyContext} ctx @param {ItemType} type @param {number} count @param {string} path
 * @returns {Item[]}
 */
function social(ctx, type, count, path) {
  /** @type {Item[]} */
  const items = [];
  for (let k = 0; k < count; k++) {
    const school = schoolOf(k);
    const [template, tags] = /** @type {[string, string]} */ (
      ctx.chance(0.5) ? ctx.pick(VOLUME_SOCIAL) : ctx.pick(SOCIAL)
    );
    const fill = words(ctx, school);
    let title = fillIn(template, fill);
    // Some longer posts, as the seed has; a tweet stays within 280 characters.
    if (ctx.chance(0.3)) title = `${title} ${ctx.pick(FILLER)}`;
    if (type !== 'Twitter' && ctx.chance(0.2)) title = `${title} ${ctx.pick(FILLER)}`;
    const Id = ctx.newId();
    const url = permalink(type, Id, school, title);
    items.push(
      makeItem({
        Id,
        FeedId: feedOf(type, k),
        ItemType: type,
        Title: title,
        Description: `<p>${escapeHtml(title)}</p><p><a href="${escapeHtml(url)}">View post</a></p>`,
        Image: ctx.chance(1 / 7) ? '' : `/images/${path}-${Id}.jpg`,
        URL: url,
        User: school.name,
        ScreeName: school.handle,
        Date: pastDate(ctx, k === 0 && type === 'Twitter'),
        Tags: `${fillIn(tags, { P: fill.P.replace(/-/g, '') })},${school.key}`,
      }),
    );
  }
  return items;
}

/**
 * The copy's photo sets: most of 3 to 120 photos, and one large set (sports day, graduation)
 * that grows with the copy up to MAX_PHOTOS. Some sets miss sizes, as the seed's do.
 * @param {CopyContext} ctx @param {Record<number, PhotoSet>} photoSets
 * @returns {Item[]}
 */
function photoAlbums(ctx, photoSets) {
  /** @type {Item[]} */
  const items = [];
  for (let k = 0; k < SETS_PER_COPY; k++) {
    const school = schoolOf(k);
    const large = k === 0;
    const count = large
      ? Math.min(MAX_PHOTOS, Math.round((MAX_PHOTOS * (ctx.copy + 1)) / 16))
      : 3 + Math.floor(ctx.int(0, 99) ** 2 / 85);
    const album = large
      ? ctx.pick(['Sports Day', 'Graduation ceremony', 'Summer fete', 'Founders’ Day'])
      : fillIn(
          ctx.chance(0.5) ? ctx.pick(VOLUME_ALBUMS) : ctx.pick(PHOTO_TITLES),
          words(ctx, school),
        );
    const title = `${school.short} ${album}${large ? ': every photo' : ''}`;
    const Id = ctx.newId();
    const date = pastDate(ctx, false);
    const holes = k % 6 === 2 ? [1600, 2048] : k % 6 === 4 ? [2048] : [];
    lazySet(photoSets, Id, () => ({
      Title: title,
      Date: date,
      Photos: photoList(Id, count, holes),
    }));
    items.push(
      photoSetItem({
        Id,
        FeedId: feedOf('Flickr', k),
        title,
        count,
        school,
        date,
        album,
        featured: large && ctx.copy % 4 === 1,
      }),
    );
  }
  return items;
}

/**
 * Puts a photo set in `photoSets` that is built when first read, then kept. At factor 16 the
 * sets hold ~20,000 photos of eight sizes: built up front they were 160,000 objects and half the
 * generation time (mostly garbage collection), for answers that read one set at a time. To a
 * reader (the service, Object.hasOwn, JSON.stringify) it is an ordinary property.
 * @param {Record<number, PhotoSet>} photoSets @param {number} id @param {() => PhotoSet} build
 */
function lazySet(photoSets, id, build) {
  Object.defineProperty(photoSets, id, {
    configurable: true,
    enumerable: true,
    get() {
      const set = build();
      Object.defineProperty(photoSets, id, { value: set, enumerable: true, writable: true });
      return set;
    },
  });
}

/**
 * Videos, blog posts, audio and magazines: the seed's titles, with the school's name or a year
 * group so that they do not repeat word for word.
 * @param {CopyContext} ctx @param {ItemType} type @param {number} count
 * @param {readonly string[]} titles @param {string} path @param {string} tags
 * @returns {Item[]}
 */
function others(ctx, type, count, titles, path, tags) {
  /** @type {Item[]} */
  const items = [];
  for (let k = 0; k < count; k++) {
    const school = schoolOf(k + type.length);
    const fill = words(ctx, school);
    const base = fillIn(ctx.pick(titles), fill);
    const title = ctx.chance(0.5) ? `${base} (${school.short})` : `${fill.Y}: ${base}`;
    const Id = ctx.newId();
    const sentences = [];
    for (let s = ctx.int(1, 4); s > 0; s--) sentences.push(ctx.pick(FILLER));
    items.push(
      makeItem({
        Id,
        FeedId: feedOf(type, k),
        ItemType: type,
        Title: title,
        Description: `<p>${escapeHtml(title)} – from ${escapeHtml(school.name)}.</p><p>${sentences.map(escapeHtml).join(' ')}</p>`,
        Image: ctx.chance(1 / 5) ? '' : `/images/${path}-${Id}.jpg`,
        URL:
          type === 'TiarcVideo'
            ? `/videos/${slugify(title)}-${Id}`
            : permalink(type, Id, school, title),
        User: type === 'WordPress' || type === 'Tumblr' ? `${school.short} Blog` : school.name,
        Date: pastDate(ctx, false),
        Tags: `${tags},${school.key}`,
        IsFeatured: k === 1 && ctx.copy % 3 === 0,
      }),
    );
  }
  return items;
}
