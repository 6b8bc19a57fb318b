/**
 * Cards per day of calendar lists, quiet and busy, for holding the CMSs' first page of the
 * calendar (demo/pages/media-markup.mjs, the WordPress plugin's server-cards.php) to the days
 * the widget draws first (widgets/calendar/events.ts, firstScreenDays).
 */
import type { ExtendedMediaItem } from '../../src/media/types';
import { firstScreenDays } from '../../widgets/calendar/events';

export const CALENDAR_DAY_SHAPES: number[][] = [
  [],
  [30],
  [2, 1],
  [1, 2, 1, 1, 3, 1, 2, 1, 1, 2, 1, 1, 1, 1], // a quiet fortnight: 19 cards
  [40, 1, 1, 1, 1],
  [8, 8, 8, 8, 8],
  [5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5], // a busy one
  [6, 6, 6, 6, 6],
  [0, 0, 0, 24, 1],
  [23, 0, 0, 1, 9],
  // A year's volume: 1 to 9 cards a day, 14 days, from a fixed sequence.
  ...Array.from({ length: 8 }, (_, seed) =>
    Array.from({ length: 14 }, (_, day) => 1 + ((seed * 7 + day * 5 + seed * day) % 9)),
  ),
];

/** How many days of `counts` the widget draws first. */
export const widgetFirstScreenDays = (counts: number[]) =>
  firstScreenDays(
    counts.map((count, index) => ({
      date: 20261201 + index,
      items: Array.from({ length: count }, () => ({}) as ExtendedMediaItem),
    })),
  );
