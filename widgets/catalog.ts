import type { AnyWidgetDefinition } from '../src/mount/define';
import { calendar } from './calendar';
import { footer } from './footer';
import { homeScreenPrompt } from './home-screen-prompt';
import { mediaHub } from './media-hub';

/** Every widget the bundle knows. Each definition is tiny; its code loads on demand. */
export const catalog: readonly AnyWidgetDefinition[] = [
  footer,
  homeScreenPrompt,
  mediaHub,
  calendar,
];
