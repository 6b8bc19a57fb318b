import { describe, expect, it } from 'vitest';
import { nextSticky, stickyThresholds } from '../../../widgets/header/sticky';

// Scrolls through a list of positions from a non-sticky header; returns the state after each.
const walk = (thresholds: ReturnType<typeof stickyThresholds>, positions: number[]) => {
  let sticky = false;
  return positions.map((y) => {
    sticky = nextSticky(thresholds, y, sticky);
    return sticky;
  });
};

describe('given the landing template', () => {
  const thresholds = stickyThresholds('landing', 800, null);

  it('turns sticky only once the scroll position passes 50px', () => {
    expect(walk(thresholds, [0, 49, 50, 51])).toEqual([false, false, false, true]);
  });

  it('scrolling back to 50px or less removes sticky', () => {
    expect(walk(thresholds, [400, 51, 50, 0])).toEqual([true, true, false, false]);
  });

  it('treats an overscroll bounce (negative position) as the top', () => {
    expect(walk(thresholds, [200, -20])).toEqual([true, false]);
  });
});

describe('given a template the markup does not name', () => {
  it('uses the 50px rule', () => {
    expect(stickyThresholds(null, 800, 300)).toEqual({ lower: 50, upper: 50 });
  });
});

describe('given the media template', () => {
  it('is sticky at every position, the top included', () => {
    const thresholds = stickyThresholds('media', 800, 300);
    expect(walk(thresholds, [0, 10, 5000, 0])).toEqual([true, true, true, true]);
  });
});

describe.each(['second-level', 'shared'] as const)('given the %s template', (template) => {
  describe('with a banner slider 400px high', () => {
    const thresholds = stickyThresholds(template, 800, 400);

    it('has the upper threshold at the banner height minus 50 and the small one at 30', () => {
      expect(thresholds).toEqual({ lower: 30, upper: 350 });
    });

    it('turns sticky only past the upper threshold, not at 31px', () => {
      expect(walk(thresholds, [31, 200, 350, 351])).toEqual([false, false, false, true]);
    });

    it('stays sticky on the way back until between 0 and 30px', () => {
      expect(walk(thresholds, [600, 200, 31, 30, 0])).toEqual([true, true, true, false, false]);
    });
  });

  describe('without a banner', () => {
    it('uses the window height as the upper threshold', () => {
      const thresholds = stickyThresholds(template, 700, null);
      expect(thresholds).toEqual({ lower: 30, upper: 700 });
      expect(walk(thresholds, [699, 701])).toEqual([false, true]);
    });
  });

  describe('with a banner so low that the upper threshold would fall under 30px', () => {
    it('never lets the upper threshold go below the small one', () => {
      expect(stickyThresholds(template, 800, 60)).toEqual({ lower: 30, upper: 30 });
    });
  });
});
