import itemTypeTable from '../../src/media/item-types.json' with { type: 'json' };
import { html } from './html.mjs';
import { descriptionText, itemAtPath, itemPageMain } from './item-page.mjs';
import { localizeConfig, localizePage, pathLanguage } from './languages.mjs';
import { layout } from './layout.mjs';
import { calendarMarkup, mediaGroupsNav, mediaHubMarkup } from './media-markup.mjs';
import { groupBySlug, itemTypeOf } from './rules.mjs';

// Spec section 2: the ten category slugs of /media/filter/{group}, from the product's table.
export const GROUP_SLUGS = itemTypeTable.groups
  .map(([slug]) => slug)
  .filter((slug) => slug !== 'events');

/** A group page's title: its group's name in the product's table. */
const groupTitle = (slug) => groupBySlug(slug)?.GroupName ?? slug;

/** The meta description of each group page (spec section 2's /media/filter/{group}). */
const GROUP_DESCRIPTIONS = {
  news: 'The latest news from Riverside, Hillcrest and Lakeside International Schools.',
  twitter: 'What our three schools post on Twitter: news, results and life in school.',
  photos: 'Photo albums from our schools: trips, performances, sport and everyday school life.',
  blog: 'Blog posts from our teachers, pupils and school leaders.',
  videos: 'Videos from our schools: performances, sports days, school tours and interviews.',
  facebook: 'What our three schools share on Facebook with parents and the community.',
  soundcloud: 'Concerts, choirs and podcasts from our schools on SoundCloud.',
  publications: 'Our school magazines and newsletters to read online.',
  instagram: 'Pictures from our schools on Instagram.',
  pinterest: 'Ideas and collections from our schools on Pinterest.',
};

const SITE_DESCRIPTION =
  'Three international schools in London, Dubai and Geneva: Riverside, Hillcrest and Lakeside.';

/**
 * The demo CMS's pages, one per route of spec section 2 plus the landing, a second-level and
 * the parents area page. Returns null for an unknown path.
 * @param {URL} url
 * @param {{ config: any, seed: any, nonce?: string, lang?: 'fr' | 'ar', now?: Date }} ctx
 *   lang: the page's language (set here, from its path); now: the page's moment (tests pin
 *   it; by default the present), what a story's elapsed time is counted to.
 * @returns {{ status: number, body: string } | { redirect: string } | null}
 */
