// The site chrome as the CMS renders it: the header (widgets/header/README.md) and the menu
// (widgets/menu/README.md). Without JavaScript the menu link jumps to the menu, which then
// shows as a full-screen panel (CSS :target) with every level nested, and the search form
// submits ?q= to the CMS.
import { html, Raw } from './html.mjs';
import { SITE_MAP } from './site-map.mjs';

export const PORTAL_LINKS = [
  { title: 'Parents area home', href: '/parents' },
  { title: 'Term dates and events', href: '/calendar' },
  { title: 'Lunch menu', href: '/parents/lunch-menu' },
  { title: 'Uniform shop', href: '/parents/uniform' },
];

/** The featured promos of the menu's carousel; /images/* is the demo's image stand-in. */
export const PROMOS = [
  { title: 'Open days this spring', href: '/admissions/open-days' },
  { title: 'The IB Diploma at our schools', href: '/learning/curriculum/ib-diploma' },
  { title: 'Scholarships and bursaries', href: '/admissions/fees/scholarships' },
  { title: 'Sport and the arts', href: '/learning/sport-and-arts' },
  { title: 'Photos from sports day', href: '/media/filter/photos' },
].map((promo, index) => ({ ...promo, image: `/images/promo-${index + 1}.jpg` }));

/**
 * @param {{ template: string, path: string, widgets: boolean }} page
 *   path: the page's path; its menu link is marked aria-current="page".
 */
export function siteChrome({ template, path, widgets }) {
  const widget = (name) => (widgets ? new Raw(` data-widget="${name}"`) : '');
  return html`<header class="wgt-header" id="top"${widget('header')} data-template="${template}">
  <div class="wgt-header__bar">
    <a class="wgt-header__logo" data-header-logo href="/">International Schools Group</a>
    <div class="wgt-header__portal" data-header-portal>
      <a class="wgt-header__portal-link" data-header-portal-link href="/parents">Parents area</a>
      <ul class="wgt-header__portal-menu" data-header-portal-menu aria-label="Parents area">
        ${PORTAL_LINKS.map((link) => html`<li><a href="${link.href}">${link.title}</a></li>`)}
      </ul>
    </div>
    <a class="wgt-header__menu-button" data-header-menu href="#site-menu">Menu</a>
  </div>
</header>
<nav class="wgt-menu" id="site-menu"${widget('menu')} aria-label="Main menu">
  <div class="wgt-menu__overlay">
    <a class="wgt-menu__close" href="#top">Close the menu</a>
    <search class="wgt-menu__search">
      <form data-menu-search action="/search" method="get">
        <label for="site-search-text">Search the site</label>
        <input id="site-search-text" name="q" type="search">
        <input type="hidden" name="from" value="${path}">
        <button type="submit">Search</button>
      </form>
    </search>
    ${menuList(SITE_MAP, path, true)}
    <section class="wgt-menu__promos" data-menu-promos aria-label="Featured">
      <ul>
        ${PROMOS.map(
          (promo) =>
            html`<li><a href="${promo.href}"><img src="${promo.image}" alt="" width="600" height="400" loading="lazy"><span>${promo.title}</span></a></li>`,
        )}
      </ul>
    </section>
  </div>
</nav>`;
}

function menuList(nodes, path, top = false) {
  return html`<ul class="wgt-menu__list"${top ? new Raw(' data-menu-list') : ''}>
    ${nodes.map(
      (node) =>
        html`<li class="wgt-menu__item"><a href="${node.href}"${
          node.href === path ? new Raw(' aria-current="page"') : ''
        }>${node.title}</a>${node.children ? menuList(node.children, path) : ''}</li>`,
    )}
  </ul>`;
}
