import { isHttpOrSitePath } from './safe-url';

// The pop-ups' image rules, apart from ./images: every card loads that module (the media pages'
// first load, which has no room for code it never runs), and only the event pop-up (its image)
// and the news pop-up (its zoomed image) need these.

/** Width the image service resizes event pop-up images to (spec section 7). */
export const EVENT_IMAGE_WIDTH = 1000;

/**
 * Event pop-up image (spec section 7): the image's own URL with command_1=resize&width_1=1000
 * appended as its query (before any '#fragment'); '' for an unsafe or missing URL.
 */
export function eventImageUrl(src: unknown): string {
  if (!isHttpOrSitePath(src)) return '';
  const source = src.trim();
  const hashAt = source.indexOf('#');
  const base = hashAt === -1 ? source : source.slice(0, hashAt);
  const fragment = hashAt === -1 ? '' : source.slice(hashAt);
  const separator = !base.includes('?') ? '?' : /[?&]$/.test(base) ? '' : '&';
  return `${base}${separator}command_1=resize&width_1=${EVENT_IMAGE_WIDTH}${fragment}`;
}

/** Widths asked by shownImageWidth are whole steps of this many pixels. */
export const SHOWN_WIDTH_STEP = 100;

/**
 * The width to ask the image service for, for an image shown `shownWidth` CSS pixels wide on a
 * screen of `pixelRatio`: its device pixels, rounded up to a whole SHOWN_WIDTH_STEP so that
 * visitors with nearby screens share the service's cache. Neither stretched (a 720px file zoomed
 * to 1055px) nor far larger than shown. (Not the screen steps of screen-steps.ts: importing them
 * here split them into a chunk of their own, one more request on every media page.)
 */
export function shownImageWidth(shownWidth: number, pixelRatio = 1): number {
  const ratio = Number.isFinite(pixelRatio) && pixelRatio > 0 ? pixelRatio : 1;
  const width = Number.isFinite(shownWidth) && shownWidth > 0 ? shownWidth : 0;
  return Math.max(1, Math.ceil((width * ratio) / SHOWN_WIDTH_STEP)) * SHOWN_WIDTH_STEP;
}
