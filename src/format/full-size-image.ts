import type { PhotoSizeFields as PhotoSize } from './item-fields';

function hasUrl(size: PhotoSize | null | undefined): size is PhotoSize {
  return typeof size?.ImageUrl === 'string' && size.ImageUrl.trim() !== '';
}

// A viewport the browser could not measure counts as 0 (and a ratio as 1), so the rule still
// picks the smallest usable size instead of failing every comparison against NaN.
function dimension(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * Full-size image choice (spec section 5): the first size whose ImageSize exceeds
 * max(width, height) * devicePixelRatio and has a URL; otherwise the last size, or the last
 * one with a URL when the last has none; null when no size has a URL.
 */
export function chooseFullSizeImage(
  sizes: readonly PhotoSize[] | null | undefined,
  viewportWidth: number,
  viewportHeight: number,
  devicePixelRatio = 1,
): PhotoSize | null {
  if (!Array.isArray(sizes)) return null;
  const ratio = dimension(devicePixelRatio) || 1;
  const needed = Math.max(dimension(viewportWidth), dimension(viewportHeight)) * ratio;
  const usable = sizes.filter(hasUrl);
  const bigEnough = usable.find(
    (size) => typeof size.ImageSize === 'number' && size.ImageSize > needed,
  );
  return bigEnough ?? usable.at(-1) ?? null;
}
