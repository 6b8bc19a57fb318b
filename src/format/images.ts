import { encodeComponent, isHttpOrSitePath } from './safe-url';

/** Image-service widths of spec section 9. */
export const STORY_CARD_IMAGE_WIDTH = 360;
export const EVENT_CARD_IMAGE_WIDTH = 720;
export const DEFAULT_IMAGE_WIDTH = 250;

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
