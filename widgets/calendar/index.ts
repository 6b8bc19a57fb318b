import { defineWidget } from '../../src/mount/define';
import { readCalendarOptions } from './schema';

export const calendar = defineWidget({
  name: 'calendar',
  defaultStrategy: 'visible',
  needs: ['mediaServiceUrl', 'feedGroups'],
  options: readCalendarOptions,
  load: () => import('./Calendar'),
});
