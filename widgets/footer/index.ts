import { defineWidget } from '../../src/mount/define';

export const footer = defineWidget({
  name: 'footer',
  // The footer sits at the bottom of every page: no need to load it before it nears view.
  defaultStrategy: 'visible',
  load: () => import('./Footer'),
});
