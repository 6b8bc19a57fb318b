import { describe, expect, it, vi } from 'vitest';
import { log } from '../../../src/kernel/log';
import { MediaRequestError } from '../../../src/media/error';
import { createMediaRepository, mediaRepositoryFor } from '../../../src/media/repository';
import { createFullMediaClient } from '../../support/full-media-client';

const ITEM = { Id: 1, FeedId: 1, ItemType: 'TiarcNews', Title: 'A' };

function countingRepository(answer: (url: string) => Promise<unknown>, capacity?: number) {
  const transport = vi.fn((url: string) => answer(url));
  const client = createFullMediaClient({ log, baseUrl: '/m', transport });
  return { repository: createMediaRepository(client, capacity), transport };
}

describe('given the media repository of a page', () => {
  it('is one repository per base URL and transport', () => {
    expect(mediaRepositoryFor({ mediaServiceUrl: '/media-service/' }, log)).toBe(
      mediaRepositoryFor({ mediaServiceUrl: '/media-service/' }, log),
    );
    expect(mediaRepositoryFor({ mediaServiceUrl: '/media-service/' }, log)).not.toBe(
      mediaRepositoryFor({ mediaServiceUrl: '/other/' }, log),
    );
    const json = { mediaServiceUrl: '/media-service/', mediaTransport: 'json' } as const;
    expect(mediaRepositoryFor(json, log)).not.toBe(
      mediaRepositoryFor({ mediaServiceUrl: '/media-service/' }, log),
    );
  });

  it('answers an identical call from memory: one request for two calls', async () => {
    const { repository, transport } = countingRepository(async () => [ITEM]);
    const query = { FeedIds: [1, 2], skip: 0, take: 12 };
    const first = await repository.getMediaItems(query);
    const second = await repository.getMediaItems({ ...query });
    expect(second).toBe(first);
    expect(transport).toHaveBeenCalledTimes(1);
  });

  describe('given a long list, read in slices', () => {
    const sent = Array.from({ length: 200 }, (_, n) => ({ ...ITEM, Id: n + 1 }));
    const query = { FeedIds: [1], skip: 0, take: 1000 };
    // A slice ends every 16 entries: each look at the clock is 11 ms later than the last.
    const slowClock = () => {
      let now = 0;
      vi.spyOn(performance, 'now').mockImplementation(() => (now += 11));
    };

    it('tells each caller what is read so far, slice by slice, with one request', async () => {
      slowClock();
      const { repository, transport } = countingRepository(async () => sent);
      const first: number[] = [];
      const second: number[] = [];
      let joined: Promise<unknown> | undefined;
      const whole = repository.getMediaItems(query, {
        onSlice: (read) => {
          first.push(read.length);
          // A caller that asks meanwhile has at once what is read, then the next slices.
          joined ??= repository.getMediaItems(query, {
            onSlice: (read) => second.push(read.length),
          });
          expect(repository.peek(1, 2)).toBeUndefined();
        },
      });
      const items = await whole;
      expect(await joined).toBe(items);
      expect(items).toHaveLength(200);
      expect(first.length).toBeGreaterThan(2);
      expect(first.every((count, n) => count > (first[n - 1] ?? 0) && count < 200)).toBe(true);
      expect(second).toEqual(first);
      // Once read, a card can peek its item, and a later caller has the list from memory.
      expect(repository.peek(1, 2)).toBe(items[1]);
      expect(await repository.getMediaItems(query, { onSlice: () => {} })).toBe(items);
      expect(transport).toHaveBeenCalledTimes(1);
    });

    it('stops telling a caller whose signal fired', async () => {
      slowClock();
      const { repository } = countingRepository(async () => sent);
      const first: number[] = [];
      const whole = repository.getMediaItems(query, { onSlice: (read) => first.push(read.length) });
      const controller = new AbortController();
      const gone: number[] = [];
      const left = repository.getMediaItems(query, {
        signal: controller.signal,
        onSlice: (read) => {
          gone.push(read.length);
          controller.abort();
        },
      });
      await expect(left).rejects.toThrow('aborted');
      await whole;
      expect(gone).toHaveLength(1);
      expect(first.length).toBeGreaterThan(1);
    });
  });

  it('asks again for a different page', async () => {
    const { repository, transport } = countingRepository(async () => [ITEM]);
    await repository.getMediaItems({ FeedIds: [1], skip: 0, take: 12 });
    await repository.getMediaItems({ FeedIds: [1], skip: 12, take: 12 });
    expect(transport).toHaveBeenCalledTimes(2);
  });

  it('forgets a failure, so a retry really asks again', async () => {
    let fail = true;
    const { repository, transport } = countingRepository(async () => {
      if (fail) throw new MediaRequestError('network', 'down');
      return [ITEM];
    });
    const query = { FeedIds: [1], skip: 0, take: 12 };
    const { signal } = new AbortController();
    await expect(repository.getMediaItems(query, { signal })).rejects.toThrow('down');
    fail = false;
    await expect(repository.getMediaItems(query, { signal })).resolves.toHaveLength(1);
    expect(transport).toHaveBeenCalledTimes(2);
  });

  it("keeps a failure of a widget's prepare (no signal) for the widget's own call, then forgets it", async () => {
    let fail = true;
    const { repository, transport } = countingRepository(async () => {
      if (fail) throw new MediaRequestError('network', 'down');
      return [ITEM];
    });
    const query = { FeedIds: [1], skip: 0, take: 12 };
    const { signal } = new AbortController();
    // prepare's call fails before React has arrived ...
    await expect(repository.getMediaItems(query)).rejects.toThrow('down');
    fail = false;
    // ... the widget's own call is given that failure, not a second request (it shows Retry),
    await expect(repository.getMediaItems(query, { signal })).rejects.toThrow('down');
    expect(transport).toHaveBeenCalledTimes(1);
    // and Retry asks again.
    await expect(repository.getMediaItems(query, { signal })).resolves.toHaveLength(1);
    expect(transport).toHaveBeenCalledTimes(2);
  });

  it('an aborted caller is rejected at once; another caller of the same call still gets the answer', async () => {
    let release: (value: unknown) => void = () => {};
    const { repository, transport } = countingRepository(
      () => new Promise((resolve) => (release = resolve)),
    );
    const query = { FeedIds: [1], SearchText: 'sp' };
    const controller = new AbortController();
    const stale = repository.getSearchSuggestions(query, { signal: controller.signal });
    const fresh = repository.getSearchSuggestions(query);
    controller.abort();
    await expect(stale).rejects.toMatchObject({ reason: 'aborted' });
    release(['Sports day']);
    await expect(fresh).resolves.toEqual(['Sports day']);
    expect(transport).toHaveBeenCalledTimes(1);
  });
});

