import { MediaRequestError } from './error';
import { type Flight, join } from './flight';
import type { JsonpOptions } from './jsonp';

const inFlight = new Map<string, Flight>();

/**
 * GET `url` as JSON: the transport for a route of the site's own that answers the media calls
 * (the WordPress plugin's), with the JSONP transport's contract (./jsonp.ts): identical requests
 * in flight share one fetch, each caller's AbortSignal detaches that caller (the fetch is
 * cancelled when the last has left), and it rejects with MediaRequestError 'timeout' (no whole
 * answer within `timeoutMs`, body included), 'network' (no answer, or an HTTP status other than
 * 2xx), 'invalid' (a body that is no JSON) or 'aborted'. Asked without cookies: the answer is
 * the same for every visitor, so a page cache or CDN may keep it, and a logged-in person's
 * session never reaches the route.
 */
export function fetchJson(url: string, options: JsonpOptions = {}): Promise<unknown> {
  const { timeoutMs = 10_000, signal } = options;
  const key = new URL(url, document.baseURI).href;
  const aborted = () =>
    new MediaRequestError('aborted', `JSON aborted: ${key}`, { cause: signal?.reason });
  if (signal?.aborted) return Promise.reject(aborted());
  return join(inFlight.get(key) ?? start(key, timeoutMs), signal, aborted);
}

function start(key: string, timeoutMs: number): Flight {
  const controller = new AbortController();
  const fail = (reason: MediaRequestError['reason'], why: string, cause?: unknown) =>
    new MediaRequestError(reason, `JSON ${why}: ${key}`, { cause });
  // The first outcome wins: the answer, its failure, the time limit or the last caller leaving.
  let settle: (error: MediaRequestError) => void = () => {};
  const ask = (): Promise<unknown> =>
    fetch(key, { credentials: 'omit', signal: controller.signal }).then(async (response) => {
      // 503 with Retry-After: the route's server is reading the service for this question just
      // now (its first asker); asked again after the delay, within the same time limit.
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
        throw fail('invalid', 'answer is no JSON', error);
      }
    });
  const promise = new Promise<unknown>((resolve, reject) => {
    settle = reject;
    ask().then(resolve, (error: unknown) =>
      reject(error instanceof MediaRequestError ? error : fail('network', 'no answer', error)),
    );
  }).finally(() => {
    clearTimeout(timer);
    if (inFlight.get(key) === flight) inFlight.delete(key);
  });
  const stop = (error: MediaRequestError) => {
    settle(error);
    controller.abort();
  };
  const timer = setTimeout(
    () => stop(fail('timeout', `no answer after ${timeoutMs} ms`)),
    timeoutMs,
  );
  const flight: Flight = { promise, callers: 0, cancel: () => stop(fail('aborted', 'cancelled')) };
  inFlight.set(key, flight);
  return flight;
}
