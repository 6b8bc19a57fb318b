// Server markup of the media hub and calendar widgets, as a CMS renders it: the markup contract
// of widgets/media-hub/README.md and widgets/calendar/README.md. Without JavaScript it is the
// page (cards as links, a "more" link that pages on the server); with it, the widgets take over
// using the same classes, so nothing moves.
import calendarOptions from '../../widgets/calendar/options.json' with { type: 'json' };
import mediaHubOptions from '../../widgets/media-hub/options.json' with { type: 'json' };
import { FEED_PATH } from './calendar-feed.mjs';
import { html, Raw } from './html.mjs';
import {
  ALL_SCHOOLS,
  calendarDayHeading,
  calendarEventFacts,
  cardImageUrl,
  cardLink,
  cardPhotoCount,
  cleanTitle,
  DEFAULT_TIME_ZONE,
  eventCardDate,
  eventDays,
  firstScreenDays,
  GROUP_ORDER,
  groupBySlug,
  inLanguage,
  isoDay,
  itemTypeOf,
  SCHOOL_LABEL,
  storyCardDate,
  t,
  textLengthClass,
  titleParts,
  toYmd,
} from './rules.mjs';

const IMAGE_SERVICE = '/image-service/image';
const DEFAULT_IMAGE = '/images/default.jpg';

