// The pop-up host's markup contract (see README.md). Only the widget's first-load part
// (Popups.tsx) imports this module, so it adds no chunk of its own.

/** In the widget's server markup: the link back to the page behind a shared item. */
export const CLOSE_LINK = 'a[data-popups-back]';
/**
 * On the host: the site path of the media page, where share URLs point and where closing a
 * pop-up opened from a share URL leaves the address bar without a back link ('/media' if none).
 */
export const MEDIA_PAGE = 'data-media-page';
/** Performance mark: a pop-up was asked for (bench/popups.mjs reads it). */
export const OPEN_MARK = 'widgets:popups:open';
