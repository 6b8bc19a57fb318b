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
