import type { MediaRequestError } from './error';
import type { Flight, fly as Fly, TransportOptions } from './flight';

/**
 * What this chunk takes from the media chunk, given by its caller (./repository.ts): importing
 * them would move them out of the media chunk into a chunk of their own, one request more on
 * every media page.
 */
export interface Shared {
  fly: typeof Fly;
  MediaRequestError: typeof MediaRequestError;
}

const flights = new Map<string, Flight>();

/**
 * GET `url` as JSON: the transport for a route of the site's own that answers the media calls
 * (the WordPress plugin's), with the JSONP transport's contract (./flight.ts: identical requests
 * share one fetch, each caller may leave by its signal). Rejects with MediaRequestError
 * 'timeout' (no whole answer within `timeoutMs`, body included), 'network' (no answer, or an
 * HTTP status other than 2xx), 'invalid' (a body that is no JSON) or 'aborted'. A 503 with
 * Retry-After (the route is reading the service for this question just now, for its first
 * asker) is asked again after it, within the same time limit. Asked without cookies: the
 * answer is the same for every visitor, so a page cache or CDN may keep it, and a logged-in
 * person's session never reaches the route.
 */
export const fetchJson = (url: string, options: TransportOptions, shared: Shared) =>
  shared.fly(flights, url, options, (target, timeoutMs) => start(target, timeoutMs, shared));

function start(target: URL, timeoutMs: number, { MediaRequestError }: Shared): Flight {
  const key = target.href;
  const controller = new AbortController();
  const fail = (reason: MediaRequestError['reason'], why: string, cause?: unknown) =>
    new MediaRequestError(reason, `${why}: ${key}`, { cause });
  const ask = (): Promise<unknown> =>
    fetch(key, { credentials: 'omit', signal: controller.signal }).then(async (response) => {
      const after = response.status === 503 && response.headers.get('Retry-After');
      if (after) {
        await new Promise((resume) => setTimeout(resume, 1000 * (Number(after) || 1)));
        if (!controller.signal.aborted) return ask();
      }
      if (!response.ok) throw fail('network', `HTTP ${response.status}`);
      const body = await response.text();
      try {
        return JSON.parse(body) as unknown;
      } catch (error) {
        throw fail('invalid', 'no JSON', error);
      }
    });
  // The first outcome wins: the answer, its failure, the time limit or the last caller leaving.
  let stop: (error: MediaRequestError) => void = () => {};
  const promise = new Promise<unknown>((resolve, reject) => {
    stop = (error) => {
      reject(error);
      controller.abort();
    };
    ask().then(resolve, (error: unknown) =>
      reject(error instanceof MediaRequestError ? error : fail('network', 'no answer', error)),
    );
  }).finally(() => clearTimeout(timer));
  const timer = setTimeout(() => stop(fail('timeout', `no answer in ${timeoutMs} ms`)), timeoutMs);
  return { promise, callers: 0, cancel: () => stop(fail('aborted', 'cancelled')) };
}
