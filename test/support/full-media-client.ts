import {
  type CallOptions,
  createMediaClient,
  getter,
  type MediaClientOptions,
  rawGetter,
} from '../../src/media/client';
import { feedDetails, parseList, parseOne, token } from '../../src/media/schema';
import type { FeedDetails, ItemType } from '../../src/media/types';

/**
 * All eight calls of spec section 7, for the tests that drive the service: the widgets' six
 * (src/media/client.ts) and the two no widget makes, GetAplicationToken and GetMediaFeedDetails.
 */
export function createFullMediaClient(client: MediaClientOptions) {
  const get = getter(client);
  return {
    ...createMediaClient(client),

    /** GetAplicationToken (the service's spelling). */
    async getApplicationToken(q: { FeedType: ItemType }, options?: CallOptions): Promise<string> {
      const call = 'GetAplicationToken';
      // The token's shape is not known (spec section 7): a JSON string of a string is read as
      // that string; a bare token that is no JSON is taken as it is.
      const answer = await rawGetter(client)(call, { FeedType: q.FeedType }, options);
      let value = answer;
      try {
        value = typeof answer === 'string' ? JSON.parse(answer) : answer;
      } catch {}
      return parseOne(call, token, value, client.log);
    },

    async getMediaFeedDetails(
      q: { FeedIds: readonly number[] },
      options?: CallOptions,
    ): Promise<FeedDetails[]> {
      const call = 'GetMediaFeedDetails';
      const answer = await get(call, { FeedIds: q.FeedIds }, options);
      return parseList(call, feedDetails, answer, client.log);
    },
  };
}
