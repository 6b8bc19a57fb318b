// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanTitle, TITLE_SEARCH, titleParts } from '../../../src/format/title';

const MEDIA_SEARCH = `/media${TITLE_SEARCH}`;

const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) }),
  // Titles built from the characters the rules care about find the interesting overlaps.
  fc.string({ unit: fc.constantFrom('?', '#', '@', ' ', 'a', '1', '_', 'é', '\t', '\n', '.') }),
  // Short strings over the smallest alphabet cover every small overlap many times over.
  fc.string({ unit: fc.constantFrom('?', '#', '@', ' ', 'a'), maxLength: 6 }),
);

// The examples of cleanTitle and titleParts are vectors: test/vectors/clean-title.json and
// title-parts.json (test/unit/format/vectors.test.ts). Here: their properties over any string.
describe('given any string at all', () => {
  it('clean-up never throws and is idempotent', () => {
    fc.assert(
      fc.property(anyText, (title) => {
        const once = cleanTitle(title);
        expect(cleanTitle(once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });

  it('clean-up leaves no ?? run and no "# " or "@ "', () => {
    fc.assert(
      fc.property(anyText, (title) => {
        const clean = cleanTitle(title);
        expect(clean).not.toMatch(/\?\?|# |@ /);
      }),
      { numRuns: 2000 },
    );
  });

  it('the parts joined read exactly as the cleaned title', () => {
    fc.assert(
      fc.property(anyText, (title) => {
        const joined = titleParts(title)
          .map((part) => part.text)
          .join('');
        expect(joined).toBe(cleanTitle(title));
      }),
      { numRuns: 2000 },
    );
  });

  it('every link goes to the media search for its own text, nowhere else', () => {
    fc.assert(
      fc.property(anyText, (title) => {
        for (const part of titleParts(title)) {
          if (part.kind !== 'link') continue;
          expect(part.href.startsWith(MEDIA_SEARCH)).toBe(true);
          const query = part.href.slice(MEDIA_SEARCH.length);
          expect(query).toMatch(/^%(23|40)[A-Za-z0-9%_.!~*'()-]+$/);
          expect(decodeURIComponent(query)).toBe(part.text);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('never puts two text parts side by side nor an empty part', () => {
    fc.assert(
      fc.property(anyText, (title) => {
        const parts = titleParts(title);
        parts.forEach((part, index) => {
          expect(part.text).not.toBe('');
          if (part.kind === 'text') expect(parts[index + 1]?.kind).not.toBe('text');
        });
      }),
      { numRuns: 1000 },
    );
  });
});
