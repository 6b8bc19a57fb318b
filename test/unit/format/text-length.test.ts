// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textLengthClass } from '../../../src/format/text-length';

describe('given a title of exactly 140 characters', () => {
  it('has no length class', () => {
    expect(textLengthClass('a'.repeat(140))).toBe('');
  });
});

describe('given a title of 141 characters', () => {
  it('is mediumText', () => {
    expect(textLengthClass('a'.repeat(141))).toBe('mediumText');
  });
});

describe('given a title of 279 characters', () => {
  it('is still mediumText', () => {
    expect(textLengthClass('a'.repeat(279))).toBe('mediumText');
  });
});

describe('given a title of 280 characters', () => {
  it('is longText', () => {
    expect(textLengthClass('a'.repeat(280))).toBe('longText');
  });
});

describe('given a short title', () => {
  it('has no length class', () => {
    expect(textLengthClass('Sports day')).toBe('');
    expect(textLengthClass('')).toBe('');
  });
});

describe('given a title of 141 emoji (282 UTF-16 units)', () => {
  it('counts each emoji once and is mediumText, not longText', () => {
    expect(textLengthClass('🎉'.repeat(141))).toBe('mediumText');
  });
});

describe('given something that is not a string', () => {
  it('has no length class', () => {
    expect(textLengthClass(undefined)).toBe('');
    expect(textLengthClass(null)).toBe('');
    expect(textLengthClass(500)).toBe('');
  });
});

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
