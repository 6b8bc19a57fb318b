// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { THUMBNAIL_WIDTH, visibleThumbnails } from '../../../src/format/thumbnails';

describe('the thumbnail width', () => {
  it('is 170px', () => {
    expect(THUMBNAIL_WIDTH).toBe(170);
  });
});

describe('given widths under 270', () => {
  it('shows one thumbnail', () => {
    for (const width of [0, 100, 200, 269]) expect(visibleThumbnails(width)).toBe(1);
  });
});

describe('given a width that fits an odd number', () => {
  it('shows that many: 610 fits 3', () => {
    expect(visibleThumbnails(610)).toBe(3);
  });

  it('shows that many: 950 fits 5', () => {
    expect(visibleThumbnails(950)).toBe(5);
  });
});

describe('given a width that fits an even number', () => {
  it('shows one fewer: 440 fits 2, shows 1', () => {
    expect(visibleThumbnails(440)).toBe(1);
  });

  it('shows one fewer: 1920 fits 10, shows 9', () => {
    expect(visibleThumbnails(1920)).toBe(9);
  });
});

describe('given a nonsense width', () => {
  it('shows one thumbnail', () => {
    for (const width of [
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
      -500,
      undefined as never,
    ]) {
      expect(visibleThumbnails(width)).toBe(1);
    }
  });
});

describe('given any number at all', () => {
  it('shows an odd whole number of at least 1', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer(), fc.double({ min: -1e4, max: 1e4 })), (w) => {
        const count = visibleThumbnails(w);
        expect(Number.isSafeInteger(count)).toBe(true);
        expect(count).toBeGreaterThanOrEqual(1);
        expect(count % 2).toBe(1);
      }),
      { numRuns: 5000 },
    );
  });

  it('never shows more than fit, and at most one fewer', () => {
    fc.assert(
      fc.property(fc.double({ min: 270, max: 1e6, noNaN: true }), (width) => {
        const fit = Math.floor((width - 100) / 170);
        const count = visibleThumbnails(width);
        expect(count).toBeLessThanOrEqual(fit);
        expect(count).toBeGreaterThanOrEqual(fit - 1);
      }),
      { numRuns: 2000 },
    );
  });
});