describe('given items that an answer listed', () => {
  it('finds each by FeedId and Id, as a pop-up opened from its card does', async () => {
    const { repository } = countingRepository(async () => [ITEM, { ...ITEM, Id: 2, Title: 'B' }]);
    expect(repository.peek(1, 2)).toBeUndefined();
    await repository.getMediaItems({ FeedIds: [1], skip: 0, take: 12 });
    expect(repository.peek(1, 2)?.Title).toBe('B');
    expect(repository.peek(2, 2)).toBeUndefined();
  });

  it('keeps the description of an item once it is described', async () => {
    const { repository } = countingRepository(async (url) =>
      url.includes('Description')
        ? JSON.stringify({ ...ITEM, Title: 'A, described', Location: 'Hall' })
        : [ITEM],
    );
    await repository.getMediaItems({ FeedIds: [1], skip: 0, take: 12 });
    await repository.getMediaItemDescription({ ItemId: 1, FeedId: 1 });
    expect(repository.peek(1, 1)?.Title).toBe('A, described');
  });

  it('forgets the oldest entries past its capacity, answers and items alike', async () => {
    const { repository, transport } = countingRepository(
      async (url) => [{ ...ITEM, Id: Number(new URL(url, 'http://x').searchParams.get('skip')) }],
      4,
    );
    for (const skip of [10, 20, 30])
      await repository.getMediaItems({ FeedIds: [1], skip, take: 1 });
    // Three answers and three items, capacity four: the first answer and item are gone.
    expect(repository.peek(1, 10)).toBeUndefined();
    expect(repository.peek(1, 30)?.Id).toBe(30);
    await repository.getMediaItems({ FeedIds: [1], skip: 10, take: 1 });
    expect(transport).toHaveBeenCalledTimes(4);
  });
});

