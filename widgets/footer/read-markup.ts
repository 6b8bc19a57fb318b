import { LOGO, MAP_LIST, PIN, SCHOOL, SCHOOLS_LIST, TOP_LINK } from './schema';

export interface FooterSchool {
  name: string;
  href: string;
  logo: { src: string; width: number; height: number };
  pin: { href: string; label: string; x: number; y: number } | null;
}

export interface FooterMarkup {
  /** Accessible names of the logo list and the map, as the CMS wrote them. */
  schoolsLabel: string | null;
  mapLabel: string | null;
  top: { href: string; label: string } | null;
  schools: FooterSchool[];
}

const percent = (value: string | null) => {
  const number = Number(value);
  return Number.isFinite(number) ? Math.min(100, Math.max(0, number)) : 50;
};

/** Reads the footer's CMS markup; parts that are missing are left out, never invented. */
export function readFooterMarkup(element: HTMLElement): FooterMarkup {
  const topLink = element.querySelector<HTMLAnchorElement>(TOP_LINK);
  // The n-th map pin belongs to the n-th school.
  const pins = [...element.querySelectorAll<HTMLAnchorElement>(PIN)];
  const schools = [...element.querySelectorAll(SCHOOL)].flatMap((school, index): FooterSchool[] => {
    const logoLink = school.querySelector<HTMLAnchorElement>(LOGO);
    const image = logoLink?.querySelector('img');
    if (!logoLink || !image) return [];
    const pin = pins[index];
    return [
      {
        name: image.alt,
        href: logoLink.getAttribute('href') ?? '#',
        logo: {
          src: image.getAttribute('src') ?? '',
          width: image.width || Number(image.getAttribute('width')) || 0,
          height: image.height || Number(image.getAttribute('height')) || 0,
        },
        pin: pin
          ? {
              href: pin.getAttribute('href') ?? '#',
              label: pin.textContent?.trim() ?? '',
              x: percent(pin.dataset.x ?? null),
              y: percent(pin.dataset.y ?? null),
            }
          : null,
      },
    ];
  });
  return {
    schoolsLabel: element.querySelector(SCHOOLS_LIST)?.getAttribute('aria-label') ?? null,
    mapLabel: element.querySelector(MAP_LIST)?.getAttribute('aria-label') ?? null,
    top: topLink
      ? { href: topLink.getAttribute('href') ?? '#', label: topLink.textContent?.trim() ?? '' }
      : null,
    schools,
  };
}
