import { CURRENT_ATTR, LIST, MAX_LEVELS, PROMOS, SEARCH } from './schema';

export interface MenuNode {
  /** Unique in the page: the menu element's id and the item's position, `site-menu-0-1`. */
  id: string;
  title: string;
  href: string;
  /** The CMS marked this item's link as the current page. */
  current: boolean;
  children: MenuNode[];
}

export interface SearchMarkup {
  action: string;
  name: string;
  label: string;
  placeholder: string | null;
  button: string;
}

export interface Promo {
  href: string;
  title: string;
  image: { src: string; width: number; height: number } | null;
}

export interface MenuMarkup {
  id: string;
  items: MenuNode[];
  search: SearchMarkup | null;
  promos: { label: string; items: Promo[] } | null;
}

const text = (element: Element | null | undefined) => element?.textContent?.trim() ?? '';

function readList(list: Element, prefix: string, level: number): MenuNode[] {
  return [...list.children].flatMap((item, index): MenuNode[] => {
    const link = item.querySelector(':scope > a');
    if (item.tagName !== 'LI' || !link) return [];
    const id = `${prefix}-${index}`;
    const sub = item.querySelector(':scope > ul');
    const current = link.getAttribute(CURRENT_ATTR);
    return [
      {
        id,
        title: text(link),
        href: link.getAttribute('href') ?? '#',
        current: current !== null && current !== 'false',
        children: sub && level < MAX_LEVELS ? readList(sub, id, level + 1) : [],
      },
    ];
  });
}

function readSearch(form: HTMLFormElement | null): SearchMarkup | null {
  const input = form?.querySelector<HTMLInputElement>('input:not([type="hidden"])');
  if (!form || !input) return null;
  return {
    action: form.getAttribute('action') ?? '',
    name: input.name || 'q',
    label: text(input.labels?.[0] ?? form.querySelector('label')),
    placeholder: input.getAttribute('placeholder'),
    button: text(form.querySelector('button')) || 'Search',
  };
}

function readPromos(section: Element | null): MenuMarkup['promos'] {
  if (!section) return null;
  const items = [...section.querySelectorAll('li a')].map((link): Promo => {
    const image = link.querySelector('img');
    return {
      href: link.getAttribute('href') ?? '#',
      title: text(link),
      image: image
        ? {
            src: image.getAttribute('src') ?? '',
            width: Number(image.getAttribute('width')) || 0,
            height: Number(image.getAttribute('height')) || 0,
          }
        : null,
    };
  });
  return items.length > 0 ? { label: section.getAttribute('aria-label') ?? '', items } : null;
}

/** Reads the menu's CMS markup; missing parts are left out, never invented. */
export function readMenuMarkup(element: HTMLElement): MenuMarkup {
  const id = element.id || 'menu';
  const list = element.querySelector(LIST);
  return {
    id,
    items: list ? readList(list, id, 1) : [],
    search: readSearch(element.querySelector<HTMLFormElement>(SEARCH)),
    promos: readPromos(element.querySelector(PROMOS)),
  };
}
