import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editcodeCookie, storeEditcode } from '../../../src/bridge/editcode';

const GUID = '3f2504e0-4f89-11d3-9a0c-0305e82c3301';
/** Spec section 6's GUID: 8-4-4-4-12 hex digits, any case, nothing around them. */
const GUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const http = (search: string) => ({ search, protocol: 'http:' });

describe('given a guid query parameter', () => {
  it('over http it becomes a Lax session cookie for the whole site', () => {
    expect(editcodeCookie(http(`?guid=${GUID}`))).toBe(`editcode=${GUID}; Path=/; SameSite=Lax`);
  });

  it('over https it is Secure, SameSite=None and Partitioned, to live in the admin frame', () => {
    expect(editcodeCookie({ search: `?guid=${GUID}`, protocol: 'https:' })).toBe(
      `editcode=${GUID}; Path=/; Secure; SameSite=None; Partitioned`,
    );
  });

  it('stores upper-case GUIDs in lower case', () => {
    expect(editcodeCookie(http(`?x=1&guid=${GUID.toUpperCase()}`))).toContain(`editcode=${GUID};`);
  });

  it('never carries an expiry: it ends with the browser session', () => {
    expect(editcodeCookie(http(`?guid=${GUID}`))).not.toMatch(/expires|max-age/i);
  });

  it('writes document.cookie only for a valid guid', () => {
    const doc = { cookie: '' };
    expect(storeEditcode(doc, http(`?guid=${GUID}`))).toBe(true);
    expect(doc.cookie).toContain('editcode=');
    const untouched = { cookie: '' };
    expect(storeEditcode(untouched, http('?guid=nope'))).toBe(false);
    expect(untouched.cookie).toBe('');
  });
});

describe('given anything else in guid', () => {
  it.each([
    [''],
    ['?guid='],
    [`?guid={${GUID}}`],
    [`?guid=${GUID.replaceAll('-', '')}`],
    [`?guid=${GUID}x`],
    [`?guid= ${GUID}`],
    [`?guid=${GUID};%20Domain=evil.example`],
    [`?guid=${GUID}%0d%0aSet-Cookie:%20x=1`],
    [`?guid=${GUID.replace('3f', 'zz')}`],
    [`?guid=${GUID}&guid=${GUID}`],
    [`?GUID=${GUID}`],
  ])('%s is ignored', (search) => {
    expect(editcodeCookie(http(search))).toBeNull();
  });

  it('random strings are never stored unless they are exactly a GUID', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        const cookie = editcodeCookie(http(`?${new URLSearchParams({ guid: value })}`));
        expect(cookie === null).toBe(!GUID_SHAPE.test(value));
        if (cookie) expect(cookie).toMatch(/^editcode=[0-9a-f-]{36}; Path=\/; SameSite=Lax$/);
      }),
    );
  });

  it('fuzzed near-GUIDs (one character changed to a non-hex one) are refused', () => {
    fc.assert(
      fc.property(
        fc.uuid(),
        fc.nat(35),
        fc.constantFrom('g', 'z', ' ', '{', ';', '=', '%', '-', '\u0000', 'é'),
        (uuid, index, char) => {
          const mutated = uuid.slice(0, index) + char + uuid.slice(index + 1);
          fc.pre(mutated !== uuid);
          expect(editcodeCookie(http(`?${new URLSearchParams({ guid: mutated })}`))).toBeNull();
        },
      ),
    );
  });
});
