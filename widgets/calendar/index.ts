import type { WidgetDefinition } from '../../src/kernel/types';
import type { CalendarOptions } from './schema';

export const calendar: WidgetDefinition<CalendarOptions> = {
  name: 'calendar',
  defaultStrategy: 'visible',
  needs: ['mediaServiceUrl', 'feedGroups'],
  load: () => import('./Calendar'),
};
