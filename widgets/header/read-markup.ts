import { LOGO, MENU_LINK, PORTAL, PORTAL_LINK, PORTAL_MENU } from './schema';

export interface Link {
  href: string;
  label: string;
}

export interface HeaderMarkup {
  logo: Link | null;
  /** The menu link's target id: the menu element the button controls. */
  menu: { controls: string; label: string } | null;
  portal: { link: Link; menuLabel: string | null; links: Link[] } | null;
}

const linkOf = (anchor: Element | null | undefined): Link | null =>
  anchor
    ? { href: anchor.getAttribute('href') ?? '#', label: anchor.textContent?.trim() ?? '' }
    : null;

/** Reads the header's CMS markup; missing parts are left out, never invented. */
export function readHeaderMarkup(element: HTMLElement): HeaderMarkup {
  const menuLink = element.querySelector(MENU_LINK);
  const target = menuLink?.getAttribute('href')?.match(/^#(.+)$/)?.[1];
  const portal = element.querySelector(PORTAL);
  const portalLink = linkOf(portal?.querySelector(PORTAL_LINK));
  const portalMenu = portal?.querySelector(PORTAL_MENU);
  return {
    logo: linkOf(element.querySelector(LOGO)),
    menu:
      menuLink && target
        ? { controls: decodeURIComponent(target), label: menuLink.textContent?.trim() ?? '' }
        : null,
    portal: portalLink
      ? {
          link: portalLink,
          menuLabel: portalMenu?.getAttribute('aria-label') ?? null,
          links: [...(portalMenu?.querySelectorAll('a') ?? [])].flatMap((a) => linkOf(a) ?? []),
        }
      : null,
  };
}
