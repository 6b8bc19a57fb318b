// GetMediaFeedDetails (spec section 7) for the widget inspector, made here rather than through
// src/media/client.ts. esbuild splits shared chunks by the set of entry chunks that reach each
// module: the inspector importing the media client (and through it src/format and src/i18n)
// split three chunks that the visitors' pages load into five, +393 B gzip and two requests on
// every media page, +142 B and one request on the landing page, for a call only the CMS
// admin's frame makes. So this module imports nothing of src/media's code: one JSONP request,
// read as src/media/schema.ts reads an answer (a JSON string of it too; FeedId a whole number
// or its digits). Unlike that reader it keeps a FeedType the widgets do not know, and leaves
// one it cannot read empty: the inspector says which.

/** One entry of the answer: a FeedId and its FeedType as the service names it ('' unreadable). */
export interface ServiceFeed {
  FeedId: number;
  FeedType: string;
}

/** Why no answer could be had: the reasons of src/media/error.ts. */
export class FeedDetailsError extends Error {
  override readonly name = 'FeedDetailsError';
  constructor(
    readonly reason: 'timeout' | 'network' | 'invalid' | 'aborted',
    message: string,
  ) {
    super(message);
  }
}

/** How long a late answer's script may still call back before its stub goes. */
const LATE_ANSWER_GRACE_MS = 60_000;
const callbacks = globalThis as unknown as Record<string, unknown>;
let counter = 0;

/**
 * GetMediaFeedDetails?FeedIds=… against the media service at `baseUrl`: JSONP (`callback=`), or
 * JSON when the page's config asks the calls of a route of its site (mediaTransport 'json').
 */
export function askFeedDetails(
  baseUrl: string,
  ids: readonly number[],
  { signal, timeoutMs, json }: { signal: AbortSignal; timeoutMs: number; json?: boolean },
): Promise<ServiceFeed[]> {
  const url = feedDetailsUrl(baseUrl, ids);
  return (json ? fetchJson : jsonp)(url, signal, timeoutMs).then(readFeedDetails);
}

/** The call's address, as src/media/request.ts builds it (`{call}` in the base, if any). */
export function feedDetailsUrl(baseUrl: string, ids: readonly number[]): URL {
  const call = 'GetMediaFeedDetails';
  const base = baseUrl.includes('{call}')
    ? baseUrl.replace('{call}', call)
    : `${baseUrl.replace(/\/+$/, '')}/${call}`;
  const url = new URL(base, document.baseURI);
  url.searchParams.set('FeedIds', ids.join(','));
  return url;
}

/** One fetch of a JSON answer, without cookies, with the reasons and time limit of jsonp(). */
function fetchJson(url: URL, signal: AbortSignal, timeoutMs: number): Promise<unknown> {
  const controller = new AbortController();
  let why: 'timeout' | 'aborted' = 'aborted';
  const stop = () => controller.abort();
  const timer = setTimeout(() => {
    why = 'timeout';
    stop();
  }, timeoutMs);
  signal.addEventListener('abort', stop, { once: true });
  if (signal.aborted) stop();
  return fetch(url, { credentials: 'omit', signal: controller.signal })
    .then(async (response) => {
      if (!response.ok) throw new FeedDetailsError('network', `HTTP ${response.status}`);
      const body = await response.text();
      try {
        return JSON.parse(body) as unknown;
      } catch {
        throw new FeedDetailsError('invalid', 'the answer is not JSON');
      }
    })
    .catch((error: unknown) => {
      if (error instanceof FeedDetailsError) throw error;
      if (!controller.signal.aborted) throw new FeedDetailsError('network', 'no answer');
      throw new FeedDetailsError(
        why,
        why === 'timeout' ? `no answer after ${timeoutMs} ms` : 'stopped',
      );
    })
    .finally(() => {
      clearTimeout(timer);
      signal.removeEventListener('abort', stop);
    });
}

/** The entries of an answer; rejects ('invalid') when it is not a list (or a JSON string of one). */
export function readFeedDetails(answer: unknown): ServiceFeed[] {
  let value = answer;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      throw new FeedDetailsError('invalid', 'the answer is not JSON');
    }
  }
  if (!Array.isArray(value)) throw new FeedDetailsError('invalid', 'the answer is not a list');
  return value.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { FeedId, FeedType } = entry as Record<string, unknown>;
    const id = typeof FeedId === 'string' && FeedId.trim() !== '' ? Number(FeedId) : FeedId;
    if (typeof id !== 'number' || !Number.isSafeInteger(id)) return [];
    return [{ FeedId: id, FeedType: typeof FeedType === 'string' ? FeedType.trim() : '' }];
  });
}

/**
 * One JSONP request: the callback is a fresh global, the script is removed once settled, and a
 * request given up on (timeout, abort) leaves a harmless stub until its script has run or the
 * grace delay has passed, so a late answer throws nothing in the page.
 */
function jsonp(url: URL, signal: AbortSignal, timeoutMs: number): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const name = `__wgtInspectorFeeds_${++counter}_${Math.random().toString(36).slice(2, 10)}`;
    const script = document.createElement('script');
    let ran = false;
    let done = false;
    const forget = () => delete callbacks[name];
    const finish = (settle: () => void) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      script.remove();
      if (ran) forget();
      else {
        callbacks[name] = () => {};
        setTimeout(forget, LATE_ANSWER_GRACE_MS);
      }
      settle();
    };
    const fail = (reason: FeedDetailsError['reason'], why: string) =>
      finish(() => reject(new FeedDetailsError(reason, why)));
    const onAbort = () => fail('aborted', 'stopped');
    const timer = setTimeout(() => fail('timeout', `no answer after ${timeoutMs} ms`), timeoutMs);
    signal.addEventListener('abort', onAbort, { once: true });
    callbacks[name] = (data: unknown) => finish(() => resolve(data));
    const ended = (failure: () => void) => () => {
      ran = true;
      if (done) forget();
      else failure();
    };
    script.addEventListener(
      'load',
      ended(() => fail('invalid', 'no answer in the script')),
    );
    script.addEventListener(
      'error',
      ended(() => fail('network', 'the script failed to load')),
    );
    url.searchParams.set('callback', name);
    script.async = true;
    script.src = url.href;
    if (signal.aborted) onAbort();
    else document.head.append(script);
  });
}
