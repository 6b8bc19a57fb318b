import nodeConsole from 'node:console';
import fc from 'fast-check';
import * as PropertySymbol from 'happy-dom/lib/PropertySymbol.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MediaRequestError } from '../../../src/media/error';
import { jsonp, LATE_ANSWER_GRACE_MS } from '../../../src/media/jsonp';
import { LEAVE_GRACE_MS } from '../../../src/media/leaving';
import { buildUrl } from '../../../src/media/request';

const CALLBACK_NAME = /^[A-Za-z_$][\w$]{0,63}$/;
const globals = globalThis as unknown as Record<string, unknown>;

// happy-dom (JavaScript disabled, its default) answers every appended <script src> at once with
// an `error` event. These tests play the network instead: each script the transport appends is
// caught and made inert, and the test fires its `load`/`error` events and calls its callback.
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

function callbackName(script: HTMLScriptElement): string {
  return new URL(script.src).searchParams.get('callback') ?? '';
}

/** What a browser does with a JSONP answer: run it (it calls the callback), then fire load. */
function answer(script: HTMLScriptElement, data: unknown): void {
  (globals[callbackName(script)] as (data: unknown) => void)(data);
  script.dispatchEvent(new Event('load'));
}

function lastScript(): HTMLScriptElement {
  const script = scripts.at(-1);
  if (!script) throw new Error('no script appended');
  return script;
}

async function rejection(promise: Promise<unknown>): Promise<MediaRequestError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MediaRequestError);
  return error as MediaRequestError;
}

describe('given a request the service answers', () => {
  it('resolves with what the script passes to the callback', async () => {
    const request = jsonp('https://media.test/api/GetMediaItems?FeedIds=1&take=3');
    answer(lastScript(), [{ Id: 1 }]);
    await expect(request).resolves.toEqual([{ Id: 1 }]);
  });

  it('appends one async script carrying the query and a generated callback', async () => {
    const request = jsonp('https://media.test/api/GetMediaItems?FeedIds=1&take=3');
    const script = lastScript();
    const src = new URL(script.src);
    expect(scripts).toHaveLength(1);
    expect(script.async).toBe(true);
    expect(src.origin + src.pathname).toBe('https://media.test/api/GetMediaItems');
    expect(src.searchParams.get('FeedIds')).toBe('1');
    expect(src.searchParams.get('take')).toBe('3');
    expect(callbackName(script)).toMatch(CALLBACK_NAME);
    expect(typeof globals[callbackName(script)]).toBe('function');
    answer(script, []);
    await request;
  });

  it("replaces the spec's callback=? with the generated name", async () => {
    const request = jsonp('https://media.test/api/GetPhotosSet?SetId=7&callback=?');
    const src = new URL(lastScript().src);
    expect(src.searchParams.getAll('callback')).toEqual([callbackName(lastScript())]);
    expect(src.searchParams.get('SetId')).toBe('7');
    answer(lastScript(), null);
    await request;
  });

  it('gives each request its own callback name', async () => {
    const first = jsonp('https://media.test/api/A');
    const second = jsonp('https://media.test/api/B');
    const [a, b] = scripts.map(callbackName);
    expect(a).not.toBe(b);
    answer(scripts[0] as HTMLScriptElement, 1);
    answer(scripts[1] as HTMLScriptElement, 2);
    await expect(Promise.all([first, second])).resolves.toEqual([1, 2]);
  });

  it('removes the script and deletes the callback once the script has run', async () => {
    const request = jsonp('https://media.test/api/GetMediaItems?FeedIds=2');
    const script = lastScript();
    const name = callbackName(script);
    answer(script, []);
    await request;
    expect(script.isConnected).toBe(false);
    expect(name in globals).toBe(false);
  });

  it('adds the CSP nonce when one is given', async () => {
    const request = jsonp('https://media.test/api/N', { nonce: 'r4nd0m' });
    expect(lastScript().nonce).toBe('r4nd0m');
    answer(lastScript(), 0);
    await request;
  });
});

describe('given a script that calls the callback twice', () => {
  it('the first answer wins and the second is ignored without throwing', async () => {
    const request = jsonp('https://media.test/api/Twice');
    const script = lastScript();
    const name = callbackName(script);
    (globals[name] as (data: unknown) => void)('first');
    expect(() => (globals[name] as (data: unknown) => void)('second')).not.toThrow();
    script.dispatchEvent(new Event('load'));
    await expect(request).resolves.toBe('first');
    expect(name in globals).toBe(false);
  });
});

