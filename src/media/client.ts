import type { Logger } from '../kernel/types';
import { jsonp } from './jsonp';
import { buildUrl, type ParamValue } from './request';
import {
  extendedMediaItem,
  type ListReading,
  mediaItem,
  parseJson,
  parseList,
  parseOne,
  photoSet,
  suggestion,
} from './schema';
import type { ExtendedMediaItem, MediaItem, PhotoSet } from './types';

export type Transport = (
  url: string,
  options: { timeoutMs?: number; signal?: AbortSignal; long?: boolean },
) => Promise<unknown>;

export interface MediaClientOptions {
  /** The media service base URL, with or without a trailing slash. */
  baseUrl: string;
  timeoutMs?: number;
  /** Default: JSONP. */
  transport?: Transport;
  /** Where a dropped malformed entry is reported. */
  log: Logger;
}

export interface CallOptions {
  signal?: AbortSignal;
}

/** A list call's options: `onSlice` has the items read so far of a long answer (parseList). */
export type ListOptions<T> = CallOptions & ListReading<T>;

type Ids = readonly number[];

/** Items asked for above which an answer is long: a hub's page is 12, a year of events 1000. */
const LONG_LIST = 100;

/** GetMediaItems query; parameter names are the service's own (spec section 7). */
export interface MediaItemsQuery<Extended extends boolean = boolean> {
  FeedIds: Ids;
  skip: number;
  take: number;
  qFlickrDescription?: string | boolean;
  HasCategorys?: boolean;
  IsTimeline?: boolean;
  /** true: the items carry the extended fields (events). */
  IsExtended?: Extended;
  FirstNoOfItems?: number;
  SearchTags?: readonly string[];
}

export interface MediaItemsAdvancedQuery<Extended extends boolean = boolean>
  extends MediaItemsQuery<Extended> {
  Fields?: readonly string[];
  AndOr?: 'and' | 'or';
  FullText?: boolean;
  SearchExpression: string;
  /** Default 'no'. */
  OrderAll?: 'yes' | 'no';
}

export type MediaItems<Extended extends boolean> = Extended extends true
  ? ExtendedMediaItem[]
  : MediaItem[];

/** The calls the widgets make (the page's repository wraps these). */
export type MediaClient = ReturnType<typeof createMediaClient>;

/**
 * The six calls the widgets make. Every call rejects with MediaRequestError (see ./error) and
 * takes an optional AbortSignal. GetAplicationToken and GetMediaFeedDetails are not here: no
 * widget needs them (an item's answer carries its ItemType; the embeds are public players that
 * take no token), so the media pages' first load does not carry them. The tests that drive the
 * service add them (test/support/full-media-client.ts); the widget inspector asks
 * GetMediaFeedDetails through these transports (src/bridge/feed-details.ts). Which
 * GetMediaItems parameters the widgets send, and why not the others:
 *  - IsTimeline, FirstNoOfItems: the all-groups media hub (widgets/media-hub);
 *  - IsExtended: the calendar (widgets/calendar);
 *  - HasCategorys: related events, on GetMediaItemsClone (widgets/popups/kinds/event);
 *  - qFlickrDescription: not sent, nothing shows a photo set's description in a list (the
 *    pop-up reads the whole item with GetMediaItemDescription);
 *  - SearchTags: not sent, the spec has no tag page: hashtag links lead to the search
 *    expression page, whose GetMediaItemsAdvanced matches a #tag in the title or the Tags.
 */
