// Server markup of the media hub and calendar widgets, as a CMS renders it: the markup contract
// of widgets/media-hub/README.md and widgets/calendar/README.md. Without JavaScript it is the
// page (cards as links, a "more" link that pages on the server); with it, the widgets take over
// using the same classes, so nothing moves.
import itemTypeTable from '../../src/media/item-types.json' with { type: 'json' };
import { html, Raw } from './html.mjs';
import { cleanTitle, eventDays, firstScreenDays, isHttpOrSitePath, isoDay } from './rules.mjs';

const TIME_ZONE = 'Europe/London';
const IMAGE_SERVICE = '/image-service/image';
const DEFAULT_IMAGE = '/images/default.jpg';

/**
 * A London formatter of `options`: the date string's parts by type. Each is made once (making
 * one costs far more than formatting with it), and remembers what it formatted: the seed's dates
 * do not change, and the calendar formats each event's days on every page (a thousand events at
 * `?demoVolume=16`).
 * @param {Intl.DateTimeFormatOptions} options
 * @returns {(iso: string) => Record<string, string>}
 */
const londonFormat = (options) => {
  const format = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, ...options });
  /** @type {Map<string, Record<string, string>>} */
  const formatted = new Map();
  return (iso) => {
    let parts = formatted.get(iso);
    if (!parts) {
      parts = Object.fromEntries(
        format.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
      );
      formatted.set(iso, parts);
    }
    return parts;
  };
};

