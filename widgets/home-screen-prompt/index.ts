import type { WidgetDefinition } from '../../src/kernel/types';
import { captureInstallPrompt, type EarlyCapture } from './early-capture';

/** The widget runs only on pages whose body carries this class (spec: the parents area). */
export const PARENTS_AREA_CLASS = 'parents-area';

export interface HomeScreenPromptOptions {
  early: EarlyCapture;
}

export const homeScreenPrompt: WidgetDefinition<HomeScreenPromptOptions> = {
  name: 'home-screen-prompt',
  // Eager: the install event can fire soon after load, and the prompt is the page's purpose.
  defaultStrategy: 'eager',
  options: () => {
    // The markup belongs on parents-area pages only; anywhere else the chunk is not loaded.
    if (!document.body.classList.contains(PARENTS_AREA_CLASS)) {
      throw new Error(`the page body lacks the class "${PARENTS_AREA_CLASS}"`);
    }
    return { early: captureInstallPrompt() };
  },
  load: () => import('./HomeScreenPrompt'),
};
