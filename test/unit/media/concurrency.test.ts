// Concurrency, in happy-dom: many requests in flight at once, answered in random orders
// (fast-check shuffles), some identical, some given up (abort, timeout, a late answer), through
// the JSONP transport and through the page's shared client. Every answer must reach its own
// caller, identical requests share one script, and nothing is left behind or thrown late.

import fc from 'fast-check';
import * as PropertySymbol from 'happy-dom/lib/PropertySymbol.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { log } from '../../../src/kernel/log';
import type { Transport } from '../../../src/media/client';
import { MediaRequestError } from '../../../src/media/error';
import { jsonp, LATE_ANSWER_GRACE_MS } from '../../../src/media/jsonp';
import { LEAVE_GRACE_MS } from '../../../src/media/leaving';
import { createMediaRepository } from '../../../src/media/repository';
import { createFullMediaClient } from '../../support/full-media-client';

const globals = globalThis as unknown as Record<string, unknown>;
const BASE = 'https://media.test/api';
const REQUESTS = 50;

// As in jsonp.test.ts: each script the transport appends is made inert and the test plays the
// network (runs the callback, fires load or error).
let scripts: HTMLScriptElement[] = [];
beforeEach(() => {
  scripts = [];
  const appendChild = document.head.appendChild;
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
    if (node instanceof HTMLScriptElement) {
      (node as unknown as Record<symbol, boolean>)[PropertySymbol.disableEvaluation] = true;
      scripts.push(node);
    }
    return appendChild.call(document.head, node) as T;
  });
});
afterEach(() => {
  vi.useRealTimers();
});

const callbackOf = (script: HTMLScriptElement) =>
  new URL(script.src).searchParams.get('callback') ?? '';

/** The service's answer to a script: it names the request it answers. */
const answerFor = (script: HTMLScriptElement) => {
  const url = new URL(script.src);
  return { skip: Number(url.searchParams.get('skip')), take: Number(url.searchParams.get('take')) };
};

/** Answers that found no function to call: a browser would throw a ReferenceError, late. */
let lateThrows: string[] = [];
beforeEach(() => {
  lateThrows = [];
});

/** What the browser does with an answer: run it (it calls back), then fire load. */
function answer(script: HTMLScriptElement, data: unknown = answerFor(script)): void {
  const callback = globals[callbackOf(script)];
  if (typeof callback === 'function') callback(data);
  else lateThrows.push(`${callbackOf(script)} is not defined`);
  script.dispatchEvent(new Event('load'));
}

const leftovers = () => [
  ...[...document.head.querySelectorAll('script')].map((script) => script.src),
  ...Object.keys(globals).filter((key) => key.startsWith('__wjsonp')),
];

const queryUrl = (index: number) =>
  `${BASE}/GetMediaItems?FeedIds=1&skip=${index}&take=${index + 1}`;

/** Settles to what the caller got, never rejects. */
const outcome = (promise: Promise<unknown>) =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

describe('given 50 different requests in flight at once', () => {
  it('answered in any order, each caller gets the answer to its own query', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.shuffledSubarray([...Array(REQUESTS).keys()], {
          minLength: REQUESTS,
          maxLength: REQUESTS,
        }),
        async (order) => {
          scripts = [];
          const requests = [...Array(REQUESTS).keys()].map((index) => jsonp(queryUrl(index)));
          const sent = [...scripts];
          expect(sent).toHaveLength(REQUESTS);
          for (const index of order) answer(sent[index] as HTMLScriptElement);
          const answers = await Promise.all(requests);
          answers.forEach((got, index) => {
            expect(got).toEqual({ skip: index, take: index + 1 });
          });
          expect(leftovers()).toEqual([]);
          expect(lateThrows).toEqual([]);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('with random delays (fake timers), each still gets its own answer and nothing is left', async () => {
    vi.useFakeTimers();
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 5_000 }), {
          minLength: REQUESTS,
          maxLength: REQUESTS,
        }),
        async (delays) => {
          scripts = [];
          const requests = delays.map((_, index) => jsonp(queryUrl(index), { timeoutMs: 8_000 }));
          [...scripts].forEach((script, index) => {
            setTimeout(() => answer(script), delays[index]);
          });
          await vi.advanceTimersByTimeAsync(5_000);
          const answers = await Promise.all(requests);
          expect(answers).toEqual(delays.map((_, index) => ({ skip: index, take: index + 1 })));
          expect(leftovers()).toEqual([]);
          expect(lateThrows).toEqual([]);
        },
      ),
      { numRuns: 20 },
    );
  });
});

describe('given 50 requests of which many are identical', () => {
  it('identical ones share one script, and every caller gets the answer to its query', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: REQUESTS, maxLength: REQUESTS }),
        fc.infiniteStream(fc.nat()),
        async (queries, shuffle) => {
          scripts = [];
          const requests = queries.map((query) => jsonp(queryUrl(query)));
          const distinct = new Set(queries);
          expect(scripts).toHaveLength(distinct.size);
          // Answer the scripts in an order fast-check picks.
          const pending = [...scripts];
          const picks = shuffle[Symbol.iterator]();
          while (pending.length > 0) {
            const at = (picks.next().value as number) % pending.length;
            answer(pending.splice(at, 1)[0] as HTMLScriptElement);
          }
          const answers = await Promise.all(requests);
          expect(answers).toEqual(queries.map((query) => ({ skip: query, take: query + 1 })));
          expect(leftovers()).toEqual([]);
          expect(lateThrows).toEqual([]);
        },
      ),
      { numRuns: 30 },
    );
  });
});

