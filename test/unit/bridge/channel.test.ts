import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { type Channel, createChannel, RequestTimeout } from '../../../src/bridge/channel';
import type { PageMessage } from '../../../src/bridge/messages';
import { ADMIN, answer, fakeFrame, pageMessage } from './fake-frame';

const NONCE = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
let frame: ReturnType<typeof fakeFrame>;
let channel: Channel;
let onPage: Mock<(message: PageMessage) => boolean>;
let rejected: string[];

beforeEach(() => {
  vi.useFakeTimers();
  frame = fakeFrame();
  onPage = vi.fn((_message: PageMessage) => true);
  rejected = [];
  channel = createChannel({
    self: frame.win,
    peer: frame.win.parent,
    peerOrigin: ADMIN,
    nonce: NONCE,
    onPage,
    onRejected: (reason) => rejected.push(reason),
  });
});
afterEach(() => {
  channel.stop();
  vi.useRealTimers();
});

const hello = () =>
  channel.request({ type: 'hello', page: { path: '/', title: 'T' } }, { timeoutMs: 1000 });

describe('given a request to the admin', () => {
  it('posts it to the admin origin only, never "*"', () => {
    hello().catch(() => {});
    expect(frame.posted.map((entry) => entry.targetOrigin)).toEqual([ADMIN]);
    expect(frame.posted[0]?.message).toMatchObject({ type: 'hello', id: 'r1', nonce: NONCE });
  });

  it('resolves with the response that echoes its id and the nonce', async () => {
    const pending = hello();
    frame.deliver(answer(frame.posted[0]?.message ?? {}));
    await expect(pending).resolves.toMatchObject({ replyTo: 'r1', ok: true });
  });

  it('rejects with a timeout when nobody answers', async () => {
    const pending = hello();
    vi.advanceTimersByTime(1000);
    await expect(pending).rejects.toBeInstanceOf(RequestTimeout);
  });

  it('resends the same request until answered when asked to', async () => {
    const pending = channel.request(
      { type: 'hello', page: { path: '/', title: 'T' } },
      { timeoutMs: 1000, resendEveryMs: 300 },
    );
    vi.advanceTimersByTime(650);
    expect(frame.posted.map((entry) => entry.message.id)).toEqual(['r1', 'r1', 'r1']);
    frame.deliver(answer(frame.posted[0]?.message ?? {}));
    await pending;
    vi.advanceTimersByTime(2000);
    expect(frame.posted).toHaveLength(3);
  });

  it('a second answer to the same id is refused', async () => {
    const pending = hello();
    const response = answer(frame.posted[0]?.message ?? {});
    frame.deliver(response);
    await pending;
    frame.deliver(response);
    expect(rejected).toEqual(['reply']);
  });
});

describe('given a message that is not from the admin that framed the page', () => {
  it('from another window, even at the admin origin with the right nonce, it is refused', async () => {
    const pending = hello();
    const sibling = { postMessage() {} };
    frame.deliver(answer(frame.posted[0]?.message ?? {}), { source: sibling });
    frame.deliver(pageMessage(NONCE), { source: sibling });
    frame.deliver(pageMessage(NONCE), { source: null });
    expect(rejected).toEqual(['source', 'source', 'source']);
    expect(onPage).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    await expect(pending).rejects.toBeInstanceOf(RequestTimeout);
  });

  it.each([
    ['null'],
    ['http://localhost:8082'],
    ['http://127.0.0.1:8081'],
    ['https://localhost:8081'],
    ['http://localhost:8081/'],
    ['http://localhost:80810'],
    ['http://localhost.:8081'],
    [''],
  ])('from the parent at origin %j it is refused', (origin) => {
    frame.deliver(pageMessage(NONCE), { origin });
    expect(rejected).toEqual(['origin']);
    expect(onPage).not.toHaveBeenCalled();
  });

  it('with a stale or foreign nonce it is refused', () => {
    frame.deliver(pageMessage('bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb'));
    expect(rejected).toEqual(['nonce']);
    expect(onPage).not.toHaveBeenCalled();
  });

  it('in an undocumented shape it is refused', () => {
    frame.deliver({ ...pageMessage(NONCE), extra: 1 });
    frame.deliver('{"type":"page"}');
    expect(rejected).toEqual(['shape', 'shape']);
  });

  it('answering an id that was never asked is refused', () => {
    frame.deliver(answer({ id: 'r99', nonce: NONCE }));
    expect(rejected).toEqual(['reply']);
  });
});

describe('given the legitimate page message', () => {
  it('reaches the handler, which may still refuse it for the state the page is in', () => {
    onPage.mockReturnValueOnce(false);
    frame.deliver(pageMessage(NONCE));
    expect(onPage).toHaveBeenCalledWith(pageMessage(NONCE));
    expect(rejected).toEqual(['state']);
  });
});

describe('given a parent that throws when messaged', () => {
  it('swallows the error and counts it', () => {
    const errors = vi.fn();
    const throwing = fakeFrame();
    throwing.parent.postMessage = () => {
      throw new DOMException('could not clone', 'DataCloneError');
    };
    const quiet = createChannel({
      self: throwing.win,
      peer: throwing.win.parent,
      peerOrigin: ADMIN,
      nonce: NONCE,
      onPage: () => true,
      onSendError: errors,
    });
    expect(() => quiet.notify({ type: 'editing', fields: [] })).not.toThrow();
    expect(errors).toHaveBeenCalledTimes(1);
    quiet.stop();
  });
});

describe('given a stopped channel', () => {
  it('ignores messages and rejects what was pending', async () => {
    const pending = hello();
    channel.stop();
    await expect(pending).rejects.toThrow('stopped');
    frame.deliver(pageMessage(NONCE));
    expect(onPage).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
