import type { WidgetDefinition } from '../../src/kernel/types';

export const menu: WidgetDefinition = {
  name: 'menu',
  // Hidden until the header's menu button opens it: its code loads on the first sign of intent
  // (hover, focus, touch on the button, whose aria-controls names the menu), which comes before
  // the click. A visitor who never goes near the menu never downloads it (landing page budget).
  // A click that beats the download still opens the menu: the header sets headerOpened in the
  // store and the menu opens as it mounts.
  defaultStrategy: 'interaction',
  load: () => import('./Menu'),
};
