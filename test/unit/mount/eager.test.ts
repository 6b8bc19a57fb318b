import { afterEach, describe, expect, it, vi } from 'vitest';
import { eager } from '../../../src/kernel/strategies/eager';

const nextFrameAndTask = () =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 5)));

afterEach(() => vi.restoreAllMocks());

describe('the eager strategy', () => {
  it('mounts after the first frame', async () => {
    const run = vi.fn();
    eager(document.createElement('div'), run);
    expect(run).not.toHaveBeenCalled();
    await nextFrameAndTask();
    expect(run).toHaveBeenCalledOnce();
  });

  it('does not mount a widget disposed of before the frame', async () => {
    const run = vi.fn();
    const dispose = eager(document.createElement('div'), run);
    dispose();
    await nextFrameAndTask();
    expect(run).not.toHaveBeenCalled();
  });

  it('does not mount a widget disposed of between the frame and its task', async () => {
    const run = vi.fn();
    const dispose = eager(document.createElement('div'), run);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    dispose();
    await nextFrameAndTask();
    expect(run).not.toHaveBeenCalled();
  });

  describe('in a hidden tab, which draws no frames', () => {
    it('does not mount a widget disposed of before the timer', async () => {
      vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
      const run = vi.fn();
      const dispose = eager(document.createElement('div'), run);
      dispose();
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(run).not.toHaveBeenCalled();
    });
  });
});