/**
 * What the cards of one page are drawn for: the page's language (the widgets' catalogs), its
 * moment (a story's elapsed time) and the config's zone (every date's day and time).
 * @typedef {{ lang: 'en' | 'fr' | 'ar', now: Date, timeZone: string }} CardContext
 */

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
    <label for="${id}">${t(SCHOOL_LABEL)}</label>
    <select id="${id}" name="school">
      <option value="">${t(ALL_SCHOOLS)}</option>
      ${schools.map((school) => html`<option value="${school.slug}"${school.slug === chosen ? new Raw(' selected') : ''}>${school.name}</option>`)}
    </select>
    <button class="wgt-button" type="submit">Show</button>
  </form>`;
  return { chosen, markup };
}

/**
 * An image of the data through the image service, as the widgets ask for it (cardImageUrl:
 * an unsafe or missing one gives the default image, through the service too).
 * @param {unknown} src @param {number} width
 */
export const imageUrl = (src, width) =>
  cardImageUrl(src, { service: IMAGE_SERVICE, defaultImage: DEFAULT_IMAGE, width });

/** The media page of the demo's site, where share URLs are (the pop-ups host's data-media-page). */
const MEDIA_PAGE = '/media';

/**
 * Where an item's card leads, by the widgets' rule (src/ui/cards/card-link.ts): its share URL on
 * the page's language site, or its own URL.
 * @param {CardContext} context
 */
const linkOf = (item, { lang }) => cardLink(item, lang === 'en' ? '/' : `/${lang}/`, MEDIA_PAGE);

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
 * screen, and on a phone cards 2-4 are below the fold, where their images came before the
 * first image's paint (Lighthouse's LCP, `lcp` in bench/budgets.mjs, was later than with them
 * lazy). On a wide screen the browser
 * fetches lazy images in view at the first layout, and the widget, which knows its columns,
 * makes its whole first row eager (CardList's priority).
 */
function cardImage(src, width, height, first) {
  const url = imageUrl(src, width);
  const srcset = html` srcset="${url} ${width}w, ${imageUrl(src, 2 * width)} ${2 * width}w" sizes="${CARD_SIZES}"`;
  const loading = new Raw(first ? ' fetchpriority="high"' : ' loading="lazy"');
  return html`<span class="wgt-card__media"><img class="wgt-card__image" src="${url}"${srcset} alt="" width="${width}" height="${height}"${loading}></span>`;
}

/** What the ItemType table says of an item's type; undefined for one the widgets refuse. */
const kindOf = (item) => itemTypeOf(String(item.ItemType ?? '').trim());

/** Whether the widgets show the item: a type they know (src/media/schema.ts refuses others). */
const known = (item) => kindOf(item) !== undefined;

/** Whether the item gets the event card (the table's card kind), not a story card. */
const isEvent = (item) => kindOf(item)?.card === 'event';

/**
 * What the service lists: coming events only, newest first (events by their start).
 * @param {{ feedIds: number[] | null, now: Date, timeZone: string, inSchool?: (item: any) => boolean }} options
 */
function listed(seed, { feedIds, now, timeZone, inSchool = () => true }) {
  const today = toYmd(now, timeZone) ?? 0;
  return seed.items
    .filter(known)
    .filter(inSchool)
    .filter((item) => !feedIds || feedIds.includes(item.FeedId))
    .filter((item) => !isEvent(item) || (toYmd(item.EndDate || item.Date, timeZone) ?? 0) >= today)
    .sort((a, b) => Date.parse(b.Date) - Date.parse(a.Date) || b.Id - a.Id);
}

/**
 * What the all-groups hub lists (widgets/media-hub/feeds.ts asks the service the same): a
 * timeline, everything dated up to now, newest first, headed by the three newest featured items.
 */
function timeline(seed, { now, inSchool = () => true }) {
  const past = seed.items
    .filter(known)
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

/**
 * A card's heading as the widget's CardTitle writes it: the cleaned title (nothing when it is
 * empty: the card's link is then named by its group), each #hashtag and @mention a link to its
 * search on the media page (the demo's is the default, /media; ./languages.mjs keeps the link
 * in the page's language, as the widget's inPageLanguage does), with the text length class of
 * spec section 5.
 */
function cardTitle(item, id, level) {
  const length = textLengthClass(cleanTitle(item.Title));
  const heading = new Raw(`h${level}`);
  const parts = titleParts(item.Title).map((part) =>
    part.kind === 'link'
      ? html`<a class="wgt-card__tag" href="${part.href}">${part.text}</a>`
      : part.text,
  );
  return html`<${heading} class="wgt-card__title${length ? ` wgt-card__title--${length}` : ''}" id="${id}" dir="auto">${parts}</${heading}>`;
}

/** How a card's link is named: by its title, or by its group's "Read more" when it has none. */
function linkName(item, id, group) {
  return cleanTitle(item.Title)
    ? html`aria-labelledby="${id}"`
    : html`aria-label="${t(group.PostViewLabel)}"`;
}

/**
 * The story card of src/ui/cards/StoryCard.tsx: its group (class, link target, source mark)
 * from the ItemType table, its date the elapsed time under a day old ('1hrs and 15m ago', as of
 * the page's `now`: the widget reads the same when it mounts a moment later) or the London date.
 * @param {CardContext} context
 */
function storyCard(item, first, context) {
  const { now, timeZone } = context;
  const id = `media-card-${item.FeedId}-${item.Id}`;
  const { href } = linkOf(item, context);
  const group = groupOf(item);
  const date = storyCardDate(item.Date, now, timeZone);
  const count = cardPhotoCount(item.ItemType, item.ItemsCount);
  const rel = group.PostTarget === '_blank' ? new Raw(' rel="noopener noreferrer"') : '';
  const image = cardImage(item.Image, 360, 240, first);
  return html`<li class="wgt-card-list__item"><article class="wgt-card wgt-story ${group.Class}">
  ${href ? html`<a class="wgt-card__link" href="${href}" target="${group.PostTarget}"${rel} ${linkName(item, id, group)}>${image}</a>` : image}
  ${cardTitle(item, id, 2)}
  <p class="wgt-card__meta"><span class="wgt-card__source ${group.IconLogoClass}"><span class="wgt-sr-only">${t(group.GroupName)}</span></span>${date.text ? html`<time class="wgt-card__date" datetime="${date.datetime ?? ''}">${date.text}</time>` : ''}${count ? html`<span class="wgt-card__count">${count}</span>` : ''}</p>
