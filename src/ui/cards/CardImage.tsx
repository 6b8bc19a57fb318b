import { useState } from 'react';
import { cardImageUrl } from '../../format/images';
import type { CardProps } from './StoryCard';

type Props = Pick<CardProps, 'item' | 'settings' | 'priority' | 'shownWidth'> & {
  /** Width asked of the image service, and the intrinsic size the browser reserves. */
  width: number;
};

/**
 * A card's image box, `width` wide and 3:2 (the shape the image service answers). The item's
 * image (untrusted, checked by cardImageUrl) comes through the image service, loaded lazily
 * unless the card is a priority, with width and height set so the box is reserved before it
 * arrives (no layout shift). Decorative: the card's title already names it. A missing, unsafe
 * or failing image shows the default image instead; a failing default image is left as is (no
 * retry loop). When the card's shown width at the screen's pixel ratio is more than `width`,
 * the image service is asked for twice `width`. (Not srcset and sizes: Chromium then kept
 * every removed card alive, the leak test found.)
 */
export function CardImage({ item, settings, width, priority = false, shownWidth = 0 }: Props) {
  const { imageService, defaultImage } = settings;
  const [failed, setFailed] = useState(false);
  const asked = shownWidth * devicePixelRatio > width ? 2 * width : width;
  const wanted = cardImageUrl(item.Image, { service: imageService, defaultImage, width: asked });
  const url = failed || !wanted ? defaultImage : wanted;
  return (
    <span className="wgt-card__media">
      <img
        className="wgt-card__image"
        src={url || undefined}
        alt=""
        width={width}
        height={Math.round((width * 2) / 3)}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        onError={() => {
          if (url !== defaultImage) setFailed(true);
        }}
      />
    </span>
  );
}
