// The media hub's options (see README.md): its data attributes and their parsing, exported to
// the runtime as the widget module's `readOptions` (MediaHub.tsx), so none of it is in the
// boot chunk.

import { GROUP_ORDER } from '../../src/media/item-types';
import { SCHOOL_ATTR } from '../../src/schools/schools';
import { take as TAKE } from './options.json';

/** Feed group slug: `news`, `events`, `twitter`, ... Absent: every configured feed. */
export const GROUP_ATTR = 'data-group';
/** Items per page (and per "Load more"): a whole number, its default and bounds options.json's. */
export const TAKE_ATTR = 'data-take';
/** Lists the items matching this search expression (GetMediaItemsAdvanced). */
export const SEARCH_EXPRESSION_ATTR = 'data-search-expression';

/** Heading level of the card titles: 2 (default, under the page's h1), 3 or 4. */
export const HEADING_LEVEL_ATTR = 'data-heading-level';

export const DEFAULT_TAKE = TAKE.default;
/** The groups a hub can list: every group of the ItemType table, events included. */
export const HUB_GROUPS: readonly string[] = GROUP_ORDER;

export interface MediaHubOptions {
  group: string | null;
  take: number;
  searchExpression: string | null;
  headingLevel: 2 | 3 | 4;
  /** The school the CMS fixed (`data-school`, the parents area): no choice is offered. */
  school: string | null;
}

/** Reads the options; throws an Error naming the bad attribute (the runtime reports it). */
export function readMediaHubOptions(element: HTMLElement): MediaHubOptions {
  const group = element.getAttribute(GROUP_ATTR);
  if (group !== null && !HUB_GROUPS.includes(group)) {
    throw new Error(
      `${GROUP_ATTR}="${group}" is not a feed group; use one of ${HUB_GROUPS.join(', ')}`,
    );
  }
  const rawTake = element.getAttribute(TAKE_ATTR);
  const take = rawTake === null ? DEFAULT_TAKE : Number(rawTake);
  if (!/^\d+$/.test(rawTake ?? '0') || take < TAKE.minimum || take > TAKE.maximum) {
    throw new Error(
      `${TAKE_ATTR}="${rawTake}" must be a whole number from ${TAKE.minimum} to ${TAKE.maximum}`,
    );
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
    school: element.getAttribute(SCHOOL_ATTR) || null,
  };
}