describe('given answers that came while the browser was offline', () => {
  it('back online, forgets those only (the service worker’s kept copies) and says so', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get');
    const { repository, transport } = countingRepository(async () => [ITEM]);
    const before = { FeedIds: [1], skip: 0, take: 12 };
    const meanwhile = { FeedIds: [1], skip: 12, take: 12 };
    online.mockReturnValue(true);
    await repository.getMediaItems(before);
    online.mockReturnValue(false);
    await repository.getMediaItems(meanwhile);
    online.mockReturnValue(true);

    expect(repository.forgetOfflineAnswers()).toBe(true);
    await repository.getMediaItems(before);
    await repository.getMediaItems(meanwhile);
    expect(
      transport.mock.calls.map(([url]) => new URL(url, location.href).searchParams.get('skip')),
    ).toEqual(['0', '12', '12']);
    // Nothing came offline since: nothing to forget.
    expect(repository.forgetOfflineAnswers()).toBe(false);
    online.mockRestore();
  });

  it('the page’s online event tells the page only when a repository forgot something', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const told = vi.fn();
    document.addEventListener('widgets:offline-answers-forgotten', told);
    const repository = mediaRepositoryFor({ mediaServiceUrl: '/online-test/' }, log);
    vi.spyOn(repository, 'forgetOfflineAnswers').mockReturnValueOnce(false);
    window.dispatchEvent(new Event('online'));
    expect(told).not.toHaveBeenCalled();
    vi.spyOn(repository, 'forgetOfflineAnswers').mockReturnValueOnce(true);
    window.dispatchEvent(new Event('online'));
    expect(told).toHaveBeenCalledOnce();
    document.removeEventListener('widgets:offline-answers-forgotten', told);
    online.mockRestore();
  });
});

describe('given the page’s repositories, disposed of', () => {
  it('the online listener comes with the first repository and goes with the disposal', async () => {
    vi.resetModules();
    const added = vi.spyOn(window, 'addEventListener');
    const repositories = await import('../../../src/media/repository');
    const onlineAdds = () => added.mock.calls.filter(([type]) => type === 'online');
    // Importing the module listens to nothing: no repository, nothing to forget.
    expect(onlineAdds()).toHaveLength(0);

    const first = repositories.mediaRepositoryFor({ mediaServiceUrl: '/disposal-test/' }, log);
    repositories.mediaRepositoryFor({ mediaServiceUrl: '/disposal-test-2/' }, log);
    expect(onlineAdds()).toHaveLength(1);
    const signal = (onlineAdds()[0]?.[2] as AddEventListenerOptions | undefined)?.signal;
    expect(signal?.aborted).toBe(false);

    repositories.disposeMediaRepositories();
    expect(signal?.aborted).toBe(true);
    const forget = vi.spyOn(first, 'forgetOfflineAnswers');
    window.dispatchEvent(new Event('online'));
    expect(forget).not.toHaveBeenCalled();

    // Asked for again, the page gets a new repository, listened for again.
    expect(repositories.mediaRepositoryFor({ mediaServiceUrl: '/disposal-test/' }, log)).not.toBe(
      first,
    );
    expect(onlineAdds()).toHaveLength(2);
    repositories.disposeMediaRepositories();
  });
});