</article></li>`;
}

/** The item's feed group as the widgets find it: by its ItemType (known: listed items only). */
const groupOf = (item) => groupBySlug(kindOf(item)?.group ?? '');

// The texts of event cards and day headings, made once for each language and zone (and list
// day): the seed's dates do not change, and the calendar draws every event's card on each page
// (a thousand at `?demoVolume=16&days=366`), where each French or Arabic month name costs an
// Intl formatter.
/** @typedef {ReturnType<typeof eventCardDate>} EventTexts */
/** @type {WeakMap<object, Map<string, any>>} */
const eventTexts = new WeakMap();
/** @type {Map<string, string>} */
const dayHeadings = new Map();
const DAY_HEADINGS_KEPT = 5000;

/**
 * `make()` for `item` under `key`, made once.
 * @template T @param {object} item @param {string} key @param {() => T} make @returns {T}
 */
function memoised(item, key, make) {
  let byKey = eventTexts.get(item);
  if (!byKey) {
    byKey = new Map();
    eventTexts.set(item, byKey);
  }
  if (!byKey.has(key)) byKey.set(key, make());
  return byKey.get(key);
}

/** An event's day, month, time and instant as its card shows them. @param {CardContext} context */
const eventCardTexts = (item, { lang, timeZone }) =>
  /** @type {EventTexts} */ (
    memoised(item, `${lang} ${timeZone}`, () => eventCardDate(item, timeZone))
  );

/**
 * A calendar day's heading ('Today, 06 Dec', '07 déc.'), as the widget writes it.
 * @param {number} day YYYYMMDD @param {number | null} today YYYYMMDD @param {string} lang
 */
function dayHeading(day, today, lang) {
  const key = `${lang} ${day} ${today}`;
  let heading = dayHeadings.get(key);
  if (heading === undefined) {
    heading = calendarDayHeading(day, today);
    if (dayHeadings.size >= DAY_HEADINGS_KEPT) dayHeadings.clear();
    dayHeadings.set(key, heading);
  }
  return heading;
}

/**
 * What the calendar adds to an event card under its `listDay` heading, as its widget draws it
 * (widgets/calendar/event-parts.tsx, from calendarEventFacts): for an event that began before
 * that day, that day's date block saying it continues; and its details, the days it runs, venue,
 * categories and flags.
 * @param {number} listDay YYYYMMDD @param {CardContext} context
 */
function calendarParts(item, listDay, { lang, timeZone }) {
  /** @type {ReturnType<typeof calendarEventFacts>} */
  const facts = memoised(item, `${lang} ${timeZone} ${listDay}`, () =>
    calendarEventFacts(item, listDay, timeZone),
  );
  if (!facts) return { date: null, details: '' };
  const { continues, span, location, categories, updated, booking } = facts;
  return {
    date:
      continues &&
      html`<p class="wgt-event__date wgt-event__date--continues"><time datetime="${isoDay(listDay)}"><span class="wgt-event__day">${continues.day}</span> <span class="wgt-event__month">${continues.month}</span></time> <span class="wgt-event__continues">${t('continues')}</span></p>`,
    details: html`<div class="wgt-event__details">${[
      span
        ? html`<p class="wgt-event__span"><span class="wgt-sr-only">${t('Runs')} </span>${span}</p>`
        : '',
      location
        ? html`<p class="wgt-event__location" dir="auto"><span class="wgt-sr-only">${t('Location:')} </span>${location}</p>`
        : '',
      categories
        ? html`<p class="wgt-event__categories"><span class="wgt-sr-only">${t('Categories:')} </span>${categories}</p>`
        : '',
      updated || booking
        ? html`<p class="wgt-event__flags">${updated ? html`<span class="wgt-event__flag">${t('Updated')}</span>` : ''} ${booking ? html`<span class="wgt-event__flag wgt-event__flag--booking">${t('Booking')}</span>` : ''}</p>`
        : '',
    ]}</div>`,
  };
}

/**
 * The event card of src/ui/cards/EventCard.tsx: the start's day and month (the month in the
 * page's language) and the time interval ('All day', '18:00 - 20:00'), in the config's zone.
 * Under a calendar day (`listDay`, YYYYMMDD) with the calendar's parts (calendarParts).
 * @param {CardContext} context @param {number | null} listDay
 */
function eventCard(item, headingLevel, first, context, listDay = null) {
  const id = `event-card-${item.FeedId}-${item.Id}${listDay ? `-${isoDay(listDay)}` : ''}`;
  const group = groupOf(item);
  const { day, month, time, datetime } = eventCardTexts(item, context);
  const parts = listDay ? calendarParts(item, listDay, context) : null;
  const date =
    parts?.date ??
    (day && month
      ? html`<p class="wgt-event__date"><time datetime="${datetime ?? ''}"><span class="wgt-event__day">${day}</span> <span class="wgt-event__month">${month}</span></time></p>`
      : '');
  return html`<li class="wgt-card-list__item"><article class="wgt-card wgt-event ${group.Class}">
  <a class="wgt-card__link" href="${linkOf(item, context).href ?? ''}" ${linkName(item, id, group)}>${cardImage(item.Image, 720, 480, first)}</a>
  ${date}
  ${cardTitle(item, id, headingLevel)}
  ${time ? html`<p class="wgt-event__time">${time}</p>` : ''}
  ${parts?.details ?? ''}
