// The footer's markup contract (see README.md): the attributes it reads from the CMS markup.
export const TOP_LINK = '[data-footer-top]';
export const SCHOOL = '[data-footer-school]';
export const LOGO = '[data-footer-logo]';
export const PIN = '[data-footer-pin]';
/** The lists are found by the footer's classes; their aria-labels are carried over. */
export const SCHOOLS_LIST = '.wgt-footer__schools';
export const MAP_LIST = '.wgt-footer__map';
