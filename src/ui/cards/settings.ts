import { DEFAULT_TIME_ZONE } from '../../format/instant';
import type { WidgetsConfig } from '../../kernel/types';

/** What every card needs from the page config: images and the zone dates are shown in. */
export interface CardSettings {
  /** Image-service endpoint (config imageServiceUrl); '' serves the source unresized. */
  imageService: string;
  /** Shown when the item has no usable image or its image fails (config defaultImage). */
  defaultImage: string;
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
