import { ALERT, NOTICE, PRELOADER, SCROLL_HINT, STRAPLINE, TITLE } from './schema';

export interface Link {
  href: string;
  label: string;
}

export interface IntroMarkup {
  logo: { src: string; width: number; height: number } | null;
  title: { level: 1 | 2; text: string } | null;
  strapline: string | null;
  alert: Link | null;
  notice: Link | null;
  scroll: Link | null;
}

const text = (element: Element | null) => element?.textContent?.trim() || null;
const linkOf = (element: Element | null): Link | null =>
  element ? { href: element.getAttribute('href') ?? '#', label: text(element) ?? '' } : null;

/** Reads the landing intro's CMS markup; missing parts are left out, never invented. */
export function readIntroMarkup(element: HTMLElement): IntroMarkup {
  const logo = element.querySelector(`${PRELOADER} img`);
  const title = element.querySelector(TITLE);
  const titleText = text(title);
  return {
    logo: logo
      ? {
          src: logo.getAttribute('src') ?? '',
          width: Number(logo.getAttribute('width')) || 0,
          height: Number(logo.getAttribute('height')) || 0,
        }
      : null,
    title: titleText ? { level: title?.tagName === 'H2' ? 2 : 1, text: titleText } : null,
    strapline: text(element.querySelector(STRAPLINE)),
    alert: linkOf(element.querySelector(ALERT)),
    notice: linkOf(element.querySelector(NOTICE)),
    scroll: linkOf(element.querySelector(SCROLL_HINT)),
  };
}
