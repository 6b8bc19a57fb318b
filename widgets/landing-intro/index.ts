import type { WidgetDefinition } from '../../src/kernel/types';

export const landingIntro: WidgetDefinition = {
  name: 'landing-intro',
  // The intro plays at once: its copy must take over early in the animation.
  defaultStrategy: 'eager',
  // The background image is the page's largest paint on a phone: sized and asked for before
  // the first frame, from a small chunk without React.
  early: (element) =>
    import('./background').then(({ showBackgroundFirst }) => showBackgroundFirst(element)),
  load: () => import('./LandingIntro'),
};
