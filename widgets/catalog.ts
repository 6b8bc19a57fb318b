import type { AnyWidgetDefinition } from '../src/kernel/types';
import { calendar } from './calendar';
import { footer } from './footer';
import { header } from './header';
import { homeScreenPrompt } from './home-screen-prompt';
import { landingIntro } from './landing-intro';
import { mediaHub } from './media-hub';
import { menu } from './menu';
import { popups } from './popups';

/** Every widget the bundle knows. Each definition is tiny; its code loads on demand. */
export const catalog: readonly AnyWidgetDefinition[] = [
  header,
  menu,
  landingIntro,
  footer,
  homeScreenPrompt,
  mediaHub,
  calendar,
  popups,
];
