// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textLengthClass } from '../../../src/format/text-length';

// The examples are vectors: test/vectors/text-length.json (test/unit/format/vectors.test.ts).
describe('given any string', () => {
  it('the class follows the code-point count and nothing else', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 400 }),
      fc.string({ unit: 'grapheme', maxLength: 300 }),
      fc.string({ unit: 'binary', minLength: 100, maxLength: 320 }),
      fc.string({
        unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
        minLength: 130,
        maxLength: 300,
      }),
    );
    fc.assert(
      fc.property(text, (title) => {
        const length = [...title].length;
        const expected = length > 279 ? 'longText' : length > 140 ? 'mediumText' : '';
        expect(textLengthClass(title)).toBe(expected);
      }),
      { numRuns: 1000 },
    );
  });
});
