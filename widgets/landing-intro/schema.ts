// The landing intro's markup contract (see README.md): what it reads from the CMS markup.
export const PRELOADER = '[data-intro-preloader]';
export const TITLE = '[data-intro-title]';
export const STRAPLINE = '[data-intro-strapline]';
export const ALERT = '[data-intro-alert]';
export const NOTICE = '[data-intro-notice]';
/** A link to the content below the intro (`href="#latest"`). */
export const SCROLL_HINT = '[data-intro-scroll]';
// The background's attributes are in ./background.ts: the early chunk holds that module alone.
