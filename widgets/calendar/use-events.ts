import { useEffect, useState } from 'react';
import type { MediaClient } from '../../src/media/client';
import type { ExtendedMediaItem } from '../../src/media/types';

/**
 * Every coming event in one call. The list is grouped by day and a multi-day event appears on
 * each of its days, so the whole set is needed at once: paging by count would cut a day in
 * two. 1000 is the service's largest page (the spec fetches the related-events list the same
 * way) and far above the few hundred events a school group plans for a year; the service
 * already leaves out past events (no IsTimeline). IsExtended brings IsAllDay, Link and the
 * categories the calendar entry reads.
 */
export const CALENDAR_TAKE = 1000;

export type EventsState =
  | { status: 'loading'; retrying: boolean }
  | { status: 'failed' }
  | { status: 'ready'; items: ExtendedMediaItem[] };

export function useEvents(client: MediaClient, feedIds: readonly number[]) {
  const [state, setState] = useState<EventsState>({ status: 'loading', retrying: false });

  useEffect(() => {
    if (state.status !== 'loading') return;
    if (feedIds.length === 0) {
      setState({ status: 'ready', items: [] });
      return;
    }
    const controller = new AbortController();
    client
      .getMediaItems(
        { FeedIds: feedIds, skip: 0, take: CALENDAR_TAKE, IsExtended: true },
        { signal: controller.signal },
      )
      .then(
        (items) => {
          if (!controller.signal.aborted) setState({ status: 'ready', items });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn('[widgets] calendar events could not be loaded:', error);
          setState({ status: 'failed' });
        },
      );
    return () => controller.abort();
  }, [state.status, client, feedIds]);

  const retry = () => {
    if (state.status === 'failed') setState({ status: 'loading', retrying: true });
  };
  return { state, retry };
}
