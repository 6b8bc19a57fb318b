import { DEFAULT_TIME_ZONE } from '../../format/instant';
import type { WidgetsConfig } from '../../kernel/types';
import type { ImageSettings } from '../LazyImage';

/** What every card needs from the page config: images and the zone dates are shown in. */
export interface CardSettings extends ImageSettings {
  timeZone: string;
}

export function cardSettings(config: Partial<WidgetsConfig>): CardSettings {
  return {
    imageService: config.imageServiceUrl ?? '',
    defaultImage: config.defaultImage ?? '',
    timeZone: config.timeZone ?? DEFAULT_TIME_ZONE,
  };
}

/** Card heading level: a card list under the page's h1 uses 2, one under an h2 uses 3, ... */
export type HeadingLevel = 2 | 3 | 4;