</article></li>`;
}

/** @param {CardContext} context */
function card(item, first, context) {
  return isEvent(item) ? eventCard(item, 2, first, context) : storyCard(item, first, context);
}

/**
 * The feed groups of spec section 3 in the product's order, as src/media/item-types.ts defines
 * them (its CategoryUrl: events lead to the calendar, every other group to its page
 * /media/filter/{slug}; its CategoryViewLabel, "View all news").
 */
export const MEDIA_GROUPS = GROUP_ORDER.map((slug) => {
  const group = /** @type {NonNullable<ReturnType<typeof groupBySlug>>} */ (groupBySlug(slug));
  return {
    slug,
    name: group.GroupName,
    categoryUrl: group.CategoryUrl,
    categoryViewLabel: group.CategoryViewLabel,
  };
});
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
 * @param {{ heading: string, group?: string, expression?: string, skip?: number, take?: number, headingLevel?: number, school?: string | null, schools?: School[] | null, chosen?: string | null, eagerImage?: boolean } & Partial<CardContext>} options
 *   take: the widget's `data-take`; by default the widget's (widgets/media-hub/options.json).
 *   lang, now, timeZone: the page's language and moment and the config's zone (CardContext);
 *   by default English, the present and London.
 *   school: the widget's `data-school` (a school the CMS fixes, the parents area).
 *   schools: the config's `schools`: the school choice, unless the school is fixed.
 *   chosen: the visitor's choice, the address's `?school=`.
 *   eagerImage: false where the hub is not at the top of the page (a share page's): no card
 *   image is fetched before the page's own.
 */
export function mediaHubMarkup(seed, options) {
  return inLanguage(options.lang ?? 'en', () => hubMarkup(seed, options));
}

/** mediaHubMarkup in the language it has set. */
function hubMarkup(
  seed,
  {
    heading,
    group,
    expression,
    skip = 0,
    take = mediaHubOptions.take.default,
    headingLevel,
    lang = 'en',
    now = new Date(),
    timeZone = DEFAULT_TIME_ZONE,
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
  /** @type {CardContext} */
  const context = { lang, now, timeZone };
  // The same list as the widget's first page, so that taking over moves nothing.
  const all = expression
    ? listed(seed, { feedIds, now, timeZone, inSchool }).filter((item) => matches(item, expression))
    : group
      ? listed(seed, { feedIds, now, timeZone, inSchool })
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
    ${items.map((item, position) => card(item, eagerImage && position === 0, context))}
  </ul>
  ${items.length === 0 ? html`<p class="wgt-media-hub__empty">${expression ? t('No items match “{search}”.', { search: expression }) : t('No items yet.')}</p>` : ''}
  ${skip + take < all.length ? html`<a class="wgt-button wgt-media-hub__more" data-media-hub-more href="?${next.toString()}">More items</a>` : ''}
</div>`;
}

