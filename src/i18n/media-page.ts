// The site's media page: the page that holds the media hub, where share URLs and hashtag links
// point. The CMS names it on the pop-ups host (`data-media-page`: WordPress's media page may be
// /news-and-events/); '/media' by default (the spec's address). Read from the page's markup when
// asked, not kept: a card drawn before the host has mounted (it mounts when idle) has it too.
//
// Beside ./site-path.ts and re-exported by ./index.ts for the same reason: every widget that
// makes such an address loads that module's chunk already.

/** The host's attribute naming the media page (widgets/popups/README.md). */
export const MEDIA_PAGE = 'data-media-page';

/**
 * A `data-media-page` value as the media page when it is a site path ('/news-and-events/'
 * gives '/news-and-events'), else '/media': share paths and search links stay on the site.
 */
export function toMediaPage(value: string | null | undefined): string {
  const path = value?.replace(/\/+$/, '') ?? '';
  // Segments of a path's plain characters only: no scheme, host (`//`), query, blank or `\`.
  return /^(\/[\w.~%-]+)+$/.test(path) ? path : '/media';
}

/** The page's media page: its pop-ups host's `data-media-page`, or '/media'. */
export const mediaPagePath = (): string =>
  toMediaPage(
    document.querySelector(`[data-widget="popups"][${MEDIA_PAGE}]`)?.getAttribute(MEDIA_PAGE),
  );
