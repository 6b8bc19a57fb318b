import fc from 'fast-check';
import * as PropertySymbol from 'happy-dom/lib/PropertySymbol.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonp } from '../../../src/media/jsonp';
import { buildUrl } from '../../../src/media/request';

// Properties of the request builder beyond `request.test.ts` (which round-trips fast-check's
// default ASCII-ish strings): full Unicode, the characters that mean something in a query
// (`&`, `=`, `#`, `%`, `+`, `?`, spaces, commas), numbers read back as numbers, and what a
// comma inside an array item does. Callback names are checked against the random source too.
//
// What the builder guarantees, and what it does not:
// - Every well-formed string (no lone UTF-16 surrogate) comes back from URLSearchParams exactly.
//   A lone surrogate cannot be UTF-8 encoded and comes back as U+FFFD.
// - Nothing in a name or value changes the origin or the path, or starts a fragment.
// - Finite numbers come back as the same number (`-0` reads as `0`).
// - Arrays are comma-joined and commas inside items are NOT escaped (the service splits the
//   value on commas: FeedIds, SearchTags). So the joined text round-trips, items without a
//   comma round-trip one by one, and an item with a comma reaches the service as two items.
//   Callers must not pass commas inside array items; ids are numbers and no widget sends tags.

const BASE = 'https://media.test/api/';
const CALL = 'GetMediaItems';
const CALLBACK_NAME = /^[A-Za-z_$][\w$]{0,63}$/;

const special = fc.constantFrom('&', '=', '#', '%', '%25', '+', '?', ' ', ',', '/', ';', '\0');
/** Well-formed text: whole graphemes from all of Unicode, mixed with query metacharacters. */
const text = fc
  .array(fc.oneof(fc.string({ unit: 'grapheme', maxLength: 3 }), special), { maxLength: 8 })
  .map((parts) => parts.join(''));
const finite = fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));

function read(params: Parameters<typeof buildUrl>[2]): URL {
  return new URL(buildUrl(BASE, CALL, params));
}

describe('given any well-formed text in names and values', () => {
  it("each comes back exactly, in the object's order, and the path and host stay the same", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.tuple(text, text), { selector: ([name]) => name }), (pairs) => {
        const params = Object.fromEntries(pairs);
        const url = read(params);
        expect(url.host).toBe('media.test');
        expect(url.pathname).toBe('/api/GetMediaItems');
        expect(url.hash).toBe('');
        // An object lists names that read as array indexes ("0") first, whatever the order
        // they were given in: the query follows the object.
        expect([...url.searchParams]).toEqual(Object.entries(params));
      }),
    );
  });
});

describe('given text with a lone surrogate', () => {
  it('it comes back with U+FFFD in its place, which is all UTF-8 can carry', () => {
    expect(read({ q: 'a\uD800b' }).searchParams.get('q')).toBe('a\uFFFDb');
  });
});

describe('given numbers and booleans', () => {
  it('a finite number reads back as the same number', () => {
    fc.assert(
      fc.property(finite, (n) => {
        expect(Number(read({ n }).searchParams.get('n'))).toBe(n === 0 ? 0 : n);
      }),
    );
  });

  it('a boolean reads back as true or false', () => {
    fc.assert(
      fc.property(fc.boolean(), (b) => {
        expect(read({ b }).searchParams.get('b')).toBe(String(b));
      }),
    );
  });
});

describe('given arrays', () => {
  const commaFree = text.map((t) => t.replaceAll(',', ''));

  it('items without a comma come back one by one when the value is split on commas', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(commaFree, fc.integer()), { minLength: 1 }), (items) => {
        const value = read({ SearchTags: items }).searchParams.get('SearchTags');
        expect(value?.split(',')).toEqual(items.map(String));
      }),
    );
  });

  it('the joined text always comes back, but an item with a comma splits in two (documented)', () => {
    fc.assert(
      fc.property(fc.array(text), (items) => {
        expect(read({ SearchTags: items }).searchParams.get('SearchTags')).toBe(items.join(','));
      }),
    );
    expect(read({ SearchTags: ['rock, paper', 'art'] }).searchParams.get('SearchTags')).toBe(
      'rock, paper,art',
    );
  });
});

describe('given any random source and any request', () => {
  // The transport's scripts are kept inert; only their src is read.
  beforeEach(() => {
    const appendChild = document.head.appendChild;
    vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
      if (node instanceof HTMLScriptElement)
        (node as unknown as Record<symbol, boolean>)[PropertySymbol.disableEvaluation] = true;
      return appendChild.call(document.head, node) as T;
    });
  });
  afterEach(() => {
    for (const script of document.head.querySelectorAll('script')) script.remove();
  });

  it('the generated callback name is a valid, unique JavaScript identifier of at most 64 chars', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        fc.dictionary(text, text),
        (random, params) => {
          vi.spyOn(Math, 'random').mockReturnValue(random);
          const controller = new AbortController();
          const request = jsonp(buildUrl(BASE, CALL, params), { signal: controller.signal });
          request.catch(() => {});
          const scripts = document.head.querySelectorAll('script');
          const src = new URL(scripts[scripts.length - 1]?.src ?? '');
          const names = src.searchParams.getAll('callback');
          expect(names).toHaveLength(1);
          const name = names[0] ?? '';
          expect(name).toMatch(CALLBACK_NAME);
          expect(seen.has(name)).toBe(false);
          seen.add(name);
          controller.abort();
        },
      ),
    );
  });
});
