import { startTransition, useEffect, useMemo, useState } from 'react';
import type { MediaRepository } from '../../src/media/repository';
import type { ExtendedMediaItem } from '../../src/media/types';
import { afterNextPaint, type Loaded, useLoad, useLog } from '../../src/ui/widget-root';
import { type EventDay, eventDays, firstScreenDays } from './events';

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
 * The events of `feedIds`; none without feeds. `onSlice` has those read so far of a long
 * answer. One function for the component and for the widget's `prepare`, so that both ask the
 * very same question.
 */
export function loadEvents(
  repository: MediaRepository,
  feedIds: readonly number[],
  {
    signal,
    onSlice,
  }: { signal?: AbortSignal; onSlice?: (read: readonly ExtendedMediaItem[]) => void } = {},
): Promise<ExtendedMediaItem[]> {
  return feedIds.length === 0
    ? Promise.resolve([])
    : repository.getMediaItems(
        { FeedIds: feedIds, skip: 0, take: CALENDAR_TAKE, IsExtended: true },
        { signal, onSlice },
      );
}

/**
 * The days of the events read so far (eventDays), and `done` once the whole answer is read and
 * the first screen of them painted.
 */
export interface EventsRead {
  days: EventDay[];
  done: boolean;
  /** The whole list once it is read (the Subscribe menu's categories come from it). */
  items: readonly ExtendedMediaItem[] | null;
}

/**
 * The days of the events of `feedIds` from `today` as they are read: 'ready' with the days of
 * the first slice of a long answer (a year of events) that settles any, then with those of each
 * slice until the first screen's days are settled (those later slices add no day it draws), and
 * `done` with the whole list's, once what was drawn before is painted. A failure offers retry().
 */
export function useEvents(
  repository: MediaRepository,
  feedIds: readonly number[],
  today: Date,
  timeZone: string,
): Loaded<EventsRead> & { retry: () => void } {
  const log = useLog();
  const key = feedIds.join(',');
  const [slice, setSlice] = useState<{ key: string; days: EventDay[] }>();
  const loaded = useLoad(
    key,
    (signal) => {
      let firstScreen = false;
      const onSlice = (items: readonly ExtendedMediaItem[]) => {
        if (firstScreen) return;
        const days = eventDays(items, today, timeZone, true);
        firstScreen = days.length > firstScreenDays(days);
        if (days.length > 0) startTransition(() => setSlice({ key, days }));
      };
      return loadEvents(repository, feedIds, { signal, onSlice });
    },
    { onError: (error) => log.warn('calendar events could not be loaded:', error) },
  );
  const whole = loaded.status === 'ready' ? loaded.value : null;
  const wholeDays = useMemo(
    () => whole && eventDays(whole, today, timeZone),
    [whole, today, timeZone],
  );
  const days = wholeDays ?? (loaded.status === 'loading' && slice?.key === key ? slice.days : null);
  // The first days drawn are painted before the rest of the batch (`done`), even when the whole
  // list was read before the component asked (its `prepare` asked first).
  const [painted, setPainted] = useState<string>();
  const drawn = days !== null;
  useEffect(() => {
    if (!drawn || painted === key) return;
    return afterNextPaint(() => startTransition(() => setPainted(key)));
  }, [drawn, painted, key]);
  const { retry } = loaded;
  if (days)
    return {
      status: 'ready',
      value: { days, done: !!wholeDays && painted === key, items: whole },
      retry,
    };
  return loaded as Exclude<typeof loaded, { status: 'ready' }>;
}
