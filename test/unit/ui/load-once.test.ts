import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from '../../../src/ui/chunk-load';

// loadOnce wraps a lazily loaded chunk: the pop-up host, each pop-up kind, the hub's combobox,
// the event map and keen-slider are all fetched through it.

describe('given a chunk loaded through loadOnce', () => {
  it('fetches it once for every caller, and peek has it once it is here', async () => {
    const load = vi.fn(async () => 'the chunk');
    const chunk = loadOnce(load);
    expect(chunk.peek()).toBeUndefined();
    const [first, second] = await Promise.all([chunk(), chunk()]);
    expect([first, second, await chunk()]).toEqual(['the chunk', 'the chunk', 'the chunk']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(chunk.peek()).toBe('the chunk');
  });

  it('forgets a failed fetch: the next call (a second open, Retry) asks again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('the chunk');
    const chunk = loadOnce(load);
    await expect(chunk()).rejects.toThrow('Failed to fetch');
    expect(chunk.peek()).toBeUndefined();
    expect(await chunk()).toBe('the chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('listens for the page being left only while a fetch is pending', async () => {
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const chunk = loadOnce(async () => 'the chunk');
    await chunk();
    await chunk();
    const unloads = (spy: typeof added) =>
      spy.mock.calls.filter(([type]) => type === 'beforeunload').length;
    expect([unloads(added), unloads(removed)]).toEqual([1, 1]);
    vi.restoreAllMocks();
  });
});
