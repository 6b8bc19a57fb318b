import { type DateInput, DEFAULT_TIME_ZONE, toInstant, toYmd } from './instant';
import type { ItemFields } from './item-fields';

/** How many related events an event pop-up lists (spec section 9). */
export const RELATED_EVENTS_SHOWN = 6;

/** The fields the related-events rule reads of the open event; a media item fits. */
export type EventCategoryFields = Pick<ItemFields, 'Id' | 'Category1Id' | 'Category2Id'>;

/** The fields it reads of each candidate: categories, and start and end to keep coming ones. */
export type RelatedEventFields = EventCategoryFields &
  Partial<Pick<ItemFields, 'Date' | 'EndDate'>>;

export interface RelatedEventsOptions {
  /** When the pop-up shows: events ended by then are left out. Without it, no time filter. */
  now?: DateInput;
  /** The zone whose calendar day an event without an end lasts (default London). */
  timeZone?: string;
  limit?: number;
}

// 0 is the service's "no category"; a missing or non-numeric id is treated the same way.
function categoryIds(event: Partial<EventCategoryFields>): number[] {
  return [event.Category1Id, event.Category2Id].filter(
    (id): id is number => typeof id === 'number' && Number.isFinite(id) && id !== 0,
  );
}

/**
 * Whether an event has not ended at `now`: its end is after `now`, so one that
 * started and runs on counts. Without a valid end it lasts its start day in `timeZone`, as the
 * service's own "coming events" filter reads it. False for an event without a valid start.
 */
export function notYetEnded(
  event: Partial<Pick<ItemFields, 'Date' | 'EndDate'>>,
  now: DateInput,
  timeZone: string = DEFAULT_TIME_ZONE,
): boolean {
  return notEndedAt(now, timeZone)(event);
}

/** notYetEnded at one `now`, its instant and day read once for a list of a thousand events. */
function notEndedAt(
  now: DateInput,
  timeZone: string,
): (event: Partial<Pick<ItemFields, 'Date' | 'EndDate'>>) => boolean {
  const current = toInstant(now)?.getTime();
  if (current === undefined) return () => false;
  let today: number | null | undefined;
  return (event) => {
    const start = toInstant(event.Date);
    if (!start) return false;
    const end = toInstant(event.EndDate);
    if (end) return end.getTime() > current;
    const startDay = toYmd(start, timeZone);
    today ??= toYmd(new Date(current), timeZone);
    return startDay !== null && today !== null && startDay >= today;
  };
}

/**
 * Related events (spec sections 2 and 9): the items sharing a non-zero category id with the open
 * event, without the open event itself or repeats of one Id, first `limit` (6); [] when the open
 * event has no category or the list is not an array. With `now` they are the upcoming ones (not
 * ended at `now`), nearest start first; otherwise in input order.
 */
export function relatedEvents<T extends RelatedEventFields>(
  openEvent: EventCategoryFields | null | undefined,
  items: readonly T[] | null | undefined,
  { now, timeZone, limit = RELATED_EVENTS_SHOWN }: RelatedEventsOptions = {},
): T[] {
  if (!openEvent || !Array.isArray(items)) return [];
  const max = Number.isFinite(limit) ? Math.max(0, Math.floor(limit)) : RELATED_EVENTS_SHOWN;
  const wanted = new Set(categoryIds(openEvent));
  if (wanted.size === 0) return [];
  const seen = new Set<number>([openEvent.Id]);
  const timed = now !== undefined;
  const coming = timed ? notEndedAt(now, timeZone ?? DEFAULT_TIME_ZONE) : () => true;
  const related: T[] = [];
  for (const item of items) {
    if (!item || seen.has(item.Id)) continue;
    if (!categoryIds(item).some((id) => wanted.has(id))) continue;
    if (!coming(item)) continue;
    seen.add(item.Id);
    related.push(item);
  }
  if (!timed) return related.slice(0, max);
  // Each start read once, not once per comparison (a year holds hundreds); the sort is stable:
  // events starting together keep the service's order.
  return related
    .map((item) => ({ item, start: toInstant(item.Date)?.getTime() ?? 0 }))
    .sort((a, b) => a.start - b.start)
    .slice(0, max)
    .map(({ item }) => item);
}

/** Updated notice (spec section 5): shown only when IsAlert is exactly true; false for anything else. */
export function showsUpdatedNotice(item: { IsAlert?: unknown } | null | undefined): boolean {
  return item?.IsAlert === true;
}
