/** Width of one thumbnail of the photo carousel, in CSS pixels (spec section 9). */
export const THUMBNAIL_WIDTH = 170;

// Room the carousel's arrows take beside the thumbnails (spec section 5: width - 100).
const CAROUSEL_GUTTER = 100;

/**
 * Visible thumbnails (spec section 5): floor((width - 100) / 170), made odd so the current photo
 * sits in the middle, never below 1. A non-finite width gives 1; the count is capped at
 * Number.MAX_SAFE_INTEGER, past which "minus one" would no longer change a float.
 */
export function visibleThumbnails(viewportWidth: number): number {
  if (typeof viewportWidth !== 'number' || !Number.isFinite(viewportWidth)) return 1;
  let count = Math.min(
    Math.floor((viewportWidth - CAROUSEL_GUTTER) / THUMBNAIL_WIDTH),
    Number.MAX_SAFE_INTEGER,
  );
  if (count % 2 === 0) count -= 1;
  return Math.max(1, count);
}
