// The CMS's own page of a media item: the site-relative URL or Link a news, event or school video
// item of the seed points to (/news/<slug>-<Id>, /events/<slug>-<Id>, /videos/<slug>-<Id>).
// Server-rendered from the seed: title, date, image and the description as plain text. Item data
// is untrusted, so the description's HTML is never passed on: its tags are dropped, its entities
// decoded, and the text escaped again by `html`.
import { html } from './html.mjs';
import { imageUrl, MEDIA_GROUPS } from './media-markup.mjs';
import { itemTypeOf } from './rules.mjs';

const TIME_ZONE = 'Europe/London';

/** @type {WeakMap<object, Map<string, any>>} */
const pathsBySeed = new WeakMap();

/** A site-relative address of this origin ("/x", not "//host"), without query or fragment. */
const sitePath = (value) => {
  const text = String(value ?? '').trim();
  return /^\/(?!\/)/.test(text) ? text.replace(/[?#].*$/, '').replace(/\/+$/, '') : '';
};

/**
 * The seed's item whose URL or Link is `path` (a decoded pathname without a trailing slash).
 * @param {{ items: any[] }} seed
 * @param {string} path
 */
export function itemAtPath(seed, path) {
  let paths = pathsBySeed.get(seed);
  if (!paths) {
    paths = new Map();
    for (const item of seed.items) {
      for (const address of [item.URL, item.Link]) {
        const key = sitePath(address);
        if (key && !paths.has(key)) paths.set(key, item);
      }
    }
    pathsBySeed.set(seed, paths);
  }
  return paths.get(path) ?? null;
}

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Decodes the entities a description uses; one pass, so `&amp;lt;` stays `&lt;` as text. */
const decodeEntities = (text) =>
  text.replace(/&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|([a-z]+));/gi, (whole, dec, hex, name) => {
    const code = dec ? Number(dec) : hex ? Number.parseInt(hex, 16) : null;
    if (code !== null) return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    return ENTITIES[name.toLowerCase()] ?? whole;
  });

const BLOCK_TAG =
  /<\/?(?:p|div|li|ul|ol|h[1-6]|blockquote|section|article|table|tr|td|th|figure|figcaption)\b[^>]*>/gi;

/**
 * The description as paragraphs of plain text: a paragraph per `</p>` or `<br>`, script and
 * style contents dropped, block tags read as a space, every other tag removed.
 * @param {unknown} description
 * @returns {string[]}
 */
export function descriptionText(description) {
  return String(description ?? '')
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .split(/<\/p\s*>|<br\s*\/?>/i)
    .map((part) =>
      decodeEntities(part.replace(BLOCK_TAG, ' ').replace(/<[^>]*>/g, ''))
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
}

const format = (iso, options) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, ...options }).format(new Date(iso));

/** "Friday 28 November 2026, 18:00 – 20:00", "Monday 1 – Wednesday 3 December 2026" or a day. */
function dateText(item) {
  const day = (iso) =>
    format(iso, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const time = (iso) => format(iso, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  if (itemTypeOf(item.ItemType)?.card !== 'event') return day(item.Date);
  const end = item.EndDate && Date.parse(item.EndDate) > Date.parse(item.Date) ? item.EndDate : '';
  if (item.IsAllDay) {
    // An all-day event ends at the next London midnight: its last day is the one before.
    const last = end ? new Date(Date.parse(end) - 60_000).toISOString() : '';
    return last && day(last) !== day(item.Date)
      ? `${day(item.Date)} – ${day(last)}, all day`
      : `${day(item.Date)}, all day`;
  }
  if (!end) return `${day(item.Date)}, ${time(item.Date)}`;
  return day(end) === day(item.Date)
    ? `${day(item.Date)}, ${time(item.Date)} – ${time(end)}`
    : `${day(item.Date)}, ${time(item.Date)} – ${day(end)}, ${time(end)}`;
}

/** The item's feed group (item-types.json), for the link to the rest of its kind. */
const groupOf = (item) => {
  const slug = itemTypeOf(item.ItemType)?.group;
  return MEDIA_GROUPS.find((group) => group.slug === slug) ?? null;
};

/**
 * The item's page as the CMS renders it, inside the site's layout.
 * @param {any} item
 */
export function itemPageMain(item) {
  const group = groupOf(item);
  const paragraphs = descriptionText(item.Description);
  const location = [item.Location, item.LocationAdress].filter(Boolean).join(', ');
  return html`<article class="content item-page">
  <h1>${item.Title || 'Media item'}</h1>
  <p class="item-page__meta"><time datetime="${item.Date}">${dateText(item)}</time>${location ? ` · ${location}` : ''}</p>
  <img class="item-page__image" src="${imageUrl(item.Image, 960)}" alt="" width="960" height="640">
  ${paragraphs.map((text) => html`<p>${text}</p>`)}
  ${group ? html`<p><a href="${group.categoryUrl}">${group.categoryViewLabel}</a></p>` : ''}
</article>`;
}
