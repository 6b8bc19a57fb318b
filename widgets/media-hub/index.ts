import type { WidgetDefinition } from '../../src/kernel/types';
import type { MediaHubOptions } from './schema';

export const mediaHub: WidgetDefinition<MediaHubOptions> = {
  name: 'media-hub',
  // Main content on the media pages, lower down on others: visible fires at once when it is
  // in view, and saves the download when it never comes into view.
  defaultStrategy: 'visible',
  needs: ['mediaServiceUrl', 'feedGroups'],
  load: () => import('./MediaHub'),
};
