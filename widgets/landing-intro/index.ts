import type { WidgetDefinition } from '../../src/kernel/types';

export const landingIntro: WidgetDefinition = {
  name: 'landing-intro',
  // The intro plays at once: its copy must take over early in the animation.
  defaultStrategy: 'eager',
  load: () => import('./LandingIntro'),
};
