import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeOrigin,
  isBareOrigin,
  PLACEHOLDER_WORDS,
  readBridgeOrigins,
} from '../../../src/bridge/origins';

const b64 = (text: string) => btoa(text);

describe('given a base64 origin from the page config', () => {
  it('decodes a bare https origin', () => {
    expect(decodeOrigin(b64('https://admin.example.org'))).toEqual({
      ok: true,
      origin: 'https://admin.example.org',
    });
  });

  it('decodes an http origin with a port, and ignores blanks around the value', () => {
    expect(decodeOrigin(` ${b64('http://localhost:8081')}\n`)).toEqual({
      ok: true,
      origin: 'http://localhost:8081',
    });
  });

  it.each([
    ['{{ADMIN_ORIGIN}}'],
    ['ADMIN_ORIGIN'],
    ['WEBSITE_ORIGIN'],
    ['__WEBSITE_ORIGIN__'],
    ['PLACEHOLDER'],
    ['placeholder'],
    ['%%ADMIN%%'],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a template placeholder is the input
    ['${adminOrigin}'],
    ['[[admin]]'],
    ['<%= origin %>'],
    ['CHANGEME'],
  ])('refuses the unreplaced placeholder %s', (value) => {
    expect(decodeOrigin(value)).toEqual({ ok: false, problem: 'placeholder' });
  });

  it.each(PLACEHOLDER_WORDS.map((word) => [word]))(
    'refuses base64 whose text still holds the word %s',
    (word) => {
      expect(decodeOrigin(b64(`https://${word}.example.org`))).toEqual({
        ok: false,
        problem: 'placeholder',
      });
    },
  );

  it.each([
    ['not base64 at all!'],
    ['aHR0cHM6Ly9hZG1pbi5leGFtcGxlLm9yZw=x'],
    ['aHR0cHM6Ly9hZG1pbi5leGFtcGxlLm9yZw==='],
    ['aHR0cHM6Ly9hZG1pbi5leGFtcGxlLm9yZ'],
    ['aHR0cHM6Ly9hZG1pbi5leGFtcGxlLm9yZw_-'],
  ])('refuses %s as not valid base64', (value) => {
    expect(decodeOrigin(value)).toEqual({ ok: false, problem: 'not-base64' });
  });

  it.each([[''], ['   '], [undefined], [42], [null]])('calls %j missing', (value) => {
    expect(decodeOrigin(value)).toEqual({ ok: false, problem: 'missing' });
  });

  it.each([
    ['null'],
    ['https://admin.example.org/'],
    ['https://admin.example.org/cms'],
    ['https://admin.example.org?x=1'],
    ['https://admin.example.org#top'],
    ['https://user:pw@admin.example.org'],
    ['https://Admin.Example.org'],
    ['https://admin.example.org:443'],
    ['ftp://admin.example.org'],
    ['javascript:alert(1)'],
    ['data:text/html,hi'],
    ['file:///etc/passwd'],
    ['//admin.example.org'],
    ['admin.example.org'],
    ['https://admin.example.org '],
    ['https://admin.exam\tple.org'],
    ['https://ädmin.example.org'],
  ])('refuses %j: not a bare scheme://host[:port] origin', (text) => {
    expect(decodeOrigin(b64(unescape(encodeURIComponent(text))))).toEqual({
      ok: false,
      problem: 'not-an-origin',
    });
  });

  it('never accepts a decoded text that differs from its own serialized origin', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        const result = decodeOrigin(b64(url));
        if (result.ok) expect(new URL(result.origin).origin).toBe(url);
      }),
      { numRuns: 50 }, // the URL generator is slow; 50 keep the file well under its timeout
    );
  });
});

describe('given both origins of the config', () => {
  it('reads them when both are good', () => {
    expect(
      readBridgeOrigins({
        adminOrigin: b64('http://localhost:8081'),
        websiteOrigin: b64('http://localhost:8080'),
      }),
    ).toEqual({
      ok: true,
      origins: { admin: 'http://localhost:8081', website: 'http://localhost:8080' },
    });
  });

  it('names every bad key in one reason, so the bridge logs a single warning', () => {
    const result = readBridgeOrigins({ adminOrigin: '{{ADMIN_ORIGIN}}', websiteOrigin: 'x' });
    expect(result).toEqual({
      ok: false,
      reason:
        'adminOrigin still holds a placeholder (the CMS did not replace it); websiteOrigin is not valid base64',
    });
  });
});

describe('isBareOrigin', () => {
  it('accepts IPv4 and IPv6 hosts with ports', () => {
    expect(isBareOrigin('http://127.0.0.1:8080')).toBe(true);
    expect(isBareOrigin('http://[::1]:8080')).toBe(true);
  });
});
