import type { Logger } from '../../src/kernel/types';

/**
 * FeedIds of the hub from the page config: the group's, or every group's when none is set
 * (sorted and distinct, so the same hub always asks the same question). A group the config
 * lacks gives none, with one warning naming the element.
 */
export function feedIdsOf(
  feedGroups: Readonly<Record<string, readonly number[]>>,
  group: string | null,
  element: Element,
  log: Logger,
): number[] {
  const lists = group === null ? Object.values(feedGroups) : [feedGroups[group] ?? []];
  const ids = [...new Set(lists.flat())].sort((a, b) => a - b);
  if (ids.length === 0) {
    log.warn(
      `a media-hub has no feeds: config feedGroups lacks "${group ?? 'any group'}".`,
      element,
    );
  }
  return ids;
}
