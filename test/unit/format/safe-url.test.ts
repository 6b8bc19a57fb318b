// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isHttpOrSitePath } from '../../../src/format/safe-url';

describe('given http(s) and site-path URLs', () => {
  it('accepts them', () => {
    for (const url of [
      'http://cdn.example/a.jpg',
      'HTTPS://cdn.example/a.jpg',
      '//cdn.example/a.jpg',
      '/media/a.jpg',
      '/',
      ' https://cdn.example/with space.jpg ',
    ]) {
      expect(isHttpOrSitePath(url), url).toBe(true);
    }
  });
});

describe('given other schemes, relative paths or garbage', () => {
  it('refuses them', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:image/png;base64,AAAA',
      'vbscript:x',
      'a.jpg',
      '../a.jpg',
      'http://',
      'https:///path',
      '///evil',
      'http://cdn.example/\n/a.jpg',
      '',
      '   ',
      '%%%',
    ]) {
      expect(isHttpOrSitePath(url), url).toBe(false);
    }
  });

  it('refuses non-strings', () => {
    expect(isHttpOrSitePath(undefined)).toBe(false);
    expect(isHttpOrSitePath(42)).toBe(false);
  });
});
