// The pop-up host's markup contract (see README.md). Only the widget's first-load part
// (Popups.tsx) imports this module, so it adds no chunk of its own.

/** In the widget's server markup: the link back to the page behind a shared item. */
export const CLOSE_LINK = 'a[data-popups-back]';
// On the host, `data-media-page`: the site path of the media page, where share URLs point and
// where closing a pop-up opened from a share URL leaves the address bar without a back link
// ('/media' if none). Read by src/i18n/media-page.ts, since the cards' hashtag links need it too.
/** Performance mark: a pop-up was asked for (bench/popups.mjs reads it). */
export const OPEN_MARK = 'widgets:popups:open';
