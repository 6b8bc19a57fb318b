// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseFullSizeImage } from '../../../src/format/full-size-image';

const sizes = [
  { ImageSize: 75, ImageUrl: 'https://img.example/75.jpg' },
  { ImageSize: 240, ImageUrl: 'https://img.example/240.jpg' },
  { ImageSize: 500, ImageUrl: 'https://img.example/500.jpg' },
  { ImageSize: 640, ImageUrl: 'https://img.example/640.jpg' },
  { ImageSize: 1024, ImageUrl: 'https://img.example/1024.jpg' },
  { ImageSize: 1600, ImageUrl: 'https://img.example/1600.jpg' },
];

describe('given a landscape 800x600 viewport at ratio 1', () => {
  it('picks the first size over 800', () => {
    expect(chooseFullSizeImage(sizes, 800, 600, 1)?.ImageSize).toBe(1024);
  });
});

describe('given a portrait 375x812 phone at ratio 1', () => {
  it('measures the longer side', () => {
    expect(chooseFullSizeImage(sizes, 375, 812, 1)?.ImageSize).toBe(1024);
  });
});

describe('given a size exactly equal to what is needed', () => {
  it('does not count, as it must exceed', () => {
    expect(chooseFullSizeImage(sizes, 1024, 500, 1)?.ImageSize).toBe(1600);
  });
});

describe('given a retina ratio that nothing exceeds', () => {
  it('falls back to the last size', () => {
    expect(chooseFullSizeImage(sizes, 800, 600, 2)?.ImageSize).toBe(1600);
  });
});

describe('given no ratio', () => {
  it('uses 1', () => {
    expect(chooseFullSizeImage(sizes, 600, 400)?.ImageSize).toBe(640);
  });
});

describe('given a size list with empty URLs', () => {
  it('skips a big-enough size without a URL', () => {
    const list = [
      { ImageSize: 500, ImageUrl: 'https://img.example/500.jpg' },
      { ImageSize: 1024, ImageUrl: '' },
      { ImageSize: 1600, ImageUrl: 'https://img.example/1600.jpg' },
    ];
    expect(chooseFullSizeImage(list, 800, 600, 1)?.ImageSize).toBe(1600);
  });

  it('falls back to the last size with a URL when the last has none', () => {
    const list = [
      { ImageSize: 500, ImageUrl: 'https://img.example/500.jpg' },
      { ImageSize: 640, ImageUrl: 'https://img.example/640.jpg' },
      { ImageSize: 1024, ImageUrl: '  ' },
    ];
    expect(chooseFullSizeImage(list, 2000, 1000, 1)?.ImageSize).toBe(640);
  });

  it('gives null when no size has a URL', () => {
    expect(chooseFullSizeImage([{ ImageSize: 500, ImageUrl: '' }], 800, 600, 1)).toBeNull();
  });
});

describe('given no sizes', () => {
  it('gives null', () => {
    expect(chooseFullSizeImage([], 800, 600, 1)).toBeNull();
    expect(chooseFullSizeImage(undefined, 800, 600, 1)).toBeNull();
  });
});

describe('given a viewport that could not be measured', () => {
  it('reads NaN sides as 0 and a bad ratio as 1, taking the smallest size', () => {
    expect(chooseFullSizeImage(sizes, Number.NaN, Number.NaN, Number.NaN)?.ImageSize).toBe(75);
  });

  it('still uses the side that is known', () => {
    expect(chooseFullSizeImage(sizes, Number.NaN, 600, 1)?.ImageSize).toBe(640);
  });
});

describe('given any size list and any viewport', () => {
  const size = fc.record({
    ImageSize: fc.oneof(fc.integer({ min: 0, max: 5000 }), fc.double()),
    ImageUrl: fc.oneof(fc.constant(''), fc.constant(' '), fc.webUrl(), fc.string()),
  });
  const side = fc.oneof(fc.double(), fc.integer({ min: 0, max: 5000 }));

  it('gives a listed size with a URL, or null only when none has one', () => {
    fc.assert(
      fc.property(fc.array(size, { maxLength: 8 }), side, side, side, (list, w, h, ratio) => {
        const chosen = chooseFullSizeImage(list, w, h, ratio);
        const withUrl = list.filter((entry) => entry.ImageUrl.trim() !== '');
        if (withUrl.length === 0) {
          expect(chosen).toBeNull();
          return;
        }
        expect(chosen).not.toBeNull();
        expect(withUrl).toContain(chosen);
      }),
      { numRuns: 2000 },
    );
  });

  it('picks a size over what is needed whenever one with a URL exists', () => {
    fc.assert(
      fc.property(
        fc.array(size, { maxLength: 8 }),
        fc.integer({ min: 1, max: 3000 }),
        fc.integer({ min: 1, max: 3000 }),
        fc.constantFrom(1, 1.5, 2, 3),
        (list, w, h, ratio) => {
          const needed = Math.max(w, h) * ratio;
          const firstOk = list.find((e) => e.ImageUrl.trim() !== '' && e.ImageSize > needed);
          const chosen = chooseFullSizeImage(list, w, h, ratio);
          if (firstOk) expect(chosen).toBe(firstOk);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
