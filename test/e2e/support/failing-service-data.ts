import { join } from 'node:path';
import { build } from 'esbuild';
import type { Logger } from '../../../src/kernel/types';
import type { MediaRequestError } from '../../../src/media/error';
import type { createFullMediaClient } from '../../support/full-media-client';
import type { Settled } from './failing-service-harness';

/** Runs in the page: the media hub's state (Retry, its empty state, cards) or null. */
export function mediaHubSettled(): Settled | null {
  const root = document.querySelector('[data-widget="media-hub"] [data-widget-root]');
  if ([...(root?.querySelectorAll('button') ?? [])].some((b) => b.textContent === 'Retry'))
    return 'retry';
  if (root?.querySelector('.wgt-media-hub__empty')) return 'empty';
  return root?.querySelector('.wgt-card') ? 'content' : null;
}

/** What the bundle of bundleMediaClient() puts on `window`. */
export interface MediaUnderTest {
  mediaUnderTest: {
    createFullMediaClient: typeof createFullMediaClient;
    MediaRequestError: typeof MediaRequestError;
    /** The bundle's logger, as widgets hand it to the client. */
    log: Logger;
  };
}

/**
 * src/media/client.ts bundled from source, as a module script that sets
 * `window.mediaUnderTest` (MediaUnderTest): the client in a page without widgets.
 */
export async function bundleMediaClient(): Promise<string> {
  const bundle = await build({
    stdin: {
      contents: `import { createFullMediaClient } from './test/support/full-media-client';
import { MediaRequestError } from './src/media/error';
import { log } from './src/kernel/log';
window.mediaUnderTest = { createFullMediaClient, MediaRequestError, log };`,
      resolveDir: join(import.meta.dirname, '../../..'),
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'esm',
  });
  const text = bundle.outputFiles[0]?.text;
  if (!text) throw new Error('esbuild gave no bundle of the media client');
  return text;
}
