import type { AnyWidgetDefinition } from '../src/mount/define';
import { footer } from './footer';
import { homeScreenPrompt } from './home-screen-prompt';

/** Every widget the bundle knows. Each definition is tiny; its code loads on demand. */
export const catalog: readonly AnyWidgetDefinition[] = [footer, homeScreenPrompt];
