// The landing intro's markup contract (see README.md): what it reads from the CMS markup.
export const PRELOADER = '[data-intro-preloader]';
export const TITLE = '[data-intro-title]';
export const STRAPLINE = '[data-intro-strapline]';
export const ALERT = '[data-intro-alert]';
export const NOTICE = '[data-intro-notice]';
/** A link to the content below the intro (`href="#latest"`). */
export const SCROLL_HINT = '[data-intro-scroll]';
/** On the widget element: a background image URL template with {width} and {height}. */
export const BACKGROUND = 'data-intro-background';
/** The custom property the background image is set in (the server's default, then sized). */
export const BACKGROUND_PROPERTY = '--wgt-intro-background';
/** Set once the background is sized to the window: from then on the CSS shows it. */
export const BACKGROUND_SIZED = 'data-intro-background-sized';
