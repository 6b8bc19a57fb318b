/**
 * Screen size steps of spec section 9, sorted ascending (the spec lists 1280 before 1136).
 * Background images are requested at one of these widths so the image service's cache is shared.
 */
export const SCREEN_STEPS = [
  240, 320, 480, 600, 720, 768, 800, 854, 960, 1024, 1136, 1280, 1366, 1440, 1600, 2000, 2048, 2160,
  2560, 3840, 4096,
] as const;

const SMALLEST = SCREEN_STEPS[0];
const LARGEST = SCREEN_STEPS[SCREEN_STEPS.length - 1] ?? SMALLEST;

/**
 * The screen width rounded up to the next step; widths above the largest step (and NaN, an
 * unknown screen, where a sharp image beats a blurry one) give the largest, 0 or less the smallest.
 */
export function nextScreenStep(width: number): number {
  if (typeof width !== 'number' || Number.isNaN(width)) return LARGEST;
  return SCREEN_STEPS.find((step) => step >= width) ?? LARGEST;
}
