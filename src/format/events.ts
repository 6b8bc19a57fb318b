import type { ExtendedMediaItem } from '../media/types';

/** How many related events an event pop-up lists (spec section 9). */
export const RELATED_EVENTS_SHOWN = 6;

/** The fields the related-events rule reads; an ExtendedMediaItem fits. */
export type EventCategoryFields = Pick<ExtendedMediaItem, 'Id' | 'Category1Id' | 'Category2Id'>;

// 0 is the service's "no category"; a missing or non-numeric id is treated the same way.
function categoryIds(event: Partial<EventCategoryFields>): number[] {
  return [event.Category1Id, event.Category2Id].filter(
    (id): id is number => typeof id === 'number' && Number.isFinite(id) && id !== 0,
  );
}

/**
 * Related events (spec sections 2 and 9): the items sharing a non-zero category id with the open
 * event, without the open event itself or repeats of one Id, in input order, first `limit` (6);
 * [] when the open event has no category or the list is not an array.
 */
export function relatedEvents<T extends EventCategoryFields>(
  openEvent: EventCategoryFields | null | undefined,
  items: readonly T[] | null | undefined,
  limit: number = RELATED_EVENTS_SHOWN,
): T[] {
  if (!openEvent || !Array.isArray(items)) return [];
  const max = Number.isFinite(limit) ? Math.max(0, Math.floor(limit)) : RELATED_EVENTS_SHOWN;
  const wanted = new Set(categoryIds(openEvent));
  if (wanted.size === 0) return [];
  const seen = new Set<number>([openEvent.Id]);
  const related: T[] = [];
  for (const item of items) {
    if (related.length >= max) break;
    if (!item || seen.has(item.Id)) continue;
    if (!categoryIds(item).some((id) => wanted.has(id))) continue;
    seen.add(item.Id);
    related.push(item);
  }
  return related;
}

/** Updated notice (spec section 5): shown only when IsAlert is exactly true; false for anything else. */
export function showsUpdatedNotice(item: { IsAlert?: unknown } | null | undefined): boolean {
  return item?.IsAlert === true;
}
