import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildUrl } from '../../../src/media/request';

describe('given a base URL and a call', () => {
  it('joins them with one slash, whether or not the base ends with one', () => {
    expect(buildUrl('https://media.test/api', 'GetMediaItems', {})).toBe(
      'https://media.test/api/GetMediaItems',
    );
    expect(buildUrl('https://media.test/api/', 'GetMediaItems', {})).toBe(
      'https://media.test/api/GetMediaItems',
    );
  });
});

describe('given a base with {call} (a route of a site without pretty addresses)', () => {
  it('puts the call there and the parameters after the base’s own query', () => {
    const base = 'https://school.test/?rest_route=/school-site-widgets/v1/media/{call}';
    expect(buildUrl(base, 'GetMediaItems', { FeedIds: [3, 14], take: 6 })).toBe(
      'https://school.test/?rest_route=/school-site-widgets/v1/media/GetMediaItems&FeedIds=3%2C14&take=6',
    );
    expect(buildUrl(base, 'GetPhotosSet', {})).toBe(
      'https://school.test/?rest_route=/school-site-widgets/v1/media/GetPhotosSet',
    );
  });

  it('starts the query when the base has none', () => {
    expect(buildUrl('/wp-json/ssw/v1/media/{call}', 'GetMediaItems', { skip: 0 })).toBe(
      '/wp-json/ssw/v1/media/GetMediaItems?skip=0',
    );
  });
});

describe('given parameters', () => {
  it('comma-joins arrays, writes booleans as true/false and omits undefined', () => {
    const url = buildUrl('https://media.test/api', 'GetMediaItems', {
      FeedIds: [3, 14],
      SearchTags: ['sport', 'music'],
      skip: 0,
      IsExtended: true,
      HasCategorys: false,
      FirstNoOfItems: undefined,
    });
    expect(url).toBe(
      'https://media.test/api/GetMediaItems?FeedIds=3%2C14&SearchTags=sport%2Cmusic&skip=0&IsExtended=true&HasCategorys=false',
    );
  });

  it('encodes text the way URLSearchParams does', () => {
    expect(buildUrl('https://media.test/api', 'X', { SearchExpression: '#sport & art=fun' })).toBe(
      'https://media.test/api/X?SearchExpression=%23sport+%26+art%3Dfun',
    );
  });

  it('keeps an empty list as an empty value', () => {
    expect(buildUrl('https://media.test/api', 'X', { FeedIds: [] })).toBe(
      'https://media.test/api/X?FeedIds=',
    );
  });
});

describe('given any parameters (property)', () => {
  const scalar = fc.oneof(fc.string(), fc.integer(), fc.double({ noNaN: true }), fc.boolean());
  const list = fc.array(fc.oneof(fc.string(), fc.integer()));
  const value = fc.oneof(scalar, list, fc.constant(undefined));

  it('every defined parameter round-trips through URLSearchParams', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), value), (params) => {
        const url = new URL(buildUrl('https://media.test/api/', 'GetMediaItems', params));
        expect(url.pathname).toBe('/api/GetMediaItems');
        const defined = Object.entries(params).filter(([, v]) => v !== undefined);
        expect([...url.searchParams.keys()]).toEqual(defined.map(([name]) => name));
        for (const [name, v] of defined) {
          expect(url.searchParams.get(name)).toBe(Array.isArray(v) ? v.join(',') : String(v));
        }
      }),
    );
  });
});
