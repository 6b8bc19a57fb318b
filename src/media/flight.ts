import { type MediaErrorReason, MediaRequestError } from './error';
import { watchLeaving } from './leaving';

/** Options of a transport call (./jsonp.ts, ./fetch-json.ts). */
export interface TransportOptions {
  /** Default 10 000 ms. When identical requests share one flight, the first caller's applies. */
  timeoutMs?: number;
  /** Aborting rejects this caller with MediaRequestError reason 'aborted'. */
  signal?: AbortSignal;
  /**
   * A long answer is expected (a year of events): a transport that can reads it off the page's
   * main thread (./off-thread.ts).
   */
  long?: boolean;
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
 * else `send` starts one (startFlight), forgotten once settled. Each caller's AbortSignal detaches that caller
 * only, rejecting it with MediaRequestError 'aborted'; the request itself is cancelled when its
 * last caller has left.
 */
export function fly(
  flights: Map<string, Flight>,
  url: string,
  { timeoutMs = 10_000, signal }: TransportOptions,
  send: Send,
): Promise<unknown> {
  const target = new URL(url, document.baseURI);
  target.searchParams.delete('callback');
  const key = target.href;
  const aborted = () =>
    new MediaRequestError('aborted', `aborted: ${key}`, { cause: signal?.reason });
  if (signal?.aborted) return Promise.reject(aborted());
  let flight = flights.get(key);
  if (!flight) {
    flight = startFlight(target, timeoutMs, send);
    flights.set(key, flight);
  }
  const joined = flight;
  // Before any caller hears of the outcome: a caller asking again then starts a new request.
  const forget = () => flights.get(key) === joined && flights.delete(key);
  if (joined.callers++ === 0) joined.promise.then(forget, forget);
  if (!signal) return joined.promise;
  return detach(joined.promise, signal, () => {
    if (--joined.callers === 0) {
      forget();
      joined.cancel();
    }
    return aborted();
  });
}

/**
 * `promise`, or the error `left()` gives as soon as `signal` fires (`left` runs then, once):
 * one caller leaving a request that others may still wait for.
 */
export function detach<T>(promise: Promise<T>, signal: AbortSignal, left: () => unknown) {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(left());
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** A request's failure, told to its flight. */
export type Fail = (reason: MediaErrorReason, why: string) => void;

/**
 * How a transport asks (./jsonp.ts, ./fetch-json.ts): starts the request for `target`, which
 * then calls `answer` or `fail` (either at most once counts); returns what to undo once the
 * flight has settled, whatever settled it.
 */
export type Send = (target: URL, answer: (value: unknown) => void, fail: Fail) => () => void;

/**
 * One request as a flight: the first outcome wins (its answer, its failure, the time limit,
 * or the last caller leaving), then `send`'s undo runs. A network failure counts only once
 * the page is seen not to be leaving (./leaving.ts). Rejects with MediaRequestError; its
 * message ends with the request's address.
 */
export function startFlight(target: URL, timeoutMs: number, send: Send): Flight {
  const key = target.href;
  let resolve: (value: unknown) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<unknown>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // `undo` is null until `send` returns it: an outcome within send (a script the browser
  // refuses at once) undoes the request as soon as it has.
  let undo: (() => void) | null = null;
  let done = false;
  const endWatch = watchLeaving();
  const finish = (settle: () => void) => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    endWatch();
    undo?.();
    settle();
  };
  const fail: Fail = (reason, why) =>
    finish(() => reject(new MediaRequestError(reason, `${why}: ${key}`)));
  const timer = setTimeout(() => fail('timeout', `no answer after ${timeoutMs} ms`), timeoutMs);
  // A network failure may be the page being left (./leaving.ts): then it is none, and the
  // request is left to its time limit, which a page that stays after all reaches.
  const failed: Fail = (reason, why) =>
    reason === 'network' ? endWatch((left) => left || fail(reason, why)) : fail(reason, why);
  undo = send(target, (value) => finish(() => resolve(value)), failed);
  if (done) undo();
  return { promise, callers: 0, cancel: () => fail('aborted', 'cancelled') };
}
