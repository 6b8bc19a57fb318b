import type { WidgetDefinition } from '../../src/kernel/types';

export const footer: WidgetDefinition = {
  name: 'footer',
  // The footer sits at the bottom of every page: no need to load it before it nears view.
  defaultStrategy: 'visible',
  load: () => import('./Footer'),
};
