// The media hub's markup contract (see README.md): its data attributes and the parts of its
// server markup it reads. Parsing runs in the boot chunk, so it stays tiny.
import { GROUP_SLUGS } from '../../src/media/types';

/** Feed group slug: `news`, `events`, `twitter`, ... Absent: every configured feed. */
export const GROUP_ATTR = 'data-group';
/** Items per page (and per "Load more"): a whole number 1-100, default 12. */
export const TAKE_ATTR = 'data-take';
/** Lists the items matching this search expression (GetMediaItemsAdvanced). */
export const SEARCH_EXPRESSION_ATTR = 'data-search-expression';

/** Heading level of the card titles: 2 (default, under the page's h1), 3 or 4. */
export const HEADING_LEVEL_ATTR = 'data-heading-level';

/** The search form the widget turns into a search box with suggestions. */
export const SEARCH_FORM = 'form[data-media-hub-search]';
/** The no-JavaScript "more" link; its text labels the Load more button. */
export const MORE_LINK = '[data-media-hub-more]';

export const DEFAULT_TAKE = 12;
export const MAX_TAKE = 100;
const GROUPS: readonly string[] = [...GROUP_SLUGS, 'events'];

export interface MediaHubOptions {
  group: string | null;
  take: number;
  searchExpression: string | null;
  headingLevel: 2 | 3 | 4;
}

/** Reads the options; throws an Error naming the bad attribute (the runtime reports it). */
export function readMediaHubOptions(element: HTMLElement): MediaHubOptions {
  const group = element.getAttribute(GROUP_ATTR);
  if (group !== null && !GROUPS.includes(group)) {
    throw new Error(
      `${GROUP_ATTR}="${group}" is not a feed group; use one of ${GROUPS.join(', ')}`,
    );
  }
  const rawTake = element.getAttribute(TAKE_ATTR);
  const take = rawTake === null ? DEFAULT_TAKE : Number(rawTake);
  if (!/^\d+$/.test(rawTake ?? '12') || take < 1 || take > MAX_TAKE) {
    throw new Error(`${TAKE_ATTR}="${rawTake}" must be a whole number from 1 to ${MAX_TAKE}`);
  }
  const level = element.getAttribute(HEADING_LEVEL_ATTR) ?? '2';
  if (level !== '2' && level !== '3' && level !== '4') {
    throw new Error(`${HEADING_LEVEL_ATTR}="${level}" must be 2, 3 or 4`);
  }
  const expression = element.getAttribute(SEARCH_EXPRESSION_ATTR)?.trim();
  return {
    group,
    take,
    searchExpression: expression || null,
    headingLevel: Number(level) as 2 | 3 | 4,
  };
}
