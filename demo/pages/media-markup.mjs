// Server markup of the media hub and calendar widgets, as a CMS renders it: the markup contract
// of widgets/media-hub/README.md and widgets/calendar/README.md. Without JavaScript it is the
// page (cards as links, a "more" link that pages on the server); with it, the widgets take over
// using the same classes, so nothing moves.
import itemTypeTable from '../../src/media/item-types.json' with { type: 'json' };
import { html, Raw } from './html.mjs';

const TIME_ZONE = 'Europe/London';
const IMAGE_SERVICE = '/image-service/image';
const DEFAULT_IMAGE = '/images/default.jpg';

const londonParts = (iso, options) =>
  Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, ...options })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );

/** London day of an instant as YYYY-MM-DD. */
const londonDay = (iso) => {
  const { year, month, day } = londonParts(iso, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return `${year}-${month}-${day}`;
};

const cleanTitle = (title) =>
  String(title ?? '')
    .replace(/\?{2,}/g, '')
    .replace(/([#@]) +/g, '$1')
    .trim();

const safeUrl = (url) => (/^(https?:\/\/|\/)/i.test(String(url ?? '').trim()) ? url.trim() : '');

export const imageUrl = (src, width) =>
  safeUrl(src)
    ? `${IMAGE_SERVICE}?command_1=url&url_1=${encodeURIComponent(src)}&command_2=resize&width_2=${width}&default_1=${encodeURIComponent(DEFAULT_IMAGE)}`
    : DEFAULT_IMAGE;

const BLANK_TARGET_GROUPS = new Set(['twitter', 'blog', 'facebook', 'instagram', 'pinterest']);

/** What the service lists: coming events only, newest first (events by their start). */
function listed(seed, { feedIds, now }) {
  const today = londonDay(now.toISOString());
  return seed.items
    .filter((item) => !feedIds || feedIds.includes(item.FeedId))
    .filter(
      (item) => item.ItemType !== 'TiarcCalendar' || londonDay(item.EndDate || item.Date) >= today,
    )
    .sort((a, b) => Date.parse(b.Date) - Date.parse(a.Date) || b.Id - a.Id);
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

function storyCard(item, groupSlug) {
  const id = `media-card-${item.FeedId}-${item.Id}`;
  const href = safeUrl(item.URL);
  const blank = BLANK_TARGET_GROUPS.has(groupSlug);
  const { day, month, year } = londonParts(item.Date, {
    day: '2-digit',
    month: '2-digit',
    year: '2-digit',
  });
  const image = html`<span class="wgt-card__media"><img class="wgt-card__image" src="${imageUrl(item.Image, 360)}" alt="" width="360" height="240" loading="lazy"></span>`;
  return html`<li class="wgt-card-list__item"><article class="wgt-card wgt-story wgt-group--${groupSlug}">
  ${href ? html`<a class="wgt-card__link" href="${href}"${blank ? new Raw(' target="_blank" rel="noopener noreferrer"') : ''} aria-labelledby="${id}">${image}</a>` : image}
  <h2 class="wgt-card__title" id="${id}">${cleanTitle(item.Title) || 'Untitled'}</h2>
  <p class="wgt-card__meta"><time datetime="${item.Date}">${day}.${month}.${year}</time></p>
</article></li>`;
}

function eventCard(item, headingLevel) {
  const id = `event-card-${item.FeedId}-${item.Id}`;
  const { day, month, hour, minute } = londonParts(item.Date, {
    day: '2-digit',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const end = item.EndDate
    ? londonParts(item.EndDate, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    : null;
  const start = `${hour}:${minute}`;
  const finish = end ? `${end.hour}:${end.minute}` : start;
  const time =
    item.IsAllDay || start === finish || (start === '00:00' && finish === '00:00')
      ? 'All day'
      : `${start} - ${finish}`;
  const heading = new Raw(`h${headingLevel}`);
  return html`<li class="wgt-card-list__item"><article class="wgt-card wgt-event wgt-group--events">
  <a class="wgt-card__link" href="${safeUrl(item.Link) || safeUrl(item.URL) || '/calendar'}" aria-labelledby="${id}"><span class="wgt-card__media"><img class="wgt-card__image" src="${imageUrl(item.Image, 720)}" alt="" width="720" height="480" loading="lazy"></span></a>
  <p class="wgt-event__date"><time datetime="${item.Date}"><span class="wgt-event__day">${day}</span> <span class="wgt-event__month">${month}</span></time></p>
  <${heading} class="wgt-card__title" id="${id}">${cleanTitle(item.Title) || 'Untitled'}</${heading}>
  <p class="wgt-event__time">${time}</p>
</article></li>`;
}

function card(seed, item) {
  if (item.ItemType === 'TiarcCalendar') return eventCard(item, 2);
  const slug = Object.entries(seed.feedIdsByGroup).find(([, ids]) => ids.includes(item.FeedId));
  return storyCard(item, slug?.[0] ?? 'news');
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
 * @param {{ heading: string, group?: string, expression?: string, skip?: number, now?: Date, school?: string | null }} options
 *   school: the widget's `data-school` (a school the CMS fixes, the parents area).
 */
export function mediaHubMarkup(
  seed,
  { heading, group, expression, skip = 0, take = 12, headingLevel, now = new Date(), school },
) {
  const feedIds = group ? seed.feedIdsByGroup[group] : null;
  const all = listed(seed, { feedIds, now }).filter(
    (item) => !expression || matches(item, expression),
  );
  const items = all.slice(skip, skip + take);
  const next = new URLSearchParams();
  if (expression) next.set('SearchExpression', expression);
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
  ${
    group
      ? ''
      : html`<form class="wgt-media-search" action="/media" method="get" role="search" aria-label="Media hub" data-media-hub-search>
    <label class="wgt-media-search__label" for="media-search-text">Search news, events, photos and posts</label>
    <div class="wgt-media-search__field"><input class="wgt-media-search__input" id="media-search-text" name="SearchExpression" type="search" value="${expression ?? ''}"></div>
    <button class="wgt-button" type="submit">Search</button>
  </form>`
  }
  <ul class="wgt-card-list" aria-label="${heading}">
    ${items.map((item) => card(seed, item))}
  </ul>
  ${items.length === 0 ? html`<p class="wgt-media-hub__empty">${expression ? `No items match “${expression}”.` : 'No items yet.'}</p>` : ''}
  ${skip + take < all.length ? html`<a class="wgt-button wgt-media-hub__more" data-media-hub-more href="?${next.toString()}">More items</a>` : ''}
</div>`;
}

/**
 * The calendar's markup: coming events from today grouped by their London start day, `days`
 * days of them, and a "more dates" link that shows more on the server.
 * @param {any} seed
 * @param {{ days?: number, step?: number, now?: Date, school?: string | null }} options
 *   step: the widget's `data-days` (days shown per step with JavaScript); default 14.
 *   school: the widget's `data-school` (a school the CMS fixes, the parents area).
 */
export function calendarMarkup(seed, { days = 14, step = 14, now = new Date(), school } = {}) {
  const today = londonDay(now.toISOString());
  const events = seed.items
    .filter((item) => item.ItemType === 'TiarcCalendar')
    .filter((item) => londonDay(item.EndDate || item.Date) >= today)
    .sort((a, b) => Date.parse(a.Date) - Date.parse(b.Date) || a.Id - b.Id);
  /** @type {Map<string, any[]>} */
  const byDay = new Map();
  for (const event of events) {
    const start = londonDay(event.Date);
    const day = start < today ? today : start;
    byDay.set(day, [...(byDay.get(day) ?? []), event]);
  }
  const shown = [...byDay.entries()].sort(([a], [b]) => a.localeCompare(b)).slice(0, days);
  const fixed = school ? html` data-school="${school}"` : '';
  return html`<div class="wgt-calendar" data-widget="calendar" data-days="${step}"${fixed}>
  ${shown.map(([day, list]) => {
    const date = new Date(`${day}T12:00:00Z`);
    const label = `${day === today ? 'Today, ' : ''}${day.slice(8)} ${date.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' })}`;
    return html`<section class="wgt-calendar__day">
    <h2 class="wgt-calendar__date"><time datetime="${day}">${label}</time></h2>
    <ul class="wgt-card-list">
      ${list.map((item) => eventCard(item, 3))}
    </ul>
  </section>`;
  })}
  ${shown.length === 0 ? html`<p class="wgt-calendar__empty">No events are coming up.</p>` : ''}
  ${byDay.size > days ? html`<a class="wgt-button wgt-calendar__more" data-calendar-more href="/calendar?days=${days + 14}">Show more dates</a>` : ''}
</div>`;
}
