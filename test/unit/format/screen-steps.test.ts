// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextScreenStep, SCREEN_STEPS } from '../../../src/format/screen-steps';

// As listed in spec section 9, 1280 before 1136.
const SPEC_LIST = [
  240, 320, 480, 600, 720, 768, 800, 854, 960, 1024, 1280, 1136, 1366, 1440, 1600, 2000, 2048, 2160,
  2560, 3840, 4096,
];

describe('the screen size steps', () => {
  it('are the spec list, sorted ascending', () => {
    expect([...SCREEN_STEPS]).toEqual([...SPEC_LIST].sort((a, b) => a - b));
  });
});

describe('given a width that is a step', () => {
  it('keeps it', () => {
    expect(nextScreenStep(1024)).toBe(1024);
  });
});

describe('given a width between steps', () => {
  it('rounds up: 1025 to 1136 (not 1280, as in the unsorted list)', () => {
    expect(nextScreenStep(1025)).toBe(1136);
  });

  it('rounds up: 1200 to 1280', () => {
    expect(nextScreenStep(1200)).toBe(1280);
  });

  it('rounds up a fractional width', () => {
    expect(nextScreenStep(767.5)).toBe(768);
  });
});

describe('given a width below the smallest step', () => {
  it('gives 240', () => {
    for (const width of [1, 0, -5, Number.NEGATIVE_INFINITY])
      expect(nextScreenStep(width)).toBe(240);
  });
});

describe('given a width above the largest step, or unknown', () => {
  it('gives 4096', () => {
    for (const width of [5000, Number.POSITIVE_INFINITY, Number.NaN]) {
      expect(nextScreenStep(width)).toBe(4096);
    }
  });
});

describe('given any number', () => {
  it('gives a step, the smallest one not under the width when there is one', () => {
    fc.assert(
      fc.property(fc.double(), (width) => {
        const step = nextScreenStep(width);
        expect(SCREEN_STEPS).toContain(step);
        if (width <= 4096) {
          expect(step).toBeGreaterThanOrEqual(width);
          expect(SCREEN_STEPS.filter((s) => s >= width && s < step)).toEqual([]);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
