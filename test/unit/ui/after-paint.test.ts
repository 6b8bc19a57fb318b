import { describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from '../../../src/ui/widget-root';

describe('afterNextPaint', () => {
  it('runs the callback after the next animation frame, not before', async () => {
    const order: string[] = [];
    afterNextPaint(() => order.push('after paint'));
    requestAnimationFrame(() => order.push('frame'));
    expect(order).toEqual([]);
    await vi.waitFor(() => expect(order).toEqual(['frame', 'after paint']));
  });

  it('runs nothing once cancelled, before or after the frame', async () => {
    const callback = vi.fn();
    afterNextPaint(callback)();
    // Cancelled within the frame, after its timer was queued.
    const cancel = afterNextPaint(callback);
    requestAnimationFrame(() => cancel());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(callback).not.toHaveBeenCalled();
  });
});
