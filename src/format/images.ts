import { encodeComponent, isHttpOrSitePath } from './safe-url';

/** Image-service widths of spec section 9. */
export const STORY_CARD_IMAGE_WIDTH = 360;
export const EVENT_CARD_IMAGE_WIDTH = 720;
export const DEFAULT_IMAGE_WIDTH = 250;

/** Width the image service resizes event pop-up images to (spec section 7). */
export const EVENT_IMAGE_WIDTH = 1000;

/** Options of a card image: the image service URL and default image from the widget config. */
export interface CardImageOptions {
  service: string;
  defaultImage: string;
  width?: number;
}

/**
 * Card image URL through the image service (spec section 7):
 * `${service}?command_1=url&url_1=${src}&command_2=resize&width_2=${width}&default_1=${default}`.
 * An unsafe or missing src gives the default image, through the service at the same width like
 * any other image (a card without an image loaded the full default file, whatever the card's
 * size); without a service, or with no usable default, the default as it is. No service
 * configured gives the src unresized; a bad width gives DEFAULT_IMAGE_WIDTH.
 */
export function cardImageUrl(src: unknown, options: CardImageOptions): string {
  const { service, defaultImage } = options;
  if (!isHttpOrSitePath(src)) {
    return service && isHttpOrSitePath(defaultImage)
      ? cardImageUrl(defaultImage, options)
      : defaultImage;
  }
  const source = src.trim();
  if (!service) return source;
  const width =
    typeof options.width === 'number' && Number.isFinite(options.width) && options.width >= 1
      ? Math.round(options.width)
      : DEFAULT_IMAGE_WIDTH;
  return `${service}?command_1=url&url_1=${encodeComponent(source)}&command_2=resize&width_2=${width}&default_1=${encodeComponent(defaultImage)}`;
}

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
