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
}

/**
 * An image through the image service, loaded lazily, with width and height set so the box is
 * reserved before it arrives (no layout shift). A missing, unsafe or failing image shows the
 * default image instead; a failing default image is left as is (no retry loop).
 */
export function LazyImage({
  src,
  width,
  height,
  alt = '',
  className,
  imageService,
  defaultImage,
}: Props) {
  const [failed, setFailed] = useState(false);
  const wanted = cardImageUrl(src, { service: imageService, defaultImage, width });
  const url = failed || !wanted ? defaultImage : wanted;
  return (
    <img
      className={className}
      src={url || undefined}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      onError={() => {
        if (url !== defaultImage) setFailed(true);
      }}
    />
  );
}
