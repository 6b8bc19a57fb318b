import { defineWidget } from '../../src/mount/define';

export const calendar = defineWidget({
  name: 'calendar',
  defaultStrategy: 'visible',
  needs: ['mediaServiceUrl', 'feedGroups'],
  load: () => import('./Calendar'),
});
