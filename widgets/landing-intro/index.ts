import { defineWidget } from '../../src/mount/define';

export const landingIntro = defineWidget({
  name: 'landing-intro',
  // The intro plays at once: its copy must take over early in the animation.
  defaultStrategy: 'eager',
  load: () => import('./LandingIntro'),
});
