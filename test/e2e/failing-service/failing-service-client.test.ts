// Failing service, at the client: every method of src/media/client.ts (the eight calls;
// suggestions by text and by expression) in Chromium against the demo's failing stand-in
// (demo/media-service/failures.mjs) in each of its modes. Two calls have no widget yet
// (GetAplicationToken, GetMediaFeedDetails): this is their only failing-service coverage.
// The client is bundled from source on the fly and put into a page without widgets.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedIdsByGroup } from '../../../demo/data/seed.mjs';
import type { MediaErrorReason } from '../../../src/media/error';
import { MEDIA_TIMEOUT_MS } from '../../../src/media/repository';
import type { ExtendedMediaItem } from '../../../src/media/types';
import { recordBattery } from '../support/battery-report';
import { baseUrl, launch } from '../support/browser';
import { bundleMediaClient, type MediaUnderTest } from '../support/failing-service-data';
import {
  expectNoLeftovers,
  failingServiceFigures,
  newTally,
} from '../support/failing-service-harness';
import { serviceItems } from '../support/service-items';

/** The widgets' own limit, so "in time" means what it means for them. */
const TIMEOUT_MS = MEDIA_TIMEOUT_MS;
const IN_TIME_MS = TIMEOUT_MS + 500;

/** The stand-in's modes (FAILURE_MODES of demo/media-service/failures.mjs). */
type Mode =
  | '500'
  | '404'
  | 'reset'
  | 'hang'
  | 'garbage'
  | 'garbage-js'
  | 'wrong-callback'
  | 'twice'
  | 'wrong-types'
  | 'late';

interface Method {
  method: string;
  call: string;
  query: () => unknown;
}

const ALL_FEEDS = Object.values(feedIdsByGroup).flat();
let newsItem: ExtendedMediaItem | undefined;
let photoSet: ExtendedMediaItem | undefined;

const METHODS: Method[] = [
  {
    method: 'getApplicationToken',
    call: 'GetAplicationToken',
    query: () => ({ FeedType: 'Twitter' }),
  },
  {
    method: 'getMediaFeedDetails',
    call: 'GetMediaFeedDetails',
    query: () => ({ FeedIds: [1, 9, 12] }),
  },
  {
    method: 'getMediaItems',
    call: 'GetMediaItems',
    query: () => ({ FeedIds: feedIdsByGroup.news, skip: 0, take: 5 }),
  },
  {
    method: 'getMediaItemsAdvanced',
    call: 'GetMediaItemsAdvanced',
    query: () => ({ FeedIds: ALL_FEEDS, skip: 0, take: 5, SearchExpression: 'sport' }),
  },
  {
    method: 'getSearchSuggestions',
    call: 'GetMediaItemsSearchSuggestions',
    query: () => ({ FeedIds: ALL_FEEDS, SearchText: 'sport' }),
  },
  {
    method: 'getSearchSuggestionsByExpression',
    call: 'GetMediaItemsSearchSuggestions',
    query: () => ({ FeedIds: ALL_FEEDS, SearchExpression: 'sport' }),
  },
  {
    method: 'getMediaItemDescription',
    call: 'GetMediaItemDescription',
    query: () => ({ ItemId: newsItem?.Id, FeedId: newsItem?.FeedId }),
  },
  {
    method: 'getMediaItemsClone',
    call: 'GetMediaItemsClone',
    query: () => ({ FeedIds: feedIdsByGroup.events, HasCategorys: true }),
  },
  { method: 'getPhotosSet', call: 'GetPhotosSet', query: () => ({ SetId: photoSet?.Id }) },
];

/** How a call ended, as seen in the page. */
interface Outcome {
  method: string;
  elapsed: number;
  resolved?: unknown;
  rejected?: { mediaError: boolean; reason?: MediaErrorReason; message: string };
}

/** What each mode must come to: a rejection for the reason given, or the normal answer. */
const CONTRACT: Record<Mode, MediaErrorReason | 'answer' | 'answer or invalid'> = {
  '500': 'network',
  '404': 'network',
  reset: 'network',
  garbage: 'network',
  // The script runs and throws, or calls another name: it loaded without calling back.
  'garbage-js': 'invalid',
  'wrong-callback': 'invalid',
  // The first call wins, the second finds a no-op.
  twice: 'answer',
  // Lenient parsing: entries or fields of the wrong type are dropped or emptied; an answer of
  // the wrong kind altogether is invalid.
  'wrong-types': 'answer or invalid',
  hang: 'timeout',
  late: 'timeout',
};

const PHRASES: Record<(typeof CONTRACT)[Mode], string> = {
  network: "rejects with reason 'network'",
  invalid: "rejects with reason 'invalid'",
  timeout: "rejects with reason 'timeout'",
  aborted: "rejects with reason 'aborted'",
  answer: 'gives the normal answer',
  'answer or invalid': "gives what parses or rejects with reason 'invalid'",
};

let browser: Browser;
let clientScript = '';
const tally = newTally();

beforeAll(async () => {
  browser = await launch();
  clientScript = await bundleMediaClient();
  newsItem = (await serviceItems(feedIdsByGroup.news))[0];
  photoSet = (await serviceItems(feedIdsByGroup.photos)).find((item) => item.ItemsCount > 1);
  if (!newsItem || !photoSet) throw new Error('the seed has news and photo sets');
});

afterAll(async () => {
  await browser.close();
  recordBattery('failing-service', failingServiceFigures('client calls', tally));
});

interface Sweep {
  page: Page;
  errors: string[];
  /** Resolves when every failing request of the page has finished or failed. */
  allAnswered: Promise<void>;
}

