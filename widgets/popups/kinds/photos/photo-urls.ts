// Which image URL each place of the viewer shows. Photo sizes come from the media service:
// untrusted, so every URL passes isHttpOrSitePath before it reaches a src.
import { chooseFullSizeImage } from '../../../../src/format/full-size-image';
import { isHttpOrSitePath } from '../../../../src/format/safe-url';
import type { PhotoSize } from '../../../../src/media/types';
import { wrapIndex } from './viewer-machine';

/** Index of the preview size in a photo's Sizes (spec section 3). */
export const PREVIEW_SIZE_INDEX = 3;

export interface Viewport {
  width: number;
  height: number;
  pixelRatio: number;
}

const usable = (size: PhotoSize | undefined): string | null =>
  size && isHttpOrSitePath(size.ImageUrl) ? size.ImageUrl.trim() : null;

/** The full-size image for this viewport (spec section 5); '' when the photo has no usable URL. */
export function fullSizeUrl(sizes: readonly PhotoSize[] | undefined, viewport: Viewport): string {
  const chosen = chooseFullSizeImage(sizes, viewport.width, viewport.height, viewport.pixelRatio);
  return usable(chosen ?? undefined) ?? '';
}

/**
 * The thumbnail image: the preview size (index 3), else the usable size nearest to it (the
 * smaller one first on a tie: a thumbnail is small); '' when none.
 */
export function previewUrl(sizes: readonly PhotoSize[] | undefined): string {
  if (!Array.isArray(sizes)) return '';
  for (let distance = 0; distance < sizes.length + PREVIEW_SIZE_INDEX; distance++) {
    const url =
      usable(sizes[PREVIEW_SIZE_INDEX - distance]) ?? usable(sizes[PREVIEW_SIZE_INDEX + distance]);
    if (url) return url;
  }
  return '';
}

/**
 * The photos the thumbnail carousel shows: `visible` of them centred on the current one,
 * wrapping round the set; every photo once, in order, when the set has no more than that.
 */
export function thumbnailWindow(index: number, count: number, visible: number): number[] {
  if (count <= visible) return Array.from({ length: count }, (_, i) => i);
  const half = Math.floor(visible / 2);
  return Array.from({ length: visible }, (_, k) => wrapIndex(index - half + k, count));
}
