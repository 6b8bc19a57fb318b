import { afterEach, describe, expect, it, vi } from 'vitest';
import { visible } from '../../../src/kernel/strategies/visible';

/** A stand-in IntersectionObserver whose callback the test fires. */
function stubObserver() {
  const fired: Array<(isIntersecting: boolean) => void> = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        fired.push((isIntersecting) =>
          callback([{ isIntersecting } as IntersectionObserverEntry], this as never),
        );
      }
      observe() {}
      disconnect() {}
    },
  );
  return (isIntersecting: boolean) => fired.at(-1)?.(isIntersecting);
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 5));

afterEach(() => vi.unstubAllGlobals());

describe('the visible strategy', () => {
  it('mounts in a task of its own once the element comes into view, not before', async () => {
    const intersect = stubObserver();
    const run = vi.fn();
    visible(document.createElement('div'), run);

    intersect(false);
    await nextTask();
    expect(run).not.toHaveBeenCalled();
    intersect(true);
    // Not in the observer's task, which Chrome shares among every widget in view.
    expect(run).not.toHaveBeenCalled();
    await nextTask();
    expect(run).toHaveBeenCalledOnce();
  });

  it('does not mount a widget disposed of between coming into view and its task', async () => {
    const intersect = stubObserver();
    const run = vi.fn();
    const dispose = visible(document.createElement('div'), run);

    intersect(true);
    dispose();
    await nextTask();
    expect(run).not.toHaveBeenCalled();
  });
});
