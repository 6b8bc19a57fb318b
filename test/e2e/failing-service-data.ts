import { join } from 'node:path';
import { build } from 'esbuild';
import type { createMediaClient } from '../../src/media/client';
import type { MediaRequestError } from '../../src/media/error';
import type { ExtendedMediaItem } from '../../src/media/types';
import { baseUrl } from './browser';
import type { Settled } from './failing-service-harness';

/** A call's answer straight from the demo's media service (JSONP answered as `cb(...)`). */
export async function serviceAnswer(call: string, query: Record<string, string>): Promise<unknown> {
  const url = new URL(`/media-service/${call}`, baseUrl());
  url.search = new URLSearchParams({ ...query, callback: 'cb' }).toString();
  const body = await (await fetch(url)).text();
  return JSON.parse(body.slice(body.indexOf('(') + 1, body.lastIndexOf(')')));
}

/** Extended items of `feedIds`, as the service lists them. */
export async function serviceItems(feedIds: readonly number[]): Promise<ExtendedMediaItem[]> {
  return (await serviceAnswer('GetMediaItems', {
    FeedIds: feedIds.join(','),
    take: '100',
    IsExtended: 'true',
  })) as ExtendedMediaItem[];
}

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
    createMediaClient: typeof createMediaClient;
    MediaRequestError: typeof MediaRequestError;
  };
}

/**
 * src/media/client.ts bundled from source, as a module script that sets
 * `window.mediaUnderTest` (MediaUnderTest): the client in a page without widgets.
 */
export async function bundleMediaClient(): Promise<string> {
  const bundle = await build({
    stdin: {
      contents: `import { createMediaClient } from './src/media/client';
import { MediaRequestError } from './src/media/error';
window.mediaUnderTest = { createMediaClient, MediaRequestError };`,
      resolveDir: join(import.meta.dirname, '../..'),
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