describe('given 50 requests where some callers give up', () => {
  it('aborted, timed-out and late-answered requests disturb no other caller and throw nothing late', async () => {
    vi.useFakeTimers();
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.constantFrom('answered', 'aborted', 'aborted-answered', 'timeout', 'late', 'error'),
          {
            minLength: REQUESTS,
            maxLength: REQUESTS,
          },
        ),
        fc.array(fc.integer({ min: 0, max: 999 }), { minLength: REQUESTS, maxLength: REQUESTS }),
        async (fates, delays) => {
          scripts = [];
          const controllers = fates.map(() => new AbortController());
          const requests = fates.map((_, index) =>
            outcome(
              jsonp(queryUrl(index), { timeoutMs: 1_000, signal: controllers[index]?.signal }),
            ),
          );
          const sent = [...scripts];
          fates.forEach((fate, index) => {
            const script = sent[index] as HTMLScriptElement;
            const delay = delays[index] ?? 0;
            if (fate === 'answered') setTimeout(() => answer(script), delay);
            if (fate === 'aborted' || fate === 'aborted-answered')
              setTimeout(() => controllers[index]?.abort(), delay);
            // The script was already on its way: its answer comes anyway.
            if (fate === 'aborted-answered') setTimeout(() => answer(script), delay + 500);
            // Told after LEAVE_GRACE_MS (the page seen staying), within the time limit.
            if (fate === 'error') {
              const at = Math.min(delay, 1_000 - LEAVE_GRACE_MS - 1);
              setTimeout(() => script.dispatchEvent(new Event('error')), at);
            }
            // After the 1 s timeout: the answer finds the no-op, then its load event cleans up.
            if (fate === 'late') setTimeout(() => answer(script), 1_000 + delay + 1);
          });
          await vi.advanceTimersByTimeAsync(2_000);
          const results = await Promise.all(requests);
          results.forEach((result, index) => {
            const fate = fates[index];
            if (fate === 'answered') {
              expect(result).toEqual({ value: { skip: index, take: index + 1 } });
            } else {
              const reason = {
                aborted: 'aborted',
                'aborted-answered': 'aborted',
                timeout: 'timeout',
                late: 'timeout',
                error: 'network',
              };
              expect('error' in result && result.error).toBeInstanceOf(MediaRequestError);
              expect((result as { error: MediaRequestError }).error.reason).toBe(
                reason[fate as keyof typeof reason],
              );
            }
          });
          // Scripts never answered keep a no-op until the grace delay; then nothing is left.
          await vi.advanceTimersByTimeAsync(LATE_ANSWER_GRACE_MS);
          expect(leftovers()).toEqual([]);
          expect(lateThrows).toEqual([]);
        },
      ),
      { numRuns: 20 },
    );
  });
});

describe("given the page's shared client and 50 calls at once", () => {
  /** A transport answering each URL after a random delay with the query it was asked. */
  function slowTransport(delays: number[]) {
    const urls: string[] = [];
    const transport: Transport = (url) =>
      new Promise((resolve) => {
        const delay = delays[urls.length % delays.length] ?? 0;
        urls.push(url);
        const query = new URL(url).searchParams;
        const skip = Number(query.get('skip'));
        setTimeout(
          () =>
            resolve([
              {
                Id: skip,
                FeedId: Number(query.get('FeedIds')),
                ItemType: 'TiarcNews',
                Title: `item ${skip}`,
              },
            ]),
          delay,
        );
      });
    return { transport, urls };
  }

  it('each caller gets its own items, identical calls share one request, and a caller that leaves does not take the answer from the others', async () => {
    vi.useFakeTimers();
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 3_000 }), { minLength: 1, maxLength: REQUESTS }),
        fc.array(
          fc.record({
            feed: fc.integer({ min: 1, max: 3 }),
            skip: fc.nat(19),
            leaves: fc.boolean(),
          }),
          {
            minLength: REQUESTS,
            maxLength: REQUESTS,
          },
        ),
        async (delays, calls) => {
          const { transport, urls } = slowTransport(delays);
          const client = createMediaRepository(
            createFullMediaClient({ log, baseUrl: BASE, transport }),
          );
          const controllers = calls.map(() => new AbortController());
          const results = calls.map((call, index) =>
            outcome(
              client.getMediaItems(
                { FeedIds: [call.feed], skip: call.skip, take: 1 },
                { signal: controllers[index]?.signal },
              ),
            ),
          );
          calls.forEach((call, index) => {
            if (call.leaves) controllers[index]?.abort();
          });
          await vi.advanceTimersByTimeAsync(3_000);
          const got = await Promise.all(results);
          calls.forEach((call, index) => {
            const result = got[index];
            if (call.leaves) {
              expect((result as { error: MediaRequestError }).error.reason).toBe('aborted');
            } else {
              expect(result).toMatchObject({ value: [{ Id: call.skip, FeedId: call.feed }] });
            }
          });
          const distinct = new Set(calls.map((call) => `${call.feed}/${call.skip}`));
          expect(urls).toHaveLength(distinct.size);
        },
      ),
      { numRuns: 30 },
    );
  });
});
