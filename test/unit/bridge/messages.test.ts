import { describe, expect, it } from 'vitest';
import { envelope, parseInbound } from '../../../src/bridge/messages';

const NONCE = '0123456789abcdef0123456789abcdef';
const page = { protocol: 'wgt-cms', version: 1, nonce: NONCE, type: 'page', editable: true };
const ok = {
  protocol: 'wgt-cms',
  version: 1,
  nonce: NONCE,
  type: 'response',
  replyTo: 'r1',
  ok: true,
};
const refused = { ...ok, ok: false, error: 'Field is locked' };

describe('given a message from the admin', () => {
  it('accepts the page message in its documented shape', () => {
    expect(parseInbound(page)).toEqual(page);
  });

  it('accepts a positive and a negative response', () => {
    expect(parseInbound(ok)).toEqual(ok);
    expect(parseInbound(refused)).toEqual(refused);
  });

  it.each([
    ['a string', JSON.stringify(page)],
    ['null', null],
    ['an array', [page]],
    ['another protocol', { ...page, protocol: 'cms' }],
    ['another version', { ...page, version: 2 }],
    ['a version as text', { ...page, version: '1' }],
    ['no nonce', { ...page, nonce: undefined }],
    ['a short nonce', { ...page, nonce: 'abc' }],
    ['an upper-case nonce', { ...page, nonce: NONCE.toUpperCase() }],
    ['editable as text', { ...page, editable: 'true' }],
    ['an extra key', { ...page, html: '<img src=x onerror=alert(1)>' }],
    ['an unknown type', { ...page, type: 'eval' }],
    ['a response without ok', { ...ok, ok: undefined }],
    ['a response with ok "yes"', { ...ok, ok: 'yes' }],
    ['a refusal without error', { ...refused, error: undefined }],
    ['a refusal with a huge error', { ...refused, error: 'x'.repeat(501) }],
    ['a success carrying an error', { ...ok, error: 'x' }],
    ['a reply id with spaces', { ...ok, replyTo: 'r 1' }],
    ['an object with a prototype', Object.assign(Object.create({ editable: true }), page)],
  ])('refuses %s', (_, data) => {
    expect(parseInbound(data)).toBeNull();
  });
});

describe('given a message the page sends', () => {
  it('wraps it in the envelope with the page nonce', () => {
    expect(
      envelope(NONCE, { type: 'hello', id: 'r1', page: { path: '/', title: 'Welcome' } }),
    ).toEqual({
      protocol: 'wgt-cms',
      version: 1,
      nonce: NONCE,
      type: 'hello',
      id: 'r1',
      page: { path: '/', title: 'Welcome' },
    });
  });
});
