// Every budget of `npm run bench`, in one table, each from the issue that set it. The bench
// prints OVER beside a figure past its budget and exits non-zero (bench/run.mjs).
const KB = 1024;

/** First-load JavaScript and chunks, gzip -9 bytes. */
export const BYTES = {
  /** boot.js, what every page pays. */
  bootChunk: 4 * KB,
  /** The landing page's first load. */
  landing: 79 * KB,
  /** Each media page's first load: hub, groups, search expression, calendar. */
  mediaPage: 93 * KB,
  /** The WordPress media page's bundle files. */
  wordpressMediaPage: 93 * KB,
  /** A language's catalog, fetched only on its pages. */
  catalog: 3 * KB,
  /** src/format, every rule, as one chunk would hold it. */
  formatRules: 12 * KB,
};

/** Times, ms. */
export const TIMES = {
  /** News pop-up: click on a card to its content painted, median of 5. */
  newsPopupPainted: 300,
  /** Site menu: click to the overlay painted, CPU 4x slower, median of 3. */
  menuOpen: 100,
};

/**
 * Growth: the widgets on a year of content, factor 16 of the demo's media data, CPU
 * 4x slower, medians of 3 runs (bench/growth.mjs).
 */
export const GROWTH = {
  /** The factor of the seed the budgets hold at. */
  factor: 16,
  /** Event pop-up: the longest task from the click to its related events painted, ms. */
  eventPopupLongestTask: 100,
  /** Load more x50: clicks 46-50 over clicks 1-5, the median of each (bench/growth-load-more.mjs). */
  loadMoreSlowdown: 1.5,
  /** Load more x50: JS heap after the 50 clicks (after a full collection), bytes. */
  loadMoreHeap: 50 * 1024 * 1024,
  /** Photo viewer, the 500-photo set: click to its first photo painted, ms. */
  photoViewerOpen: 300,
  /** Photo viewer: long tasks during 10 x Next photo. */
  nextPhotoLongTasks: 0,
  /** Calendar: first cards painted at factor 16 over the same at factor 1. */
  calendarFirstCardsGrowth: 1.1,
};

/** Lighthouse on every demo page, mobile, median of the runs. */
export const LIGHTHOUSE = {
  performance: 100,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  /** ms */
  lcp: 2000,
  /** ms */
  tbt: 50,
  cls: 0,
};

/** Lighthouse on the WordPress media page: its metrics are reported only. */
export const WORDPRESS_LIGHTHOUSE = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

/**
 * The media service through WordPress under load (issue 47, bench/wordpress-load.mjs): three
 * phases (the service answering, failing, hanging), each this long or this many page views.
 */
export const WORDPRESS_LOAD = {
  visitors: 8,
  phaseSeconds: 60,
  maxViews: 600,
  /** Pages or calls that are not 200 in the end, in any phase. */
  errors: 0,
  /** p95 of the pages and of the route, the service answering, ms. */
  pageP95: 1500,
  routeP95: 1000,
  /** p95 with the service failing or hanging over p95 with it answering: stale answers keep pace. */
  outageSlowdown: 1.5,
};
