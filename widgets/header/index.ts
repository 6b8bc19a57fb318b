import type { WidgetDefinition } from '../../src/kernel/types';

export const header: WidgetDefinition = {
  name: 'header',
  // The first thing every visitor sees and uses: the menu button must work at once.
  defaultStrategy: 'eager',
  load: () => import('./Header'),
};