/**
 * The calendar's markup: coming events from today under each London day they run, and a "more
 * dates" link that shows more on the server. Without `?days=` it is the first screen's days
 * (the widget's firstScreenDays, at most `step`): in a busy fortnight the whole batch is three times the
 * cards of a quiet one, and every visitor's browser lays it out before the widget replaces it.
 * @param {any} seed
 * @param {{ days?: number | null, step?: number, school?: string | null, schools?: School[] | null, chosen?: string | null, eagerImage?: boolean } & Partial<CardContext>} options
 *   days: the days the address asks for (`?days=`, the "more dates" link); none: the first
 *   screen's.
 *   step: the widget's `data-days` (days shown per step with JavaScript); by default the
 *   widget's (widgets/calendar/options.json).
 *   lang, now, timeZone: as for the media hub.
 *   school: the widget's `data-school` (a school the CMS fixes, the parents area).
 *   schools, chosen: the school choice, as for the media hub.
 *   eagerImage: false where the calendar follows another card list (the parents area's, below
 *   its news): a page has one first image, and only it is fetched before the rest.
 */
export function calendarMarkup(seed, options = {}) {
  return inLanguage(options.lang ?? 'en', () => calendarListMarkup(seed, options));
}

/**
 * The no-JavaScript link to the calendar's feed of the school shown (widgets/calendar/README.md,
 * "Subscribe"; ./calendar-feed.mjs serves it): the widget's Subscribe menu takes its place.
 * @param {string | null | undefined} school
 */
function feedLink(school) {
  const query = school ? `?${new URLSearchParams({ school })}` : '';
  return html`<p class="wgt-calendar__subscribe"><a class="wgt-button" data-calendar-feed href="${FEED_PATH}${query}">${t('Subscribe to this calendar')}</a></p>`;
}

/** calendarMarkup in the language it has set. */
function calendarListMarkup(
  seed,
  {
    days = null,
    step = calendarOptions.days.default,
    lang = 'en',
    now = new Date(),
    timeZone = DEFAULT_TIME_ZONE,
    school,
    schools,
    chosen,
    eagerImage = true,
  },
) {
  /** @type {CardContext} */
  const context = { lang, now, timeZone };
  const today = toYmd(now, timeZone);
  const choice = school ? null : schoolChoice(schools, chosen, 'calendar-school');
  const events = seed.items
    .filter(schoolFilter(schools, school ?? choice?.chosen))
    .filter(isEvent)
    .sort((a, b) => Date.parse(a.Date) - Date.parse(b.Date) || a.Id - b.Id);
  // Each event under each day it runs from today on, never after it ended: the widget's own
  // rule (widgets/calendar/events.ts eventDays, src/format/calendar.ts).
  const dated = eventDays(events, now, timeZone);
  const batch = dated.slice(0, days ?? step);
  const shown = days ? batch : batch.slice(0, firstScreenDays(batch));
  let first = eagerImage;
  const fixed = school ? html` data-school="${school}"` : '';
  // The rest of the first batch when the first screen cut it short, else a batch more.
  const next = shown.length < batch.length ? batch.length : shown.length + step;
  const more = new URLSearchParams({ days: String(next) });
  if (choice?.chosen) more.set('school', choice.chosen);
  return html`<div class="wgt-calendar" data-widget="calendar" data-days="${step}"${fixed}>
  ${choice?.markup ?? ''}
  ${feedLink(school ?? choice?.chosen)}
  ${shown.map(({ date: ymd, items: list }) => {
    const day = isoDay(ymd);
    // The widget's day heading (widgets/calendar/Calendar.tsx).
    const text = dayHeading(ymd, today, lang);
    return html`<section class="wgt-calendar__day">
    <h2 class="wgt-calendar__date"><time datetime="${day}">${text}</time></h2>
    <ul class="wgt-card-list">
      ${list.map((item) => {
        const card = eventCard(item, 3, first, context, ymd);
        first = false;
        return card;
      })}
    </ul>
  </section>`;
  })}
  ${shown.length === 0 ? html`<p class="wgt-calendar__empty">${t('No events are coming up.')}</p>` : ''}
  ${dated.length > shown.length ? html`<a class="wgt-button wgt-calendar__more" data-calendar-more href="/calendar?${more.toString()}">${t('Show more dates')}</a>` : ''}
</div>`;
}