/** A page without widgets holding the client; its failing requests are counted. */
async function openSweep(mode: Mode, methods: Method[]): Promise<Sweep> {
  // The test's own module script is no part of the page's policy (csp.test.ts covers that).
  const context = await browser.newContext({ bypassCSP: true });
  await context.clock.install();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
  const failing = methods.map((m) => `/media-service/fail/${m.call}/${mode}/${m.call}?`);
  let open = methods.length;
  const allAnswered = new Promise<void>((resolve) => {
    const done = (url: string) => {
      if (failing.some((part) => url.includes(part)) && --open === 0) resolve();
    };
    page.on('requestfinished', (request) => done(request.url()));
    page.on('requestfailed', (request) => done(request.url()));
  });
  await page.goto(new URL('/blank', baseUrl()).href);
  await page.addScriptTag({ content: clientScript, type: 'module' });
  await page.waitForFunction(() => 'mediaUnderTest' in window);
  return { page, errors, allAnswered };
}

/** Calls each method against `base` (`{call}` is replaced by the method's call) at once. */
function callAll(page: Page, base: string, methods: Method[], timeoutMs: number) {
  const calls = methods.map((m) => ({ method: m.method, call: m.call, query: m.query() }));
  return page.evaluate(
    async ({ base, calls, timeoutMs }) => {
      const { createFullMediaClient, MediaRequestError, log } = (
        window as unknown as MediaUnderTest
      ).mediaUnderTest;
      return Promise.all(
        calls.map(async ({ method, call, query }) => {
          const client = createFullMediaClient({
            log,
            baseUrl: base.replace('{call}', call),
            timeoutMs,
          }) as unknown as Record<string, (query: unknown) => Promise<unknown>>;
          const started = performance.now();
          try {
            const resolved = await client[method]?.(query);
            return { method, elapsed: performance.now() - started, resolved };
          } catch (error) {
            const mediaError = error instanceof MediaRequestError;
            return {
              method,
              elapsed: performance.now() - started,
              rejected: {
                mediaError,
                reason: mediaError ? error.reason : undefined,
                message: `${error}`,
              },
            };
          }
        }),
      );
    },
    { base, calls, timeoutMs },
  ) as Promise<Outcome[]>;
}

const kind = (value: unknown) =>
  Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;

function judge(mode: Mode, outcome: Outcome, normal: Outcome | undefined) {
  const contract = CONTRACT[mode];
  const name = `${outcome.method} (${mode})`;
  expect(outcome.elapsed, `${name} took ${Math.round(outcome.elapsed)} ms`).toBeLessThanOrEqual(
    IN_TIME_MS,
  );
  if (contract === 'answer') {
    expect(outcome.rejected, name).toBeUndefined();
    expect(outcome.resolved, name).toEqual(normal?.resolved);
  } else if (contract === 'answer or invalid') {
    if (outcome.rejected) {
      expect(outcome.rejected, name).toMatchObject({ mediaError: true, reason: 'invalid' });
    } else {
      expect(kind(outcome.resolved), name).toBe(kind(normal?.resolved));
    }
  } else {
    expect(outcome.rejected, name).toMatchObject({ mediaError: true, reason: contract });
  }
}

describe('given the media client and a service that fails in one way', () => {
  for (const mode of Object.keys(CONTRACT) as Mode[]) {
    it(`${mode}: each of the eight calls ${PHRASES[CONTRACT[mode]]} within ${IN_TIME_MS} ms, and leaves no script or callback`, async () => {
      // Two pages of at most five calls: a held request (hang, late) takes one of the six
      // connections Chromium opens to a host, and a queued one would only start later.
      const halves = [METHODS.slice(0, 5), METHODS.slice(5)];
      const sweeps = await Promise.all(halves.map((methods) => openSweep(mode, methods)));
      try {
        await Promise.all(
          sweeps.map(async (sweep, index) => {
            const methods = halves[index] ?? [];
            const { page } = sweep;
            const normal = await callAll(page, `${baseUrl()}/media-service/`, methods, TIMEOUT_MS);
            const failing = `${baseUrl()}/media-service/fail/{call}/${mode}/`;
            const outcomes = await callAll(page, failing, methods, TIMEOUT_MS);
            tally.scenarios += outcomes.length;
            const wrong: unknown[] = [];
            for (const outcome of outcomes) {
              try {
                judge(
                  mode,
                  outcome,
                  normal.find((n) => n.method === outcome.method),
                );
              } catch (error) {
                wrong.push(error);
              }
            }
            // A late answer arrives and finds a no-op; a held one is given up after the grace.
            if (mode === 'late') await sweep.allAnswered;
            if (mode === 'hang') await page.clock.runFor(61_000);
            await expectNoLeftovers(page, tally);
            // The only errors are the service script's own (a SyntaxError, or the other callback
            // name not defined), one per call at most.
            const own = sweep.errors.filter(
              (error) =>
                !(mode === 'garbage-js' && error.startsWith('SyntaxError: ')) &&
                !(mode === 'wrong-callback' && /^ReferenceError: __wjsonp\w+_other /.test(error)),
            );
            tally.uncaught += own.length;
            expect(own).toEqual([]);
            expect(sweep.errors.length).toBeLessThanOrEqual(methods.length);
            tally.handled += outcomes.length - wrong.length;
            if (wrong.length > 0) throw wrong[0];
          }),
        );
      } finally {
        await Promise.all(sweeps.map((sweep) => sweep.page.context().close()));
      }
    }, 45_000);
  }
});