export function renderRoute(url, ctx) {
  // /fr/... and /ar/...: the same page in French or Arabic (./languages.mjs).
  const lang = pathLanguage(url.pathname);
  if (lang) {
    const english = new URL(url);
    english.pathname = url.pathname.slice(lang.length + 1) || '/';
    const result = renderRoute(english, {
      ...ctx,
      lang,
      config: localizeConfig(ctx.config, lang),
    });
    if (!result) return null;
    if ('redirect' in result) {
      return {
        redirect: result.redirect.startsWith('/') ? `/${lang}${result.redirect}` : result.redirect,
      };
    }
    return { ...result, body: localizePage(result.body, lang) };
  }
  const path = decodePath(url.pathname);
  if (path === null) return null;
  // The server's cards are drawn as the widgets draw theirs, in the page's language.
  const cards = {
    lang: ctx.lang ?? 'en',
    now: ctx.now ?? new Date(),
    timeZone: ctx.config.timeZone,
  };
  // Every page has a meta description, as a CMS page would.
  const page = (title, template, main, description, extra = {}) => ({
    status: 200,
    body: layout({
      title,
      description,
      template,
      main,
      path,
      config: ctx.config,
      nonce: ctx.nonce,
      ...extra,
    }),
  });

  if (path === '/') {
    return page(
      'Welcome',
      'landing',
      landingMain(),
      `${SITE_DESCRIPTION} News, events, admissions and life in our schools.`,
    );
  }
  if (path === '/blank') {
    return page(
      'A page without widgets',
      'shared',
      html`<h1>Plain page</h1>`,
      'A plain page of the demo site.',
      { widgets: false },
    );
  }
  if (path === '/widget-problems') {
    // What a CMS editor may get wrong, one widget of each problem state, for the widget
    // inspector (docs/cms-bridge.md): its config lacks feedGroups, which the calendar needs.
    const { feedGroups: _dropped, ...config } = ctx.config;
    return page(
      'Widget problems',
      'second-level',
      widgetProblemsMain(ctx.seed, cards),
      'A page with a misspelt widget, a widget whose config key is missing and one with bad options.',
      { config },
    );
  }
  if (path === '/parents') {
    return page(
      'Parents area',
      'second-level',
      parentsMain(ctx.seed, url.searchParams.get('demoSchool'), {
        ...schoolChoice(url, ctx),
        ...cards,
      }),
      'Term dates, lunch menus, the uniform shop and everything else parents need, in one place.',
      { bodyClass: 'parents-area', head: parentsHead() },
    );
  }
  if (path === '/search' && url.searchParams.has('q')) {
    // Without JavaScript the search form submits ?q=; the CMS redirects to the spec's route.
    const text = (url.searchParams.get('q') ?? '').trim();
    return {
      redirect: text ? `/search/${encodeURIComponent(text)}` : url.searchParams.get('from') || '/',
    };
  }
  const search = path.match(/^\/search\/(.+)$/);
  if (search) {
    return page(
      `Search: ${search[1]}`,
      'shared',
      searchMain(search[1]),
      `Pages of the International Schools Group site that match “${search[1]}”.`,
    );
  }
  if (path === '/media') {
    const expression = url.searchParams.get('SearchExpression');
    return page(
      expression ? `Media hub: ${expression}` : 'Media hub',
      'media',
      mediaMain(ctx.seed, {
        expression: expression || undefined,
        skip: pageSkip(url),
        ...schoolChoice(url, ctx),
        ...cards,
      }),
      expression
        ? `News, events, photos and videos from our schools about ${expression}.`
        : 'News, events, photos, videos and posts from our three schools, all in one place.',
    );
  }
  const filter = path.match(/^\/media\/filter\/([a-z]+)$/);
  if (filter?.[1] && GROUP_SLUGS.includes(filter[1])) {
    const group = filter[1];
    return page(
      groupTitle(group),
      'media',
      mediaMain(ctx.seed, { group, skip: pageSkip(url), ...schoolChoice(url, ctx), ...cards }),
      GROUP_DESCRIPTIONS[group],
    );
  }
  const share = path.match(/^\/media\/(newsfeed|eventsfeed)\/(\d+)\/(\d+)$/);
  if (share) {
    const item = ctx.seed.items.find(
      (candidate) => candidate.FeedId === Number(share[2]) && candidate.Id === Number(share[3]),
    );
    if (!item) return null;
    return page(
      item.Title || 'Media item',
      'media',
      shareMain(item, ctx.seed, { schools: ctx.config.schools, ...cards }),
      itemSummary(item),
    );
  }
  if (path === '/calendar') {
    // None asked for, or nonsense (0, -5, x): the first screen's (calendarMarkup).
    const asked = Math.floor(Number(url.searchParams.get('days')));
    const days = asked >= 1 ? Math.min(asked, 366) : null;
    return page(
      'Calendar',
      'media',
      calendarMain(ctx.seed, days, { ...schoolChoice(url, ctx), ...cards }),
      'What is on at our schools: term dates, performances, matches, trips and open days.',
    );
  }
  const known = secondLevelPage(path);
  if (known) {
    return page(
      known,
      'second-level',
      secondLevelMain(known),
      `${known} at the International Schools Group. ${SITE_DESCRIPTION}`,
    );
  }
  // The pages of the items themselves (/news/…, /events/…, /videos/…): whatever site-relative
  // URL or Link an item of the seed holds.
  const item = itemAtPath(ctx.seed, path);
  if (item)
    return page(item.Title || 'Media item', 'shared', itemPageMain(item), itemSummary(item));
  return null;
}

/**
 * An item's meta description: the start of its description as plain text (item data is
 * untrusted: tags dropped, and `html` escapes the attribute), cut at a word near 155
 * characters; its title when it has no text.
 * @param {{ Title?: string, Description?: unknown }} item
 */
