import { useEffect, useState } from 'react';

/**
 * Cards drawn per frame when a page is appended to a list already on screen: the smaller the
 * step, the shorter a Load more round's longest task, down to three, the smallest tried (the
 * growth bench, bench/growth-load-more.mjs, holds Load more to `loadMoreSlowdown`).
 */
export const REVEAL_STEP = 3;

/**
 * How many of a list's `count` entries to render. A list that was empty or shrank renders at
 * once; entries appended to a list on screen are revealed `step` per frame, the first step at
 * once, so no single frame lays out and paints a whole page of new cards beside a long list.
 * `onAllShown` runs after each commit that leaves all `count` rendered: the effect's closure is
 * of the render that changed the count shown, so it calls that render's function.
 */
export function useRevealedCount(
  count: number,
  step = REVEAL_STEP,
  onAllShown?: () => void,
): number {
  const [state, setState] = useState({ count, shown: count });
  let { shown } = state;
  if (state.count !== count) {
    shown = count < state.count || !state.count ? count : Math.min(count, shown + step);
    setState({ count, shown });
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: onAllShown runs when the count shown changes, not when the function does
  useEffect(() => {
    if (shown >= count) {
      onAllShown?.();
      return;
    }
    const frame = requestAnimationFrame(() =>
      setState({ count, shown: Math.min(count, shown + step) }),
    );
    return () => cancelAnimationFrame(frame);
  }, [shown, count, step]);
  return shown;
}
