import { useState } from 'react';
import { cardImageUrl } from '../format/images';

export interface ImageSettings {
  /** Image-service endpoint (config imageServiceUrl); '' serves the source unresized. */
  imageService: string;
  /** Shown when the item has no usable image or its image fails (config defaultImage). */
  defaultImage: string;
}

interface Props extends ImageSettings {
  /** The item's own image URL: untrusted, checked by cardImageUrl. */
  src: unknown;
  /** Width asked of the image service, and the intrinsic size the browser reserves. */
  width: number;
  height: number;
  /** '' for a decorative image (a card's title already names it). */
  alt?: string;
  className?: string;
  /** In the first row of its list: loaded at once, before other images (LCP). */
  priority?: boolean;
  /**
   * The rendered width (`sizes`), once the list has measured it: then the image service is
   * asked for `width` and twice it (`srcset`), and the browser takes what the screen needs.
   */
  sizes?: string;
}

/**
 * An image through the image service, loaded lazily unless it is a priority, with width and
 * height set so the box is reserved before it arrives (no layout shift). A missing, unsafe or
 * failing image shows the default image instead; a failing default image is left as is (no
 * retry loop).
 */
export function LazyImage({
  src,
  width,
  height,
  alt = '',
  className,
  imageService,
  defaultImage,
  priority = false,
  sizes,
}: Props) {
  const [failed, setFailed] = useState(false);
  const sized = (w: number) => cardImageUrl(src, { service: imageService, defaultImage, width: w });
  const wanted = sized(width);
  const url = failed || !wanted ? defaultImage : wanted;
  // Only the image service resizes: the item's own image or the default has one size.
  const srcSet =
    sizes && url === wanted && imageService
      ? `${wanted} ${width}w, ${sized(2 * width)} ${2 * width}w`
      : undefined;
  return (
    <img
      className={className}
      src={url || undefined}
      srcSet={srcSet}
      sizes={srcSet && sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => {
        if (url !== defaultImage) setFailed(true);
      }}
    />
  );
}
