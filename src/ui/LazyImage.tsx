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
   * The width the image is shown at (CSS px), once its list has measured it: when that at the
   * screen's pixel ratio is more than `width`, the image service is asked for twice `width`.
   * (Not srcset and sizes: Chromium then kept every removed card alive, the leak test found.)
   */
  shownWidth?: number;
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
  shownWidth = 0,
}: Props) {
  const [failed, setFailed] = useState(false);
  const asked = shownWidth * devicePixelRatio > width ? 2 * width : width;
  const wanted = cardImageUrl(src, { service: imageService, defaultImage, width: asked });
  const url = failed || !wanted ? defaultImage : wanted;
  return (
    <img
      className={className}
      src={url || undefined}
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
