// The header's markup contract (see README.md): what it reads from the CMS markup.

/** On the header element: the page template, `landing|second-level|shared|media`. */
export const TEMPLATE_ATTR = 'data-template';
/** Fallback when data-template is absent: the CMS's body class, `template-{kind}`. */
export const TEMPLATE_CLASS_PREFIX = 'template-';
export const TEMPLATES = ['landing', 'second-level', 'shared', 'media'] as const;
export type Template = (typeof TEMPLATES)[number];

export const LOGO = '[data-header-logo]';
/** A link to the menu element (`href="#site-menu"`); the widget turns it into the menu button. */
export const MENU_LINK = '[data-header-menu]';
export const PORTAL = '[data-header-portal]';
export const PORTAL_LINK = '[data-header-portal-link]';
export const PORTAL_MENU = '[data-header-portal-menu]';

/** The banner slider of second-level and shared pages, anywhere on the page (read only). */
export const BANNER = '[data-banner]';

/** Spec section 4: widths up to 767 count as mobile. */
export const MOBILE_QUERY = '(max-width: 767px)';