const dayParts = londonFormat({ year: 'numeric', month: '2-digit', day: '2-digit' });
const shortDateParts = londonFormat({ day: '2-digit', month: '2-digit', year: '2-digit' });
const eventStartParts = londonFormat({
  day: '2-digit',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const timeParts = londonFormat({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** @typedef {{ slug: string, name: string, feedIds: number[] }} School */

/**
 * Which items a school's family sees (src/schools/schools.ts, schoolFeedIds): the school's own
 * feeds and the group's, the feeds in no school. No school: everything.
 * @param {School[] | null | undefined} schools @param {string | null | undefined} slug
 * @returns {(item: { FeedId: number }) => boolean}
 */
function schoolFilter(schools, slug) {
  const school = slug ? schools?.find((entry) => entry.slug === slug) : undefined;
  if (!schools || !school) return () => true;
  const anySchool = new Set(schools.flatMap((entry) => entry.feedIds));
  return (item) => school.feedIds.includes(item.FeedId) || !anySchool.has(item.FeedId);
}

/**
 * The school choice as the server renders it (src/ui/SchoolChoice.tsx's markup and classes,
 * so that the widget's takes its place without moving anything): a GET form that reloads the
 * page with `?school=`. Without JavaScript it filters the server's list; with it, the widget
 * renders its own, which needs no button.
 * @param {School[] | null | undefined} schools @param {string | null | undefined} wanted
 * @param {string} id the select's id, one per widget on the page
 * @param {Record<string, string>} [keep] what else the page's address holds (the search)
 */
function schoolChoice(schools, wanted, id, keep = {}) {
  if (!Array.isArray(schools) || schools.length === 0) return null;
  const chosen = schools.some((school) => school.slug === wanted) ? wanted : null;
  const markup = html`<form class="wgt-school-choice" method="get">
    ${Object.entries(keep).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`)}
    <label for="${id}">School</label>
    <select id="${id}" name="school">
      <option value="">All schools</option>
      ${schools.map((school) => html`<option value="${school.slug}"${school.slug === chosen ? new Raw(' selected') : ''}>${school.name}</option>`)}
    </select>
    <button class="wgt-button" type="submit">Show</button>
  </form>`;
  return { chosen, markup };
}

/** London day of an instant as YYYY-MM-DD. */
const londonDay = (iso) => {
  const { year, month, day } = dayParts(iso);
  return `${year}-${month}-${day}`;
};

/** A URL of the data, trimmed, if the widgets would use it (isHttpOrSitePath); else ''. */
const safeUrl = (url) => (isHttpOrSitePath(url) ? url.trim() : '');

export const imageUrl = (src, width) =>
  safeUrl(src)
    ? `${IMAGE_SERVICE}?command_1=url&url_1=${encodeURIComponent(src)}&command_2=resize&width_2=${width}&default_1=${encodeURIComponent(DEFAULT_IMAGE)}`
    : DEFAULT_IMAGE;

// The card grid's column width (src/ui/cards/cards.css: four columns on a wide screen, two
// from 560 px, one on a phone, inside the page's 1.5 rem margins), for the browser's pick
// from srcset before any script runs.
const CARD_SIZES = '(min-width: 1100px) 25vw, (min-width: 560px) 50vw, calc(100vw - 3rem)';

/**
 * A card's image as the widget asks for it (src/ui/cards/CardImage.tsx: the spec's width, or
 * twice it when the card's width at the screen's pixel ratio needs more), so the widget's image,
 * when it replaces this one, is the same file and is not fetched again. The first card's image loads at
 * once and before anything else: it is the page's largest paint on a phone. Every other one is
 * lazy, even those that share the first row on a wide screen: the server cannot know the
 * screen, and on a phone cards 2-4 are below the fold, where their 70 KB came before the first
 * image's paint (Lighthouse's LCP 2.1 s; lazy, 1.5-1.75 s). On a wide screen the browser
 * fetches lazy images in view at the first layout, and the widget, which knows its columns,
 * makes its whole first row eager (CardList's priority).
 */
function cardImage(src, width, height, first) {
  const url = imageUrl(src, width);
  const srcset =
    url === DEFAULT_IMAGE
      ? ''
      : html` srcset="${url} ${width}w, ${imageUrl(src, 2 * width)} ${2 * width}w" sizes="${CARD_SIZES}"`;
  const loading = new Raw(first ? ' fetchpriority="high"' : ' loading="lazy"');
  return html`<span class="wgt-card__media"><img class="wgt-card__image" src="${url}"${srcset} alt="" width="${width}" height="${height}"${loading}></span>`;
}

const BLANK_TARGET_GROUPS = new Set(['twitter', 'blog', 'facebook', 'instagram', 'pinterest']);

/** What the service lists: coming events only, newest first (events by their start). */
function listed(seed, { feedIds, now, inSchool = () => true }) {
  const today = londonDay(now.toISOString());
  return seed.items
    .filter(inSchool)
    .filter((item) => !feedIds || feedIds.includes(item.FeedId))
    .filter(
      (item) => item.ItemType !== 'TiarcCalendar' || londonDay(item.EndDate || item.Date) >= today,
    )
    .sort((a, b) => Date.parse(b.Date) - Date.parse(a.Date) || b.Id - a.Id);
}

/**
 * What the all-groups hub lists (widgets/media-hub/feeds.ts asks the service the same): a
 * timeline, everything dated up to now, newest first, headed by the three newest featured items.
 */
function timeline(seed, { now, inSchool = () => true }) {
  const past = seed.items
    .filter(inSchool)
    .filter((item) => Date.parse(item.Date) <= now.getTime())
    .sort((a, b) => Date.parse(b.Date) - Date.parse(a.Date) || b.Id - a.Id);
  const featured = past.filter((item) => item.IsFeatured).slice(0, 3);
  return [...featured, ...past.filter((item) => !featured.includes(item))];
}

/** A rough server-side version of the search: every word in the title, or a #tag in Tags. */
function matches(item, expression) {
  const title = cleanTitle(item.Title).toLowerCase();
  const tags = item.Tags.toLowerCase().split(',');
  return cleanTitle(expression)
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => title.includes(word) || tags.includes(word.replace(/^[#@]/, '')));
}

function storyCard(item, groupSlug, first) {
  const id = `media-card-${item.FeedId}-${item.Id}`;
  const href = safeUrl(item.URL);
  const blank = BLANK_TARGET_GROUPS.has(groupSlug);
  const { day, month, year } = shortDateParts(item.Date);
  const image = cardImage(item.Image, 360, 240, first);
  return html`<li class="wgt-card-list__item"><article class="wgt-card wgt-story wgt-group--${groupSlug}">
  ${href ? html`<a class="wgt-card__link" href="${href}"${blank ? new Raw(' target="_blank" rel="noopener noreferrer"') : ''} aria-labelledby="${id}">${image}</a>` : image}
  <h2 class="wgt-card__title" id="${id}">${cleanTitle(item.Title) || 'Untitled'}</h2>
  <p class="wgt-card__meta"><time datetime="${item.Date}">${day}.${month}.${year}</time></p>
</article></li>`;
}

function eventCard(item, headingLevel, first, listDay = '') {
  const id = `event-card-${item.FeedId}-${item.Id}${listDay && `-${listDay}`}`;
  const { day, month, hour, minute } = eventStartParts(item.Date);
  const end = item.EndDate ? timeParts(item.EndDate) : null;
  const start = `${hour}:${minute}`;
  const finish = end ? `${end.hour}:${end.minute}` : start;
  const time =
    item.IsAllDay || start === finish || (start === '00:00' && finish === '00:00')
      ? 'All day'
      : `${start} - ${finish}`;
  const heading = new Raw(`h${headingLevel}`);
  return html`<li class="wgt-card-list__item"><article class="wgt-card wgt-event wgt-group--events">
  <a class="wgt-card__link" href="${safeUrl(item.Link) || safeUrl(item.URL) || '/calendar'}" aria-labelledby="${id}">${cardImage(item.Image, 720, 480, first)}</a>
  <p class="wgt-event__date"><time datetime="${item.Date}"><span class="wgt-event__day">${day}</span> <span class="wgt-event__month">${month}</span></time></p>
  <${heading} class="wgt-card__title" id="${id}">${cleanTitle(item.Title) || 'Untitled'}</${heading}>
  <p class="wgt-event__time">${time}</p>
</article></li>`;
}

function card(seed, item, first) {
  if (item.ItemType === 'TiarcCalendar') return eventCard(item, 2, first);
  const slug = Object.entries(seed.feedIdsByGroup).find(([, ids]) => ids.includes(item.FeedId));
  return storyCard(item, slug?.[0] ?? 'news', first);
}

/**
 * The feed groups of spec section 3 as the product's table has them (src/media/item-types.ts
 * builds the same CategoryUrl and CategoryViewLabel): events lead to the calendar, every other
 * group to its page /media/filter/{slug}.
 */
export const MEDIA_GROUPS = itemTypeTable.groups.map(([slug, name, , , listNoun]) => ({
  slug,
  name,
  categoryUrl: slug === 'events' ? '/calendar' : `/media/filter/${slug}`,
  categoryViewLabel: `View all ${listNoun}`,
}));

/**
 * The category navigation of the media pages (widgets/media-hub/README.md, "Group
 * navigation"): "All media" and a link per group labelled by its CategoryViewLabel, the current
 * page marked aria-current="page". It sits beside the widget's element, not inside it, so it
 * stays when the widget mounts and costs no JavaScript.
 * @param {{ current?: string }} options current: a group slug, 'all' for /media, or none.
 */
export function mediaGroupsNav({ current } = {}) {
  const currentAttr = (key) => (key === current ? new Raw(' aria-current="page"') : '');
  return html`<nav class="wgt-media-groups" aria-label="Media groups" data-media-groups>
  <ul class="wgt-media-groups__list">
    <li class="wgt-media-groups__item"><a class="wgt-media-groups__link" href="/media"${currentAttr('all')}><span class="wgt-media-groups__name">All media</span> <span class="wgt-media-groups__view">Every group</span></a></li>
    ${MEDIA_GROUPS.map(
      (group) =>
        html`<li class="wgt-media-groups__item"><a class="wgt-media-groups__link wgt-group--${group.slug}" href="${group.categoryUrl}"${currentAttr(group.slug)}><span class="wgt-media-groups__name">${group.name}</span> <span class="wgt-media-groups__view">${group.categoryViewLabel}</span></a></li>`,
    )}
  </ul>
</nav>`;
}

/**
 * The media hub's markup: search form (on the hub and search pages), the first page of cards
 * and a "more" link that pages on the server.
 * @param {any} seed
 * @param {{ heading: string, group?: string, expression?: string, skip?: number, now?: Date, school?: string | null, schools?: School[] | null, chosen?: string | null }} options
 *   school: the widget's `data-school` (a school the CMS fixes, the parents area).
 *   schools: the config's `schools`: the school choice, unless the school is fixed.
 *   chosen: the visitor's choice, the address's `?school=`.
 *   eagerImage: false where the hub is not at the top of the page (a share page's): no card
 *   image is fetched before the page's own.
 */
export function mediaHubMarkup(
  seed,
  {
    heading,
    group,
    expression,
    skip = 0,
    take = 12,
    headingLevel,
    now = new Date(),
    school,
    schools,
    chosen,
    eagerImage = true,
  },
) {
  const feedIds = group ? seed.feedIdsByGroup[group] : null;
  const choice = school
    ? null
    : schoolChoice(
        schools,
        chosen,
        'media-hub-school',
        expression ? { SearchExpression: expression } : {},
      );
  const inSchool = schoolFilter(schools, school ?? choice?.chosen);
  // The same list as the widget's first page, so that taking over moves nothing.
  const all = expression
    ? listed(seed, { feedIds, now, inSchool }).filter((item) => matches(item, expression))
    : group
      ? listed(seed, { feedIds, now, inSchool })
      : timeline(seed, { now, inSchool });
  const items = all.slice(skip, skip + take);
  const next = new URLSearchParams();
  if (expression) next.set('SearchExpression', expression);
  if (choice?.chosen) next.set('school', choice.chosen);
  next.set('skip', String(skip + take));
  const attributes = new Raw(
    [
      group ? ` data-group="${group}"` : '',
      ` data-take="${take}"`,
      headingLevel ? ` data-heading-level="${headingLevel}"` : '',
      expression ? html` data-search-expression="${expression}"`.value : '',
      school ? html` data-school="${school}"`.value : '',
    ].join(''),
  );
  return html`<div class="wgt-media-hub" data-widget="media-hub"${attributes}>
  ${choice?.markup ?? ''}
  ${
    group
      ? ''
      : html`<form class="wgt-media-search" action="/media" method="get" role="search" aria-label="Media hub" data-media-hub-search>
    ${choice?.chosen ? html`<input type="hidden" name="school" value="${choice.chosen}">` : ''}
    <label class="wgt-media-search__label" for="media-search-text">Search news, events, photos and posts</label>
    <div class="wgt-media-search__field"><input class="wgt-media-search__input" id="media-search-text" name="SearchExpression" type="search" value="${expression ?? ''}"></div>
    <button class="wgt-button" type="submit">Search</button>
  </form>`
  }
  <ul class="wgt-card-list" aria-label="${heading}">
    ${items.map((item, position) => card(seed, item, eagerImage && position === 0))}
  </ul>
  ${items.length === 0 ? html`<p class="wgt-media-hub__empty">${expression ? `No items match “${expression}”.` : 'No items yet.'}</p>` : ''}
  ${skip + take < all.length ? html`<a class="wgt-button wgt-media-hub__more" data-media-hub-more href="?${next.toString()}">More items</a>` : ''}
</div>`;
}

/**
 * The calendar's markup: coming events from today under each London day they run, and a "more
 * dates" link that shows more on the server. Without `?days=` it is the first screen's days
 * (the widget's firstScreenDays, at most `step`): in a busy fortnight the whole batch is three times the
 * cards of a quiet one, and every visitor's browser lays it out before the widget replaces it.
 * @param {any} seed
 * @param {{ days?: number | null, step?: number, now?: Date, school?: string | null, schools?: School[] | null, chosen?: string | null }} options
 *   days: the days the address asks for (`?days=`, the "more dates" link); none: the first
 *   screen's.
 *   step: the widget's `data-days` (days shown per step with JavaScript); default 14.
 *   school: the widget's `data-school` (a school the CMS fixes, the parents area).
 *   schools, chosen: the school choice, as for the media hub.
 */
export function calendarMarkup(
  seed,
  { days = null, step = 14, now = new Date(), school, schools, chosen } = {},
) {
  const today = londonDay(now.toISOString());
  const choice = school ? null : schoolChoice(schools, chosen, 'calendar-school');
  const events = seed.items
    .filter(schoolFilter(schools, school ?? choice?.chosen))
    .filter((item) => item.ItemType === 'TiarcCalendar')
    .sort((a, b) => Date.parse(a.Date) - Date.parse(b.Date) || a.Id - b.Id);
  // Each event under each day it runs from today on, never after it ended: the widget's own
  // rule (widgets/calendar/events.ts eventDays, src/format/calendar.ts).
  const dated = eventDays(events, now, TIME_ZONE);
  const batch = dated.slice(0, days ?? step);
  const shown = days ? batch : batch.slice(0, firstScreenDays(batch));
  let first = true;
  const fixed = school ? html` data-school="${school}"` : '';
  // The rest of the first batch when the first screen cut it short, else a batch more.
  const next = shown.length < batch.length ? batch.length : shown.length + step;
  const more = new URLSearchParams({ days: String(next) });
  if (choice?.chosen) more.set('school', choice.chosen);
  return html`<div class="wgt-calendar" data-widget="calendar" data-days="${step}"${fixed}>
  ${choice?.markup ?? ''}
  ${shown.map(({ date: ymd, items: list }) => {
    const day = isoDay(ymd);
    const date = new Date(`${day}T12:00:00Z`);
    const label = `${day === today ? 'Today, ' : ''}${day.slice(8)} ${date.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' })}`;
    return html`<section class="wgt-calendar__day">
    <h2 class="wgt-calendar__date"><time datetime="${day}">${label}</time></h2>
    <ul class="wgt-card-list">
      ${list.map((item) => {
        const card = eventCard(item, 3, first, day);
        first = false;
        return card;
      })}
    </ul>
  </section>`;
  })}
  ${shown.length === 0 ? html`<p class="wgt-calendar__empty">No events are coming up.</p>` : ''}
  ${dated.length > shown.length ? html`<a class="wgt-button wgt-calendar__more" data-calendar-more href="/calendar?${more.toString()}">Show more dates</a>` : ''}
</div>`;
}
