import { defineWidget } from '../../src/mount/define';

export const header = defineWidget({
  name: 'header',
  // The first thing every visitor sees and uses: the menu button must work at once.
  defaultStrategy: 'eager',
  load: () => import('./Header'),
});
