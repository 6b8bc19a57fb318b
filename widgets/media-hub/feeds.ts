import type { MediaRepository } from '../../src/media/repository';
import type { MediaItem } from '../../src/media/types';
import type { MediaHubOptions } from './schema';

/**
 * FeedIds of the hub from the page config: the group's, or every group's when none is set
 * (sorted and distinct, so the same hub always asks the same question). A group the config
 * lacks gives none.
 */
export function feedIdsOf(
  feedGroups: Readonly<Record<string, readonly number[]>>,
  group: string | null,
): number[] {
  const lists = group === null ? Object.values(feedGroups) : [feedGroups[group] ?? []];
  return [...new Set(lists.flat())].sort((a, b) => a - b);
}

/**
 * What the all-groups hub asks for (spec section 7, demo/README.md): a timeline (IsTimeline:
 * items up to now, so coming events, the calendar's, never push the news down) that begins
 * with the newest featured items (FirstNoOfItems). A group page lists its feed as it is (the
 * events group: coming events, nearest first); a search lists what matches.
 */
const TIMELINE = { IsTimeline: true, FirstNoOfItems: 3 };

/**
 * Page `index` of the hub (skip = index * take): its feeds' items, or what its search
 * expression finds. One function for the component and for `prepare`, so that both ask the
 * repository the very same question.
 */
export function loadHubPage(
  repository: MediaRepository,
  feedIds: readonly number[],
  { group, take, searchExpression }: MediaHubOptions,
  index: number,
  signal?: AbortSignal,
): Promise<MediaItem[]> {
  if (feedIds.length === 0) return Promise.resolve([]);
  const query = { FeedIds: feedIds, skip: index * take, take };
  return searchExpression
    ? repository.getMediaItemsAdvanced(
        { ...query, SearchExpression: searchExpression, AndOr: 'and', FullText: false },
        { signal },
      )
    : repository.getMediaItems({ ...query, ...(!group && TIMELINE) }, { signal });
}
