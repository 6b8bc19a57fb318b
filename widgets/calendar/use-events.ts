import type { SentItems } from '../../src/media/client';
import type { MediaRepository } from '../../src/media/repository';
import { useLoad, useLog } from '../../src/ui/widget-root';

/**
 * Every coming event in one call. The list is grouped by day and a multi-day event appears on
 * each of its days, so the whole set is needed at once: paging by count would cut a day in
 * two. 1000 is the service's largest page (the spec fetches the related-events list the same
 * way) and far above the few hundred events a school group plans for a year; the service
 * already leaves out past events (no IsTimeline). IsExtended brings IsAllDay, Link and the
 * categories the calendar entry reads.
 */
export const CALENDAR_TAKE = 1000;

/**
 * The events of `feedIds` as sent (the list read when asked); none without feeds. One function
 * for the component and for the widget's `prepare`, so that both ask the very same question.
 */
export function loadEvents(
  repository: MediaRepository,
  feedIds: readonly number[],
  signal?: AbortSignal,
): Promise<SentItems<true>> {
  return feedIds.length === 0
    ? Promise.resolve({ sent: [], read: () => Promise.resolve([]) })
    : repository.getMediaItemsAsSent(
        { FeedIds: feedIds, skip: 0, take: CALENDAR_TAKE, IsExtended: true },
        { signal },
      );
}

/** The events of `feedIds`; none without feeds. A failure offers retry(). */
export function useEvents(repository: MediaRepository, feedIds: readonly number[]) {
  const log = useLog();
  return useLoad(feedIds.join(','), (signal) => loadEvents(repository, feedIds, signal), {
    onError: (error) => log.warn('calendar events could not be loaded:', error),
  });
}
