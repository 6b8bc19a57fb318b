import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MediaRequestError } from '../../../src/media/error';
import { fetchJson } from '../../../src/media/fetch-json';
import { LEAVE_GRACE_MS } from '../../../src/media/leaving';

// The JSON transport (a route of the site answering the media calls, the WordPress plugin's)
// keeps the JSONP transport's contract: what the widgets' Retry, skeletons and error texts rely on.

interface Asked {
  url: string;
  init: RequestInit;
  answer(response: Response): void;
  fail(error: unknown): void;
}
let asked: Asked[] = [];

beforeEach(() => {
  asked = [];
  vi.stubGlobal(
    'fetch',
    (url: string, init: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        asked.push({ url: `${url}`, init, answer: resolve, fail: reject });
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        );
      }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const URL_A = '/wp-json/school-site-widgets/v1/media/GetMediaItems?FeedIds=1&skip=0&take=6';
const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
const reasonOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => (error instanceof MediaRequestError ? error.reason : `other: ${error}`),
  );

describe('the JSON transport', () => {
  it('resolves with the answer, asked without cookies at the page-resolved address', async () => {
    const answer = fetchJson(URL_A);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.url).toBe(new URL(URL_A, document.baseURI).href);
    expect(asked[0]?.init.credentials).toBe('omit');
    asked[0]?.answer(json([{ Id: 7 }]));
    await expect(answer).resolves.toEqual([{ Id: 7 }]);
  });

  it('shares one fetch between identical calls in flight, and asks again once settled', async () => {
    const calls = [fetchJson(URL_A), fetchJson(URL_A), fetchJson(`${URL_A}&x=1`)];
    expect(asked).toHaveLength(2);
    asked[0]?.answer(json('one'));
    asked[1]?.answer(json('two'));
    await expect(Promise.all(calls)).resolves.toEqual(['one', 'one', 'two']);
    void fetchJson(URL_A);
    expect(asked).toHaveLength(3);
  });

  it('an HTTP error or no answer is network; a body that is no JSON is invalid', async () => {
    const served = fetchJson('/a');
    asked[0]?.answer(new Response('Bad Gateway', { status: 502 }));
    expect(await reasonOf(served)).toBe('network');

    const unreachable = fetchJson('/b');
    asked[1]?.fail(new TypeError('Failed to fetch'));
    expect(await reasonOf(unreachable)).toBe('network');

    const html = fetchJson('/c');
    asked[2]?.answer(new Response('<!doctype html><p>Maintenance</p>', { status: 200 }));
    expect(await reasonOf(html)).toBe('invalid');
  });

  it('asks again after Retry-After when the route is busy with the question, within its limit', async () => {
    vi.useFakeTimers();
    const answer = fetchJson('/busy', { timeoutMs: 8_000 });
    const busy = () => new Response('{}', { status: 503, headers: { 'Retry-After': '1' } });
    asked[0]?.answer(busy());
    await vi.advanceTimersByTimeAsync(999);
    expect(asked).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toHaveLength(2);
    asked[1]?.answer(json(['ready']));
    await expect(answer).resolves.toEqual(['ready']);

    // Busy until the limit: a timeout, no request after it.
    const never = reasonOf(fetchJson('/always-busy', { timeoutMs: 2_500 }));
    for (let second = 0; second < 4; second++) {
      asked.at(-1)?.answer(busy());
      await vi.advanceTimersByTimeAsync(1_000);
    }
    expect(await never).toBe('timeout');
    expect(asked.filter(({ url }) => url.endsWith('/always-busy'))).toHaveLength(3);

    // A 503 without Retry-After (no service set, a server down) is a failure at once.
    const down = reasonOf(fetchJson('/down'));
    asked.at(-1)?.answer(new Response('', { status: 503 }));
    // Once the page is seen staying (src/media/leaving.ts).
    await vi.advanceTimersByTimeAsync(LEAVE_GRACE_MS);
    expect(await down).toBe('network');
  });

  it('gives up after its time limit, the body included, and cancels the fetch', async () => {
    vi.useFakeTimers();
    const slow = reasonOf(fetchJson('/slow', { timeoutMs: 8_000 }));
    await vi.advanceTimersByTimeAsync(7_999);
    expect(asked[0]?.init.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await slow).toBe('timeout');
    expect(asked[0]?.init.signal?.aborted).toBe(true);

    // Headers came, the body never ends: the same limit.
    const trickle = reasonOf(fetchJson('/trickle', { timeoutMs: 8_000 }));
    const body = new ReadableStream({ start: () => {} });
    asked[1]?.answer(new Response(body, { status: 200 }));
    await vi.advanceTimersByTimeAsync(8_000);
    expect(await trickle).toBe('timeout');
  });

  it('an aborted caller leaves alone; the fetch is cancelled when the last one has', async () => {
    const first = new AbortController();
    const second = new AbortController();
    const a = fetchJson('/shared', { signal: first.signal });
    const b = fetchJson('/shared', { signal: second.signal });
    first.abort();
    expect(await reasonOf(a)).toBe('aborted');
    expect(asked[0]?.init.signal?.aborted).toBe(false);
    second.abort();
    expect(await reasonOf(b)).toBe('aborted');
    expect(asked[0]?.init.signal?.aborted).toBe(true);

    const before = new AbortController();
    before.abort();
    expect(await reasonOf(fetchJson('/never', { signal: before.signal }))).toBe('aborted');
    expect(asked).toHaveLength(1);
  });

  it('a caller without a signal keeps the shared fetch running for itself', async () => {
    const leaving = new AbortController();
    const stays = fetchJson('/kept');
    const leaves = fetchJson('/kept', { signal: leaving.signal });
    leaving.abort();
    expect(await reasonOf(leaves)).toBe('aborted');
    expect(asked[0]?.init.signal?.aborted).toBe(false);
    asked[0]?.answer(json({ ok: true }));
    await expect(stays).resolves.toEqual({ ok: true });
  });
});
