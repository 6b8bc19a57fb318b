import type { ExtendedMediaItem } from '../../../src/media/types';
import { baseUrl } from './browser';

/** A call's answer straight from the demo's media service (JSONP answered as `cb(...)`). */
export async function serviceAnswer(call: string, query: Record<string, string>): Promise<unknown> {
  const url = new URL(`/media-service/${call}`, baseUrl());
  url.search = new URLSearchParams({ ...query, callback: 'cb' }).toString();
  const body = await (await fetch(url)).text();
  return JSON.parse(body.slice(body.indexOf('(') + 1, body.lastIndexOf(')')));
}

/**
 * Extended items of `feedIds` as the service lists them (up to 1000): coming events only,
 * unless `pastEvents` asks for past ones too (the default answer, then the rest of the
 * timeline's, IsTimeline=true).
 */
export async function serviceItems(
  feedIds: readonly number[],
  { pastEvents = false } = {},
): Promise<ExtendedMediaItem[]> {
  const list = (more: Record<string, string> = {}) =>
    serviceAnswer('GetMediaItems', {
      FeedIds: feedIds.join(','),
      take: '1000',
      IsExtended: 'true',
      ...more,
    }) as Promise<ExtendedMediaItem[]>;
  const items = await list();
  if (!pastEvents) return items;
  const known = new Set(items.map((item) => item.Id));
  return [...items, ...(await list({ IsTimeline: 'true' })).filter((item) => !known.has(item.Id))];
}
