// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  hostileCorpus,
  NAUGHTY_SECTIONS,
  naughtyLines,
  OWN_VECTORS,
  readNaughtyStrings,
} from '../../../demo/media-service/hostile-corpus.mjs';

const SAMPLE = [
  '#\tEmoji',
  '#',
  '#\tStrings which contain emoji',
  '',
  '😍',
  '',
  '#\tScript Injection',
  '#',
  '#\tStrings which attempt to invoke a benign script injection',
  '',
  '<script>alert(123)</script>',
  ' onfocus=JaVaSCript:alert(123) autofocus ',
  '',
  '#\tSQL Injection',
  '#',
  '#\tcomment',
  '1;DROP TABLE users',
].join('\n');

describe('given the layout of blns.txt', () => {
  it('keeps the lines of the chosen sections as they are, without comments or blanks', () => {
    expect(naughtyLines(SAMPLE, ['Script Injection', 'SQL Injection'])).toEqual([
      { section: 'Script Injection', payload: '<script>alert(123)</script>' },
      { section: 'Script Injection', payload: ' onfocus=JaVaSCript:alert(123) autofocus ' },
      { section: 'SQL Injection', payload: '1;DROP TABLE users' },
    ]);
  });
});

describe('given the installed big-list-of-naughty-strings package', () => {
  const lines = naughtyLines(readNaughtyStrings());

  it('finds every injection section with payloads in it', () => {
    const found = new Set(lines.map((line) => line.section));
    expect([...found]).toEqual([...NAUGHTY_SECTIONS]);
    expect(lines.filter((line) => line.section === 'Script Injection').length).toBeGreaterThan(200);
  });

  it('reads its script-injection lines, including the classics', () => {
    const payloads = lines.map((line) => line.payload);
    expect(payloads).toContain('<script>alert(123)</script>');
    expect(payloads).toContain('<img src=x onerror=alert(123) />');
    expect(payloads).toContain(' onfocus=JaVaSCript:alert(123) autofocus ');
  });
});

describe('given the whole corpus', () => {
  const corpus = hostileCorpus();

  it('holds the naughty strings and our own vectors, each once', () => {
    const payloads = corpus.map((entry) => entry.payload);
    expect(new Set(payloads).size).toBe(payloads.length);
    expect(corpus.filter((entry) => entry.source === 'own').length).toBe(OWN_VECTORS.length);
    expect(corpus.filter((entry) => entry.source.startsWith('blns: ')).length).toBeGreaterThan(200);
  });

  it('has our DOMPurify-style vectors: mutation XSS, hidden javascript: URLs, srcdoc, SVG', () => {
    const payloads = corpus.map((entry) => entry.payload);
    expect(payloads).toContain(
      `<noscript><p title="</noscript><img src=x onerror=__pwned('noscript')>">`,
    );
    expect(payloads).toContain('<a href="jav&#x09;ascript:alert(1)">x</a>');
    expect(payloads.some((p) => p.includes('srcdoc='))).toBe(true);
    expect(payloads.some((p) => p.startsWith('<svg onload='))).toBe(true);
    expect(payloads.some((p) => p.startsWith('<math>'))).toBe(true);
    expect(payloads.some((p) => /^java\tscript:/.test(p))).toBe(true);
    expect(payloads.some((p) => p.startsWith('data:text/html;base64,'))).toBe(true);
  });

  it('names each of our vectors that runs script, so a detected run says which one', () => {
    const runs = OWN_VECTORS.filter((vector) => /__pwned\(/.test(vector));
    const names = runs.map((vector) => /__pwned\((['"])([\w-]+)\1\)/.exec(vector)?.[2]);
    expect(names.every(Boolean)).toBe(true);
    expect(new Set(names).size).toBe(names.length);
  });
});
