import {
  type CallOptions,
  createMediaClient,
  type MediaClientOptions,
} from '../../src/media/client';
import { jsonp } from '../../src/media/jsonp';
import { buildUrl, type ParamValue } from '../../src/media/request';
import { parseJson, parseList, parseOne, refuse, type Schema } from '../../src/media/schema';
import { ITEM_TYPES, type ItemType } from '../../src/media/types';
import { wholeNumber } from '../../src/media/wire';

/** GetMediaFeedDetails answer entry. */
export interface FeedDetails {
  FeedId: number;
  FeedType: ItemType;
}

const feedDetails: Schema<FeedDetails> = (raw) => {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) refuse('not an object');
  const entry = raw as Record<string, unknown>;
  const type = `${entry.FeedType}`.trim() as ItemType;
  return {
    FeedId: wholeNumber(entry.FeedId) ?? refuse('FeedId is not a whole number'),
    FeedType: ITEM_TYPES.includes(type) ? type : refuse('unknown ItemType'),
  };
};

const token: Schema<string> = (raw) =>
  typeof raw === 'string' && raw !== '' ? raw : refuse('not a token');

/**
 * All eight calls of spec section 7, for the tests that drive the service: the widgets' six
 * (src/media/client.ts) and the two no widget makes, GetAplicationToken and GetMediaFeedDetails.
 */
export function createFullMediaClient(client: MediaClientOptions) {
  const { baseUrl, timeoutMs, transport = jsonp, log } = client;
  /** A call's raw answer, as the transport gives it. */
  const raw = (call: string, params: Record<string, ParamValue>, options: CallOptions = {}) =>
    transport(buildUrl(baseUrl, call, params), { timeoutMs, signal: options.signal });
  return {
    ...createMediaClient(client),

    /** GetAplicationToken (the service's spelling). */
    async getApplicationToken(q: { FeedType: ItemType }, options?: CallOptions): Promise<string> {
      const call = 'GetAplicationToken';
      // The token's shape is not known (spec section 7): a JSON string of a string is read as
      // that string; a bare token that is no JSON is taken as it is.
      const answer = await raw(call, { FeedType: q.FeedType }, options);
      let value = answer;
      try {
        value = typeof answer === 'string' ? JSON.parse(answer) : answer;
      } catch {}
      return parseOne(call, token, value, log);
    },

    async getMediaFeedDetails(
      q: { FeedIds: readonly number[] },
      options?: CallOptions,
    ): Promise<FeedDetails[]> {
      const call = 'GetMediaFeedDetails';
      const answer = parseJson(call, await raw(call, { FeedIds: q.FeedIds }, options));
      return parseList(call, feedDetails, answer, log);
    },
  };
}
