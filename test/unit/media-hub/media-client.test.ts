import { describe, expect, it, vi } from 'vitest';
import { createMediaClient } from '../../../src/media/client';
import { MediaRequestError } from '../../../src/media/error';
import { rememberAnswers, sharedMediaClient } from '../../../src/ui/media-client';

const ITEM = { Id: 1, FeedId: 1, ItemType: 'TiarcNews', Title: 'A' };

function countingClient(answer: () => Promise<unknown>) {
  const transport = vi.fn((_url: string) => answer());
  return { client: rememberAnswers(createMediaClient({ baseUrl: '/m', transport })), transport };
}

describe('given the shared media client of a page', () => {
  it('is one client per base URL', () => {
    expect(sharedMediaClient('/media-service/')).toBe(sharedMediaClient('/media-service/'));
    expect(sharedMediaClient('/media-service/')).not.toBe(sharedMediaClient('/other/'));
  });

  it('answers an identical call from memory: one request for two calls', async () => {
    const { client, transport } = countingClient(async () => [ITEM]);
    const query = { FeedIds: [1, 2], skip: 0, take: 12 };
    const first = await client.getMediaItems(query);
    const second = await client.getMediaItems({ ...query });
    expect(second).toBe(first);
    expect(transport).toHaveBeenCalledTimes(1);
  });

  it('asks again for a different page', async () => {
    const { client, transport } = countingClient(async () => [ITEM]);
    await client.getMediaItems({ FeedIds: [1], skip: 0, take: 12 });
    await client.getMediaItems({ FeedIds: [1], skip: 12, take: 12 });
    expect(transport).toHaveBeenCalledTimes(2);
  });

  it('forgets a failure, so a retry really asks again', async () => {
    let fail = true;
    const { client, transport } = countingClient(async () => {
      if (fail) throw new MediaRequestError('network', 'down');
      return [ITEM];
    });
    const query = { FeedIds: [1], skip: 0, take: 12 };
    await expect(client.getMediaItems(query)).rejects.toThrow('down');
    fail = false;
    await expect(client.getMediaItems(query)).resolves.toHaveLength(1);
    expect(transport).toHaveBeenCalledTimes(2);
  });

  it('an aborted caller is rejected at once; another caller of the same call still gets the answer', async () => {
    let release: (value: unknown) => void = () => {};
    const { client, transport } = countingClient(
      () => new Promise((resolve) => (release = resolve)),
    );
    const query = { FeedIds: [1], SearchText: 'sp' };
    const controller = new AbortController();
    const stale = client.getSearchSuggestions(query, { signal: controller.signal });
    const fresh = client.getSearchSuggestions(query);
    controller.abort();
    await expect(stale).rejects.toMatchObject({ reason: 'aborted' });
    release(['Sports day']);
    await expect(fresh).resolves.toEqual(['Sports day']);
    expect(transport).toHaveBeenCalledTimes(1);
  });
});
