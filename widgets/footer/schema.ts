// The footer's markup contract (see README.md): the attributes it reads from the CMS markup.
export const TOP_LINK = '[data-footer-top]';
export const SCHOOL = '[data-footer-school]';
export const LOGO = '[data-footer-logo]';
export const PIN = '[data-footer-pin]';