describe('given a script that fails to load (HTTP 500, 404, DNS)', () => {
  it("rejects with reason 'network' and cleans up", async () => {
    const request = jsonp('https://media.test/api/Broken');
    const script = lastScript();
    const name = callbackName(script);
    script.dispatchEvent(new Event('error'));
    const error = await rejection(request);
    expect(error.reason).toBe('network');
    expect(error.message).toContain('https://media.test/api/Broken');
    expect(script.isConnected).toBe(false);
    expect(name in globals).toBe(false);
  });
});

describe('given the visitor leaving the page while a script is on its way', () => {
  // Firefox and WebKit cancel the page's requests as the navigation starts, and fire each
  // script's error event while the page still runs: the page leaving, not the service failing.
  // (A page that stays after all meets the time limit.) Real engines: test/engines/journeys.
  const pending = async (request: Promise<unknown>) =>
    Promise.race([
      request.then(
        () => 'settled',
        () => 'settled',
      ),
      Promise.resolve('pending'),
    ]);

  it('tells no failure when the error comes after beforeunload (Firefox)', async () => {
    vi.useFakeTimers();
    const request = jsonp('https://media.test/api/Leaving', { timeoutMs: 8_000 });
    dispatchEvent(new Event('beforeunload'));
    lastScript().dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await pending(request)).toBe('pending');
    // The navigation did not happen (a download link): the request meets its time limit.
    await vi.advanceTimersByTimeAsync(7_000);
    expect((await rejection(request)).reason).toBe('timeout');
  });

  it('tells no failure when pagehide follows the error within the grace (WebKit)', async () => {
    vi.useFakeTimers();
    const request = jsonp('https://media.test/api/Leaving2', { timeoutMs: 8_000 });
    lastScript().dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(LEAVE_GRACE_MS / 2);
    dispatchEvent(new Event('beforeunload'));
    dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(LEAVE_GRACE_MS);
    expect(await pending(request)).toBe('pending');
    // Back from the back-forward cache: the request meets its time limit.
    await vi.advanceTimersByTimeAsync(8_000);
    expect((await rejection(request)).reason).toBe('timeout');
  });

  it('tells a failure on a page that stays once the grace has passed', async () => {
    vi.useFakeTimers();
    const request = jsonp('https://media.test/api/Broken2', { timeoutMs: 8_000 });
    lastScript().dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(LEAVE_GRACE_MS - 1);
    expect(await pending(request)).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect((await rejection(request)).reason).toBe('network');
  });

  it('listens to beforeunload only while its request is in flight (Firefox keeps no page listening in its back-forward cache)', async () => {
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const listeners = (spy: typeof added | typeof removed) =>
      spy.mock.calls.filter(([type]) => type === 'beforeunload').map(([, listener]) => listener);
    const first = jsonp('https://media.test/api/One');
    const second = jsonp('https://media.test/api/Two');
    expect(listeners(added)).toHaveLength(2);
    const [one, two] = scripts.slice(-2) as [HTMLScriptElement, HTMLScriptElement];
    answer(one, 1);
    await first;
    expect(listeners(removed)).toEqual(listeners(added).slice(0, 1));
    answer(two, 2);
    await second;
    expect(listeners(removed)).toEqual(listeners(added));
  });
});

describe('given the browser itself refuses the script (happy-dom with JavaScript disabled)', () => {
  it("rejects with reason 'network' and leaves neither script nor callback", async () => {
    vi.mocked(document.head.appendChild).mockRestore();
    // happy-dom reports the refusal on the console it was created with: Node's own.
    vi.spyOn(nodeConsole, 'error').mockImplementation(() => {});
    const before = document.head.querySelectorAll('script').length;
    const names = Object.keys(globals).filter((key) => key.startsWith('__wjsonp_'));
    const error = await rejection(jsonp('https://media.test/api/Refused'));
    expect(error.reason).toBe('network');
    expect(document.head.querySelectorAll('script')).toHaveLength(before);
    expect(Object.keys(globals).filter((key) => key.startsWith('__wjsonp_'))).toEqual(names);
  });
});

