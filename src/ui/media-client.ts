import { createMediaClient, type MediaClient } from '../media/client';
import { MediaRequestError } from '../media/error';

/**
 * Widgets give up on a call after this long and offer a retry: long enough for a slow school
 * network, short enough that nobody stares at a skeleton.
 */
export const MEDIA_TIMEOUT_MS = 8_000;

/** Successful answers kept per client; a page rarely asks more than a few dozen questions. */
const REMEMBERED = 200;

const clients = new Map<string, MediaClient>();

/**
 * The page's media client for `baseUrl`: every widget (hub, calendar, pop-ups) shares one, so
 *  - identical calls share one request while in flight (the JSONP transport), and
 *  - a call answered once is answered from memory afterwards (here): a remounted widget, a
 *    pop-up opened from a card, or a suggestion typed twice sends no second identical request.
 * Failures are not remembered, so a retry really asks again. Each caller's AbortSignal only
 * detaches that caller; the shared request runs on for the others (and the memory).
 */
export function sharedMediaClient(baseUrl: string): MediaClient {
  let client = clients.get(baseUrl);
  if (!client) {
    client = rememberAnswers(createMediaClient({ baseUrl, timeoutMs: MEDIA_TIMEOUT_MS }));
    clients.set(baseUrl, client);
  }
  return client;
}

/** Forgets every client and answer (tests; a page never needs it). */
export function resetSharedMediaClients(): void {
  clients.clear();
}

type Call = (query: unknown, options?: { signal?: AbortSignal }) => Promise<unknown>;

/**
 * `client` with each call's successful answer remembered by call name and query (at most
 * REMEMBERED, oldest forgotten first); failures are forgotten at once.
 */
export function rememberAnswers(client: MediaClient): MediaClient {
  const answers = new Map<string, Promise<unknown>>();
  const wrapped: Record<string, Call> = {};
  for (const [name, call] of Object.entries(client) as [string, Call][]) {
    wrapped[name] = (query, options) => {
      const key = `${name} ${JSON.stringify(query)}`;
      let answer = answers.get(key);
      if (!answer) {
        answer = call(query);
        answers.set(key, answer);
        if (answers.size > REMEMBERED) answers.delete(answers.keys().next().value as string);
        answer.catch(() => {
          if (answers.get(key) === answer) answers.delete(key);
        });
      }
      return detachable(answer, options?.signal);
    };
  }
  return wrapped as unknown as MediaClient;
}

/** `promise`, or a MediaRequestError('aborted') as soon as `signal` fires. */
function detachable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(abortError(signal));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortError(signal));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

const abortError = (signal: AbortSignal) =>
  new MediaRequestError('aborted', 'media call aborted by its caller', { cause: signal.reason });
