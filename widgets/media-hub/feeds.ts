import { describeElement, LOG_PREFIX } from '../../src/mount/schema';

/**
 * FeedIds of the hub from the page config: the group's, or every group's when none is set
 * (sorted and distinct, so the same hub always asks the same question). A group the config
 * lacks gives none, with one console warning naming the element.
 */
export function feedIdsOf(
  feedGroups: Readonly<Record<string, readonly number[]>>,
  group: string | null,
  element: Element,
): number[] {
  const lists = group === null ? Object.values(feedGroups) : [feedGroups[group] ?? []];
  const ids = [...new Set(lists.flat())].sort((a, b) => a - b);
  if (ids.length === 0) {
    console.warn(
      `${LOG_PREFIX} ${describeElement(element)} has no feeds: config feedGroups lacks "${group ?? 'any group'}".`,
    );
  }
  return ids;
}