describe('given a script that loads but never calls the callback (wrong callback name)', () => {
  it("rejects with reason 'invalid' on its load event, without waiting for the timeout", async () => {
    vi.useFakeTimers();
    const request = jsonp('https://media.test/api/WrongName');
    const script = lastScript();
    const name = callbackName(script);
    script.dispatchEvent(new Event('load'));
    const error = await rejection(request);
    expect(error.reason).toBe('invalid');
    expect(script.isConnected).toBe(false);
    expect(name in globals).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('given a service that never answers', () => {
  it("rejects with reason 'timeout' after 10 000 ms by default", async () => {
    vi.useFakeTimers();
    const request = jsonp('https://media.test/api/Silent');
    let settled = false;
    request
      .catch(() => {})
      .finally(() => {
        settled = true;
      });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await rejection(request)).reason).toBe('timeout');
  });

  it('honours a shorter timeout', async () => {
    vi.useFakeTimers();
    const request = jsonp('https://media.test/api/Silent?short', { timeoutMs: 500 });
    vi.advanceTimersByTime(500);
    expect((await rejection(request)).reason).toBe('timeout');
  });

  it('removes the script on timeout', async () => {
    vi.useFakeTimers();
    const request = jsonp('https://media.test/api/Silent?tag');
    const script = lastScript();
    vi.advanceTimersByTime(10_000);
    await rejection(request);
    expect(script.isConnected).toBe(false);
  });

  describe('when the answer arrives after the timeout', () => {
    it('the late call does not throw, the request stays rejected, and the callback goes', async () => {
      vi.useFakeTimers();
      const request = jsonp('https://media.test/api/Late');
      const script = lastScript();
      const name = callbackName(script);
      vi.advanceTimersByTime(10_000);
      expect((await rejection(request)).reason).toBe('timeout');
      expect(() => answer(script, ['too late'])).not.toThrow();
      expect(name in globals).toBe(false);
      expect(vi.getTimerCount()).toBe(0);
    });
  });

  describe('when no answer ever arrives', () => {
    it('the no-op left for a late answer is removed after the grace delay', async () => {
      vi.useFakeTimers();
      const request = jsonp('https://media.test/api/Never');
      const name = callbackName(lastScript());
      vi.advanceTimersByTime(10_000);
      await rejection(request);
      expect(typeof globals[name]).toBe('function');
      vi.advanceTimersByTime(LATE_ANSWER_GRACE_MS);
      expect(name in globals).toBe(false);
      expect(vi.getTimerCount()).toBe(0);
    });
  });
});

describe('given two identical requests in flight', () => {
  it('they share one script and both get the answer', async () => {
    const first = jsonp('https://media.test/api/GetMediaItems?FeedIds=1%2C2&skip=0');
    const second = jsonp('https://media.test/api/GetMediaItems?FeedIds=1%2C2&skip=0');
    expect(scripts).toHaveLength(1);
    answer(lastScript(), ['shared']);
    await expect(Promise.all([first, second])).resolves.toEqual([['shared'], ['shared']]);
  });

  it('a callback parameter in the URL does not make them different', async () => {
    const first = jsonp('https://media.test/api/Same?x=1&callback=?');
    const second = jsonp('https://media.test/api/Same?x=1');
    expect(scripts).toHaveLength(1);
    answer(lastScript(), 'one');
    await expect(Promise.all([first, second])).resolves.toEqual(['one', 'one']);
  });

  it('a failure reaches both', async () => {
    const first = jsonp('https://media.test/api/SharedFailure');
    const second = jsonp('https://media.test/api/SharedFailure');
    lastScript().dispatchEvent(new Event('error'));
    expect((await rejection(first)).reason).toBe('network');
    expect((await rejection(second)).reason).toBe('network');
  });

  it('the same request made after the first settled loads again', async () => {
    const first = jsonp('https://media.test/api/Again');
    answer(lastScript(), 1);
    await first;
    const second = jsonp('https://media.test/api/Again');
    expect(scripts).toHaveLength(2);
    answer(lastScript(), 2);
    await expect(second).resolves.toBe(2);
  });
});

describe('given two different requests in flight', () => {
  it('each has its own script', async () => {
    const first = jsonp('https://media.test/api/GetMediaItems?skip=0');
    const second = jsonp('https://media.test/api/GetMediaItems?skip=12');
    expect(scripts).toHaveLength(2);
    answer(scripts[0] as HTMLScriptElement, 'a');
    answer(scripts[1] as HTMLScriptElement, 'b');
    await expect(Promise.all([first, second])).resolves.toEqual(['a', 'b']);
  });
});

describe('given a caller that aborts', () => {
  it("rejects with reason 'aborted' and removes the script", async () => {
    const controller = new AbortController();
    const request = jsonp('https://media.test/api/Abort', { signal: controller.signal });
    const script = lastScript();
    const name = callbackName(script);
    controller.abort();
    const error = await rejection(request);
    expect(error.reason).toBe('aborted');
    expect(script.isConnected).toBe(false);
    // The script may still arrive: a no-op waits for it, then goes with its load event.
    expect(() => answer(script, 'late')).not.toThrow();
    expect(name in globals).toBe(false);
  });

  it('clears its timeout', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const request = jsonp('https://media.test/api/AbortTimer', { signal: controller.signal });
    controller.abort();
    await rejection(request);
    lastScript().dispatchEvent(new Event('error'));
    expect(vi.getTimerCount()).toBe(0);
  });

  it('with a signal already aborted, rejects without loading anything', async () => {
    const error = await rejection(
      jsonp('https://media.test/api/AlreadyAborted', { signal: AbortSignal.abort() }),
    );
    expect(error.reason).toBe('aborted');
    expect(scripts).toHaveLength(0);
  });
});

describe('given two callers sharing a request', () => {
  it('one aborting detaches only that caller; the other still gets the answer', async () => {
    const controller = new AbortController();
    const leaving = jsonp('https://media.test/api/Two', { signal: controller.signal });
    const staying = jsonp('https://media.test/api/Two', { signal: new AbortController().signal });
    const script = lastScript();
    controller.abort();
    expect((await rejection(leaving)).reason).toBe('aborted');
    expect(script.isConnected).toBe(true);
    answer(script, 'for the one who stayed');
    await expect(staying).resolves.toBe('for the one who stayed');
  });

  it('all aborting cancels the shared request', async () => {
    const a = new AbortController();
    const b = new AbortController();
    const first = jsonp('https://media.test/api/AllLeave', { signal: a.signal });
    const second = jsonp('https://media.test/api/AllLeave', { signal: b.signal });
    const script = lastScript();
    a.abort();
    expect(script.isConnected).toBe(true);
    b.abort();
    expect(script.isConnected).toBe(false);
    expect((await rejection(first)).reason).toBe('aborted');
    expect((await rejection(second)).reason).toBe('aborted');
    // A new identical request starts afresh rather than joining the cancelled one.
    const again = jsonp('https://media.test/api/AllLeave');
    expect(scripts).toHaveLength(2);
    answer(lastScript(), 'fresh');
    await expect(again).resolves.toBe('fresh');
  });

  it('a caller without a signal keeps the request alive', async () => {
    const controller = new AbortController();
    const leaving = jsonp('https://media.test/api/Keep', { signal: controller.signal });
    const keeping = jsonp('https://media.test/api/Keep');
    controller.abort();
    await rejection(leaving);
    expect(lastScript().isConnected).toBe(true);
    answer(lastScript(), 'kept');
    await expect(keeping).resolves.toBe('kept');
  });
});

describe('given any query the request builder makes', () => {
  it('the script URL keeps every parameter and adds a valid callback name', async () => {
    const params = fc.dictionary(
      fc.string({ minLength: 1 }).filter((key) => key !== 'callback'),
      fc.oneof(fc.string(), fc.integer(), fc.boolean()),
    );
    await fc.assert(
      fc.asyncProperty(params, async (query) => {
        const request = jsonp(buildUrl('https://media.test/api/', 'GetMediaItems', query));
        const script = lastScript();
        const src = new URL(script.src);
        expect(callbackName(script)).toMatch(CALLBACK_NAME);
        for (const [key, value] of Object.entries(query)) {
          expect(src.searchParams.get(key)).toBe(String(value));
        }
        answer(script, query);
        await expect(request).resolves.toBe(query);
      }),
    );
  });
});
