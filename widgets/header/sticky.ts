import type { Template } from './schema';

/** Spec section 4: the header sticks after the scroll position passes 50px... */
export const DEFAULT_THRESHOLD = 50;
/** ...or 30px (the small threshold) on second-level and shared templates... */
export const SMALL_THRESHOLD = 30;
/** ...where the upper threshold is the banner slider's height minus 50, or the window height. */
export const BANNER_OFFSET = 50;

export type StickyThresholds = 'always' | { lower: number; upper: number };

/**
 * The scroll positions that change the sticky state on a template.
 * - media: always sticky.
 * - second-level and shared: sticky once past `upper` (the banner's height minus 50 when the
 *   page has a banner, else the window height); sticky is removed only back between 0 and 30.
 *   In between, the state does not change, so the header does not flicker on the way.
 * - landing (and an unknown template): sticky past 50, removed between 0 and 50.
 */
export function stickyThresholds(
  template: Template | null,
  windowHeight: number,
  bannerHeight: number | null,
): StickyThresholds {
  if (template === 'media') return 'always';
  if (template === 'second-level' || template === 'shared') {
    const upper = bannerHeight ? bannerHeight - BANNER_OFFSET : windowHeight;
    return { lower: SMALL_THRESHOLD, upper: Math.max(SMALL_THRESHOLD, upper) };
  }
  return { lower: DEFAULT_THRESHOLD, upper: DEFAULT_THRESHOLD };
}

/** The sticky state after scrolling to `scrollY` (negative on an overscroll bounce). */
export function nextSticky(
  thresholds: StickyThresholds,
  scrollY: number,
  sticky: boolean,
): boolean {
  if (thresholds === 'always') return true;
  const position = Math.max(0, scrollY);
  if (position > thresholds.upper) return true;
  if (position <= thresholds.lower) return false;
  return sticky;
}