function itemSummary(item) {
  const text = descriptionText(item.Description).join(' ');
  if (!text) return `${item.Title || 'Media item'}: from the International Schools Group.`;
  if (text.length <= 155) return text;
  const cut = text.slice(0, 155);
  const space = cut.lastIndexOf(' ');
  return `${(space > 100 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** The no-JavaScript paging of the media pages: ?skip=12, ?skip=24, ... */
function pageSkip(url) {
  const skip = Number(url.searchParams.get('skip'));
  return Number.isInteger(skip) && skip > 0 ? skip : 0;
}

function decodePath(pathname) {
  try {
    return decodeURIComponent(pathname).replace(/\/+$/, '') || '/';
  } catch {
    return null;
  }
}

function landingMain() {
  return html`<section class="wgt-intro" data-widget="landing-intro" data-intro-background="${heroImage('{width}', '{height}')}" style="--wgt-intro-background: url('${heroImage(1280, 720)}')">
  <div class="wgt-intro__preloader" data-intro-preloader aria-hidden="true"><img src="/demo-assets/chrome-crest.svg" alt="" width="96" height="96"></div>
  <h1 class="wgt-intro__title" data-intro-title>Three schools, one family</h1>
  <p class="wgt-intro__strapline" data-intro-strapline>An international education in London, Dubai and Geneva.</p>
  <p class="wgt-intro__actions">
    <a class="wgt-intro__alert" data-intro-alert href="/parents">Alert: Riverside is closed on Friday for staff training</a>
    <a class="wgt-intro__notice" data-intro-notice href="/calendar">Notice: term dates for 2026/27 are published</a>
  </p>
  <a class="wgt-intro__scroll" data-intro-scroll href="#latest">Scroll to the latest news</a>
</section>
<section class="content" id="latest">
  <h2><span data-editable="landing-latest-title" data-editable-label="Latest heading">Latest from our schools</span></h2>
  <p data-editable="landing-latest-text" data-editable-kind="rich" data-editable-label="Latest text">Read the <a href="/media">media hub</a> for news, events, photos and videos, or see what is on in the <a href="/calendar">calendar</a>.</p>
</section>`;
}

/**
 * The landing hero's background through the image service: the widget's template ({width} and
 * {height} filled in from the window), or the server's default for pages without JavaScript.
 * @param {string | number} width @param {string | number} height
 */
function heroImage(width, height) {
  return `/image-service/image?command_1=url&url_1=%2Fimages%2Fhero-campus.jpg&command_2=resize&width_2=${width}&height_2=${height}&default_1=%2Fimages%2Fdefault.jpg`;
}

/** The parents area is an installable web app: its manifest and browser colour. */
function parentsHead() {
  return html`<link rel="manifest" href="/demo-assets/parents-manifest.webmanifest">
<meta name="theme-color" content="#8a1538">
<link rel="apple-touch-icon" href="/demo-assets/parents-icon-192.png">`;
}

/**
 * The parents area: links, the latest news (a media hub of the news group, four items) and the
 * coming events (a calendar, three days at a time): what its service worker keeps for offline.
 */
/** `?demoSchool=dubai`: the CMS fixes the school of the page's hub and calendar (data-school). */
function parentsMain(seed, school, { schools, chosen, ...cards }) {
  return html`<section class="content">
  <h1>Parents area</h1>
  <p>Term dates, lunch menus, the uniform shop and everything else parents need, in one place.</p>
  <ul>
    <li><a href="/calendar">Term dates and events</a></li>
    <li><a href="/parents/lunch-menu">Lunch menu</a></li>
    <li><a href="/parents/uniform">Uniform shop</a></li>
  </ul>
  <h2>Latest news</h2>
  ${mediaHubMarkup(seed, { heading: 'Latest news', group: 'news', take: 4, headingLevel: 3, school, schools, chosen, ...cards })}
  <h2>Coming up</h2>
  ${calendarMarkup(seed, { days: 3, step: 3, school, schools, chosen, eagerImage: false, ...cards })}
  ${popupsMarkup()}
</section>
<div class="wgt-home-prompt" data-widget="home-screen-prompt"></div>`;
}

function searchMain(term) {
  return html`<section class="content">
  <h1>Search results for “${term}”</h1>
  <p>The CMS lists pages matching your search here.</p>
</section>`;
}

function secondLevelPage(path) {
  const titles = {
    '/about': 'About us',
    '/about/welcome': 'Welcome from the Principal',
    '/about/schools': 'Our schools',
    '/about/schools/riverside': 'Riverside International School',
    '/about/schools/hillcrest': 'Hillcrest International School',
    '/about/schools/lakeside': 'Lakeside International School',
    '/admissions': 'Admissions',
    '/admissions/how-to-apply': 'How to apply',
    '/admissions/fees': 'Fees',
    '/admissions/fees/tuition': 'Tuition fees 2026/27',
    '/learning/curriculum/ib-diploma': 'IB Diploma',
    '/contact': 'Contact',
  };
  return titles[path] ?? null;
}

/** One widget per problem state the inspector explains (the demo README, "Widget problems"). */
function widgetProblemsMain(seed, cards) {
  return html`<section class="content">
  <h1>Widget problems</h1>
  <p>Open this page in the demo CMS admin to see the widget inspector explain each widget below.</p>
  <h2>A misspelt widget name</h2>
  <div class="wgt-media-hub" data-widget="medai-hub"><p>The latest news would be here.</p></div>
  <h2>A widget whose config key is missing</h2>
  ${calendarMarkup(seed, { days: 2, step: 2, ...cards })}
  <h2>A widget with a bad option</h2>
  <div class="wgt-home-screen-prompt" data-widget="home-screen-prompt" data-load="eager"></div>
</section>`;
}

function secondLevelMain(title) {
  return html`<section class="banner" data-banner><h1><span data-editable="page-title" data-editable-label="Page title">${title}</span></h1></section>
<section class="content">
  <p data-editable="page-intro" data-editable-kind="rich" data-editable-label="Introduction">This is a second-level page of the demo CMS. Its content is plain server-rendered HTML.</p>
  ${Array.from({ length: 6 }, (_, index) => html`<p>Paragraph ${index + 1}: our pupils learn in small classes, with teachers who know them well, in schools that value curiosity, kindness and courage.</p>`)}
</section>`;
}

/** The media hub widget's markup (widgets/media-hub/README.md); pages on the server without JS. */
/**
 * The school choice of a media page or the calendar: the config's schools and the address's
 * `?school=` (the server markup's form sets it without JavaScript).
 * @param {URL} url @param {{ config: any }} ctx
 */
function schoolChoice(url, ctx) {
  return { schools: ctx.config.schools ?? null, chosen: url.searchParams.get('school') };
}

function mediaMain(seed, { group, expression, skip, schools, chosen, ...cards }) {
  const heading = expression ? `Media hub: ${expression}` : group ? groupTitle(group) : 'Media hub';
  return html`<section class="content">
  <h1>${heading}</h1>
  ${mediaGroupsNav({ current: group ?? (expression ? undefined : 'all') })}
  ${mediaHubMarkup(seed, { heading, group, expression, skip, schools, chosen, ...cards })}
  ${popupsMarkup()}
</section>`;
}

/**
 * The pop-up host (widgets/popups/README.md): empty on the media pages (cards open pop-ups once
 * it has mounted); on a share page it holds the shared item, the page's content without
 * JavaScript, and mounts at once so the pop-up opens on load.
 */
function popupsMarkup(shared = null) {
  if (!shared) return html`<div class="wgt-popups" data-widget="popups"></div>`;
  return html`<div class="wgt-popups" data-widget="popups" data-load="eager">${shared}</div>`;
}

/** The calendar widget's markup (widgets/calendar/README.md). */
function calendarMain(seed, days, { schools, chosen, ...cards }) {
  return html`<section class="content">
  <h1>Calendar</h1>
  ${mediaGroupsNav({ current: 'events' })}
  ${calendarMarkup(seed, { days, schools, chosen, ...cards })}
  ${popupsMarkup()}
</section>`;
}

/**
 * An event's image as its pop-up asks for it (src/format/popup-images.ts, eventImageUrl: the spec's
 * `command_1=resize&width_1=1000`), so the share page's hero and the pop-up's image are one file,
 * fetched once; '' for an image that is not a site path or http(s).
 */
function eventHeroImage(src) {
  const image = String(src ?? '').trim();
  if (!/^(https?:\/\/|\/(?!\/))/i.test(image) || image.includes('#')) return '';
  return `${image}${image.includes('?') ? '&' : '?'}command_1=resize&width_1=1000`;
}

/**
 * A share URL's page: the shared item as the CMS renders it (title, date, text, the item's own
 * page, a link back), inside the pop-up host, which opens it as a pop-up; the media hub below
 * is what stays when the pop-up is closed.
 */
function shareMain(item, seed, { schools, ...cards }) {
  const event = itemTypeOf(item.ItemType)?.card === 'event';
  const date = new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'long',
    ...(event && !item.IsAllDay ? { timeStyle: 'short' } : {}),
    timeZone: 'Europe/London',
  }).format(new Date(item.Date));
  const text = String(item.Description ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const page = /^\/[^/]/.test(item.Link || item.URL || '') ? item.Link || item.URL : '';
  const hero = event ? eventHeroImage(item.Image) : '';
  const article = html`<article class="wgt-popups__shared">
    ${hero ? html`<img class="share-page__hero" src="${hero}" alt="" width="1000" height="667" fetchpriority="high">` : ''}
    <h1>${item.Title || 'Media item'}</h1>
    <p><time datetime="${item.Date}">${date}</time>${item.Location ? ` · ${item.Location}` : ''}</p>
    ${text ? html`<p>${text}</p>` : ''}
    ${page ? html`<p><a href="${page}">Open the item's page</a></p>` : ''}
    <p><a href="/media" data-popups-back>Back to the media hub</a></p>
  </article>`;
  return html`<section class="content">
  ${popupsMarkup(article)}
  ${mediaHubMarkup(seed, { heading: 'Media hub', schools, eagerImage: !hero, ...cards })}
</section>`;
}
