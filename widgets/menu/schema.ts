// The menu's markup contract (see README.md): what it reads from the CMS markup.

/** The top `<ul>` of the nested lists of links (three levels at most). */
export const LIST = '[data-menu-list]';
/** The search form: `<form data-menu-search>` with a label, a text input and a submit button. */
export const SEARCH = '[data-menu-search]';
/** The featured promo list: `<section data-menu-promos aria-label>` holding a `<ul>` of links. */
export const PROMOS = '[data-menu-promos]';
/** The CMS marks the link of the page being shown: `aria-current="page"`. */
export const CURRENT_ATTR = 'aria-current';

/** Spec sections 2 and 4: level one, two and three. */
export const MAX_LEVELS = 3;
