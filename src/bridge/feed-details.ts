// GetMediaFeedDetails (spec section 7) for the widget inspector, through the media client's
// transports (JSONP, or JSON from a route of the site by the config's mediaTransport), URL and
// errors (src/media). Its reader keeps what src/media/schema.ts's feedDetails would not: a
// FeedType the widgets do not know, and an empty one for a FeedType it cannot read, so that the
// inspector can say which.
import { MediaRequestError } from '../media/error';
import { fetchJson } from '../media/fetch-json';
import { jsonp } from '../media/jsonp';
import { buildUrl } from '../media/request';
import { parseJson } from '../media/schema';

/** One entry of the answer: a FeedId and its FeedType as the service names it ('' unreadable). */
export interface ServiceFeed {
  FeedId: number;
  FeedType: string;
}

const CALL = 'GetMediaFeedDetails';

/** GetMediaFeedDetails?FeedIds=… of the media service at `baseUrl`; rejects with MediaRequestError. */
export function askFeedDetails(
  baseUrl: string,
  ids: readonly number[],
  { signal, timeoutMs, json }: { signal: AbortSignal; timeoutMs: number; json?: boolean },
): Promise<ServiceFeed[]> {
  const transport = json ? fetchJson : jsonp;
  return transport(feedDetailsUrl(baseUrl, ids), { signal, timeoutMs }).then(readFeedDetails);
}

/** The call's address (src/media/request.ts's buildUrl). */
export const feedDetailsUrl = (baseUrl: string, ids: readonly number[]): string =>
  buildUrl(baseUrl, CALL, { FeedIds: ids });

/** The entries of an answer; rejects ('invalid') when it is not a list (or a JSON string of one). */
export function readFeedDetails(answer: unknown): ServiceFeed[] {
  const value = parseJson(CALL, answer);
  if (!Array.isArray(value)) {
    throw new MediaRequestError('invalid', 'the answer is not a list');
  }
  return value.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { FeedId, FeedType } = entry as Record<string, unknown>;
    const id = typeof FeedId === 'string' && FeedId.trim() !== '' ? Number(FeedId) : FeedId;
    if (typeof id !== 'number' || !Number.isSafeInteger(id)) return [];
    return [{ FeedId: id, FeedType: typeof FeedType === 'string' ? FeedType.trim() : '' }];
  });
}
