import type { WidgetDefinition } from '../../src/kernel/types';

export const popups: WidgetDefinition = {
  name: 'popups',
  // Cards must find the host ready by the time a visitor clicks one, but nothing of it is
  // needed for the first paint: idle. Its first-load part is tiny; the dialog and each kind of
  // pop-up are chunks of their own, fetched on the first open (Popups.tsx, Host.tsx).
  defaultStrategy: 'idle',
  needs: ['mediaServiceUrl'],
  load: () => import('./Popups'),
};
