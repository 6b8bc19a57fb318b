import { t } from '../../src/i18n';

/** The search form the widget turns into a search box with suggestions. */
export const SEARCH_FORM = 'form[data-media-hub-search]';
/** The no-JavaScript "more" link; its text labels the Load more button. */
export const MORE_LINK = '[data-media-hub-more]';

export interface SearchFormMarkup {
  /** Where the form goes: the search expression page, e.g. /media. */
  action: string;
  /** The query parameter of the text, e.g. SearchExpression. */
  name: string;
  value: string;
  label: string;
  button: string;
  /** The form's accessible name (aria-label), kept so the search landmark stays named. */
  landmarkLabel: string | null;
}

export interface MediaHubMarkup {
  search: SearchFormMarkup | null;
  moreLabel: string;
  /** Whether the server markup has the "more" link: its place is kept while the first page loads. */
  hasMore: boolean;
  /** The list's accessible name as the CMS wrote it. */
  listLabel: string | null;
}

/** Reads the parts of the hub's server markup the widget carries over; missing parts are left out. */
export function readMediaHubMarkup(element: HTMLElement): MediaHubMarkup {
  const form = element.querySelector<HTMLFormElement>(SEARCH_FORM);
  // The text field, not a hidden field the CMS keeps in the form (the school, a language).
  const input = form?.querySelector<HTMLInputElement>('input[name]:not([type=hidden])');
  const label = input?.id ? form?.querySelector(`label[for="${CSS.escape(input.id)}"]`) : null;
  return {
    search:
      form && input
        ? {
            action: form.getAttribute('action') || location.pathname,
            name: input.name,
            value: input.value,
            label: label?.textContent?.trim() || input.getAttribute('aria-label') || t('Search'),
            button: form.querySelector('button')?.textContent?.trim() || t('Search'),
            landmarkLabel: form.getAttribute('aria-label'),
          }
        : null,
    moreLabel: element.querySelector(MORE_LINK)?.textContent?.trim() || t('Load more'),
    hasMore: element.querySelector(MORE_LINK) !== null,
    listLabel: element.querySelector('.wgt-card-list')?.getAttribute('aria-label') ?? null,
  };
}
