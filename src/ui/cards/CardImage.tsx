import { LazyImage } from '../LazyImage';
import type { CardProps } from './StoryCard';

type Props = Pick<CardProps, 'item' | 'settings' | 'priority' | 'shownWidth'> & { width: number };

/** A card's image box, `width` wide and 3:2: the shape the image service answers. */
export function CardImage({ item, settings, width, priority, shownWidth }: Props) {
  return (
    <span className="wgt-card__media">
      <LazyImage
        className="wgt-card__image"
        src={item.Image}
        width={width}
        height={Math.round((width * 2) / 3)}
        imageService={settings.imageService}
        defaultImage={settings.defaultImage}
        priority={priority}
        shownWidth={shownWidth}
      />
    </span>
  );
}