export function createMediaClient({
  baseUrl,
  timeoutMs,
  transport = jsonp,
  log,
}: MediaClientOptions) {
  // An ASP.NET service may answer any call with a JSON string of its value, not only the two
  // calls spec section 7 names: every answer goes through parseJson.
  // A list of more than a hub's pages (a year of events) is a long answer (./flight.ts).
  const get = async (call: string, params: Record<string, ParamValue>, options?: CallOptions) => {
    const long = typeof params.take === 'number' && params.take > LONG_LIST;
    const url = buildUrl(baseUrl, call, params);
    return parseJson(call, await transport(url, { timeoutMs, signal: options?.signal, long }));
  };

  // One order for both item calls, so identical queries build identical URLs (shared in flight).
  const itemParams = (q: MediaItemsQuery) => ({
    FeedIds: q.FeedIds,
    skip: q.skip,
    take: q.take,
    qFlickrDescription: q.qFlickrDescription,
    HasCategorys: q.HasCategorys,
    IsTimeline: q.IsTimeline,
    IsExtended: q.IsExtended,
    FirstNoOfItems: q.FirstNoOfItems,
    SearchTags: q.SearchTags,
  });
  const itemSchema = (q: MediaItemsQuery) => (q.IsExtended ? extendedMediaItem : mediaItem);

  return {
    /** `onSlice`: the items read so far of a long answer (a year of events), as it is read. */
    async getMediaItems<Extended extends boolean = false>(
      q: MediaItemsQuery<Extended>,
      options: ListOptions<MediaItems<Extended>[number]> = {},
    ): Promise<MediaItems<Extended>> {
      const call = 'GetMediaItems';
      const { signal, onSlice } = options;
      const answer = await get(call, itemParams(q), { signal });
      const reading = { onSlice } as ListReading<unknown>;
      return (await parseList(call, itemSchema(q), answer, log, reading)) as MediaItems<Extended>;
    },

    /** The answer is a JSON string of an item list. */
    async getMediaItemsAdvanced<Extended extends boolean = false>(
      q: MediaItemsAdvancedQuery<Extended>,
      options?: CallOptions,
    ): Promise<MediaItems<Extended>> {
      const call = 'GetMediaItemsAdvanced';
      const params = {
        ...itemParams(q),
        Fields: q.Fields,
        AndOr: q.AndOr,
        FullText: q.FullText,
        SearchExpression: q.SearchExpression,
        OrderAll: q.OrderAll ?? 'no',
      };
      const answer = await get(call, params, options);
      return (await parseList(call, itemSchema(q), answer, log)) as MediaItems<Extended>;
    },

    async getSearchSuggestions(
      q: { FeedIds: Ids; SearchText: string; SearchTags?: readonly string[]; Count?: number },
      options?: CallOptions,
    ): Promise<string[]> {
      const call = 'GetMediaItemsSearchSuggestions';
      const params = {
        FeedIds: q.FeedIds,
        SearchText: q.SearchText,
        SearchTags: q.SearchTags,
        Count: q.Count ?? 10,
      };
      return parseList(call, suggestion, await get(call, params, options), log);
    },

    /** The newer variant of getSearchSuggestions: by search expression, 5 by default. */
    async getSearchSuggestionsByExpression(
      q: { FeedIds: Ids; SearchExpression: string; Count?: number },
      options?: CallOptions,
    ): Promise<string[]> {
      const call = 'GetMediaItemsSearchSuggestions';
      const params = {
        FeedIds: q.FeedIds,
        SearchExpression: q.SearchExpression,
        Count: q.Count ?? 5,
      };
      return parseList(call, suggestion, await get(call, params, options), log);
    },

    /** The answer is a JSON string of one extended item, or of null (no such item). */
    async getMediaItemDescription(
      q: { ItemId: number; FeedId: number },
      options?: CallOptions,
    ): Promise<ExtendedMediaItem | null> {
      const call = 'GetMediaItemDescription';
      const params = { ItemId: q.ItemId, FeedId: q.FeedId };
      const answer = await get(call, params, options);
      return answer === null ? null : parseOne(call, extendedMediaItem, answer, log);
    },

    /** Events for the related-events list: up to 1000, extended. */
    async getMediaItemsClone(
      q: { FeedIds: Ids; HasCategorys?: boolean },
      options?: CallOptions,
    ): Promise<ExtendedMediaItem[]> {
      const call = 'GetMediaItemsClone';
      const params = { FeedIds: q.FeedIds, skip: 0, take: 1000, HasCategorys: q.HasCategorys };
      return parseList(call, extendedMediaItem, await get(call, params, options), log);
    },

    /** null when the service knows no such set. */
    async getPhotosSet(
      q: { SetId: string | number },
      options?: CallOptions,
    ): Promise<PhotoSet | null> {
      const call = 'GetPhotosSet';
      const answer = await get(call, { SetId: q.SetId }, options);
      return answer === null ? null : parseOne(call, photoSet, answer, log);
    },
  };
}
