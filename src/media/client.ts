import type { Logger } from '../kernel/types';
import { jsonp } from './jsonp';
import { buildUrl, type ParamValue } from './request';
import {
  extendedMediaItem,
  feedDetails,
  mediaItem,
  parseJson,
  parseList,
  parseOne,
  photoSet,
  suggestion,
  token,
} from './schema';
import type { ExtendedMediaItem, FeedDetails, ItemType, MediaItem, PhotoSet } from './types';

export type Transport = (
  url: string,
  options: { timeoutMs?: number; signal?: AbortSignal },
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

type Ids = readonly number[];

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

export type MediaClient = ReturnType<typeof createMediaClient>;

/**
 * The eight calls of spec section 7. Every call rejects with MediaRequestError (see ./error)
 * and takes an optional AbortSignal.
 */
export function createMediaClient({
  baseUrl,
  timeoutMs,
  transport = jsonp,
  log,
}: MediaClientOptions) {
  // An ASP.NET service may answer any call with a JSON string of its value, not only the two
  // calls spec section 7 names: every answer goes through parseJson.
  const get = async (call: string, params: Record<string, ParamValue>, options: CallOptions = {}) =>
    parseJson(
      call,
      await transport(buildUrl(baseUrl, call, params), { timeoutMs, signal: options.signal }),
    );

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
    /** GetAplicationToken (the service's spelling). */
    async getApplicationToken(q: { FeedType: ItemType }, options?: CallOptions): Promise<string> {
      const call = 'GetAplicationToken';
      // The token's shape is not known (spec section 7): a JSON string of a string is read as
      // that string; a bare token that is no JSON is taken as it is.
      const answer = await transport(buildUrl(baseUrl, call, { FeedType: q.FeedType }), {
        timeoutMs,
        signal: options?.signal,
      });
      let value = answer;
      try {
        value = typeof answer === 'string' ? JSON.parse(answer) : answer;
      } catch {}
      return parseOne(call, token, value, log);
    },

    async getMediaFeedDetails(q: { FeedIds: Ids }, options?: CallOptions): Promise<FeedDetails[]> {
      const call = 'GetMediaFeedDetails';
      return parseList(call, feedDetails, await get(call, { FeedIds: q.FeedIds }, options), log);
    },

    async getMediaItems<Extended extends boolean = false>(
      q: MediaItemsQuery<Extended>,
      options?: CallOptions,
    ): Promise<MediaItems<Extended>> {
      const call = 'GetMediaItems';
      const answer = await get(call, itemParams(q), options);
      return parseList(call, itemSchema(q), answer, log) as MediaItems<Extended>;
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
      return parseList(
        call,
        itemSchema(q),
        await get(call, params, options),
        log,
      ) as MediaItems<Extended>;
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
