// The home-screen prompt's contract with the CMS and the browser (see README.md). The body
// class it needs is in index.ts: this module is part of the widget's chunk, and one that the
// boot chunk imported too would become a chunk of its own, fetched by every page.

/**
 * Optional copy overrides on the widget element, so the CMS can word or translate the prompt;
 * each falls back to the English default of the same name in HomeScreenPrompt.tsx.
 */
export const COPY_ATTRS = {
  title: 'data-prompt-title',
  text: 'data-prompt-text',
  install: 'data-prompt-install',
  dismiss: 'data-prompt-dismiss',
  iosShare: 'data-prompt-ios-share',
  iosAdd: 'data-prompt-ios-add',
} as const;

export type CopyKey = keyof typeof COPY_ATTRS;

/** localStorage key of the show history; the version changes if its shape ever does. */
export const HISTORY_KEY = 'wgt-home-screen-prompt:v1';

/** A page URL with this query parameter forgets the history first (testing aid). */
export const RESET_PARAM = 'resetHomeScreenPrompt';
