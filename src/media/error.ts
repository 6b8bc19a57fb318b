/**
 * Why a media-service call failed:
 * - `timeout`: no answer within the time limit;
 * - `network`: the script failed to load (HTTP 4xx/5xx, DNS, blocked by CSP, ...);
 * - `aborted`: the caller's AbortSignal fired;
 * - `invalid`: an answer came but is not what the call expects (not JSONP for our callback,
 *   a JSON string that does not parse, a shape that does not validate).
 */
export type MediaErrorReason = 'timeout' | 'network' | 'aborted' | 'invalid';

/** The one error type every media call rejects with; branch on `reason`. */
export class MediaRequestError extends Error {
  override readonly name = 'MediaRequestError';
  readonly reason: MediaErrorReason;

  constructor(reason: MediaErrorReason, message: string, options?: ErrorOptions) {
    super(message, options);
    this.reason = reason;
  }
}
