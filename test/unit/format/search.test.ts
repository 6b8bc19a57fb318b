// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchRoute } from '../../../src/format/search';

describe('given a search text', () => {
  it('goes to /search/ with the text encoded', () => {
    expect(searchRoute('maths week')).toBe('/search/maths%20week');
  });

  it('trims the text first', () => {
    expect(searchRoute('  sports day \n')).toBe('/search/sports%20day');
  });

  it('encodes characters that would break the path', () => {
    expect(searchRoute('a/b?c#d&e')).toBe('/search/a%2Fb%3Fc%23d%26e');
  });

  it('encodes a lone surrogate as the replacement character instead of throwing', () => {
    expect(searchRoute('\uD800')).toBe('/search/%EF%BF%BD');
  });
});

describe('given an empty or blank text', () => {
  it('is not submitted', () => {
    expect(searchRoute('')).toBeNull();
    expect(searchRoute('   ')).toBeNull();
    expect(searchRoute('\t\n\u00A0\u3000')).toBeNull();
  });
});

describe('given something that is not a string', () => {
  it('is not submitted', () => {
    expect(searchRoute(undefined)).toBeNull();
    expect(searchRoute(null)).toBeNull();
  });
});

describe('given any string', () => {
  it('gives null exactly for blank text, else one encoded path segment', () => {
    const text = fc.oneof(
      fc.string(),
      fc.string({ unit: 'grapheme' }),
      fc.string({ unit: 'binary' }),
      fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) }),
      fc.string({ unit: fc.constantFrom(' ', '\t', '\u00A0', '/', '?', '#', 'a') }),
    );
    fc.assert(
      fc.property(text, (value) => {
        const route = searchRoute(value);
        if (value.trim() === '') {
          expect(route).toBeNull();
          return;
        }
        expect(route).toMatch(/^\/search\/[A-Za-z0-9%_.!~*'()-]+$/);
      }),
      { numRuns: 2000 },
    );
  });
});
