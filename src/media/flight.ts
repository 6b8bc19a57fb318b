import type { MediaRequestError } from './error';

/** One request in flight, shared by every identical call (./jsonp.ts, ./fetch-json.ts). */
export interface Flight {
  promise: Promise<unknown>;
  /** Callers attached; one without a signal can never leave, so the flight then runs to its end. */
  callers: number;
  cancel: () => void;
}

/**
 * One more caller of `flight`. Its AbortSignal detaches this caller only, rejecting it with
 * `aborted()`; the request itself is cancelled when its last caller has left.
 */
export function join(
  flight: Flight,
  signal: AbortSignal | undefined,
  aborted: () => MediaRequestError,
): Promise<unknown> {
  flight.callers++;
  if (!signal) return flight.promise;
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      reject(aborted());
      if (--flight.callers === 0) flight.cancel();
    };
    signal.addEventListener('abort', onAbort, { once: true });
    flight.promise
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', onAbort));
  });
}
