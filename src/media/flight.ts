import { MediaRequestError } from './error';

/** Options of a transport call (./jsonp.ts, ./fetch-json.ts). */
export interface TransportOptions {
  /** Default 10 000 ms. When identical requests share one flight, the first caller's applies. */
  timeoutMs?: number;
  /** Aborting rejects this caller with MediaRequestError reason 'aborted'. */
  signal?: AbortSignal;
}

/** One request in flight, shared by every identical call. */
export interface Flight {
  promise: Promise<unknown>;
  /** Callers attached; one without a signal can never leave, so the flight then runs to its end. */
  callers: number;
  cancel: () => void;
}

/**
 * A transport's front door: `url` resolved against the page, without `callback` (the JSONP
 * transport adds its own), is the request's key; an identical request in flight is joined,
 * else `start` makes one, forgotten once settled. Each caller's AbortSignal detaches that caller
 * only, rejecting it with MediaRequestError 'aborted'; the request itself is cancelled when its
 * last caller has left.
 */
export function fly(
  flights: Map<string, Flight>,
  url: string,
  { timeoutMs = 10_000, signal }: TransportOptions,
  start: (target: URL, timeoutMs: number) => Flight,
): Promise<unknown> {
  const target = new URL(url, document.baseURI);
  target.searchParams.delete('callback');
  const key = target.href;
  const aborted = () =>
    new MediaRequestError('aborted', `aborted: ${key}`, { cause: signal?.reason });
  if (signal?.aborted) return Promise.reject(aborted());
  let flight = flights.get(key);
  if (!flight) {
    flight = start(target, timeoutMs);
    flights.set(key, flight);
  }
  const joined = flight;
  // Before any caller hears of the outcome: a caller asking again then starts a new request.
  const forget = () => flights.get(key) === joined && flights.delete(key);
  if (joined.callers++ === 0) joined.promise.then(forget, forget);
  if (!signal) return joined.promise;
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      reject(aborted());
      if (--joined.callers > 0) return;
      forget();
      joined.cancel();
    };
    signal.addEventListener('abort', onAbort, { once: true });
    joined.promise
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', onAbort));
  });
}
