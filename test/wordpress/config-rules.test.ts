// @vitest-environment happy-dom
// @vitest-environment-options { "url": "http://localhost:8090/media/" }
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { type ConfigKey, readConfig } from '../../src/kernel/config';
import schema from '../../src/kernel/config.schema.json';

// The WordPress settings refuse exactly what the bundle's config reader refuses: the plugin's
// PHP check (reading src/kernel/config.schema.json) and readConfig (src/kernel/config.ts) are
// given the same values, and must agree on each, with the same words for what a key must hold.

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// The schema has every key of the bundle's config and no other (a type error otherwise).
const sameKeys: Same<keyof typeof schema.properties, ConfigKey> = true;

const naughty: string[] = createRequire(import.meta.url)('big-list-of-naughty-strings');

const STRINGS = [
  '',
  ' ',
  'http://a.example/x',
  'https://a.example',
  'HTTPS://A.EXAMPLE/',
  '/media-service/',
  'media',
  '?q=1',
  '#top',
  '//cdn.example/x',
  ' http://a.example ',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'data:text/html,<b>x</b>',
  'ftp://a.example/',
  'mailto:a@example.com',
  'http://',
  'https:///x',
  'https://a.example:99999/',
  'https://a.example:8080/',
  'https://user:pw@a.example/',
  'http://a b.example/',
  'http://[::1]:8080/',
  'GTM-ABC123',
  'GTM-ABC123\n',
  'GTM-abc',
  'GTM-',
  'Europe/London',
  'europe/london',
  'Asia/Dubai',
  'UTC',
  'Etc/GMT+5',
  'US/Eastern',
  'Asia/Calcutta',
  'Mars/Olympus',
  // Files of the system's zoneinfo directory that PHP lists beside its zones (issue #44): no
  // zone for Intl; PHP cannot even build the first two.
  'leapseconds',
  'tzdata.zi',
  'posixrules',
  'Factory',
  'localtime',
  'zone.tab',
  'iso3166.tab',
  'right/UTC',
  'posix/Europe/London',
  'Europe/London/',
  'GMT0',
  'EST5EDT',
  'Z',
  'London',
  'https://tiles.example/{z}/{x}/{y}.png',
  '/tiles/{y}/{x}/{z}.png',
  'https://tm.example/gtm.js?id={id}',
  '/gtm.js?id={ID}',
  'fr',
  'ar-AE',
  'json',
  'jsonp',
  'JSON',
  'json ',
  'jsonp\n',
  'jsonpp',
  'xml',
  '</script><script>alert(1)</script>',
  ...naughty,
];
const VALUES = [
  ...STRINGS.map((text) => JSON.stringify(text)),
  '0',
  '7',
  '-1',
  'true',
  'null',
  '[]',
  '{}',
  '[1, 2]',
  '{"news": [1, 2], "events": [4]}',
  '{"news": []}',
  '{"news": [0]}',
  '{"news": [-3]}',
  '{"news": [1.5]}',
  '{"news": [2.0]}',
  '{"news": [1e3]}',
  '{"news": ["1"]}',
  '{"news": 1}',
  '{"news": [null]}',
  '[{"slug": "dubai", "name": "Dubai", "feedIds": [2]}]',
  '{"youtube": "https://yt.example"}',
  '[[1]]',
];

const KEYS = Object.keys(schema.properties) as ConfigKey[];

/** What the bundle says of one value: null when valid, else what the key must hold. */
function bundleVerdict(key: string, json: string): string | null {
  const root = document.createElement('div');
  const element = document.createElement('script');
  element.setAttribute('data-widgets-config', '');
  element.textContent = `{${JSON.stringify(key)}: ${json}}`;
  root.append(element);
  const errors: string[] = [];
  const spy = vi.spyOn(console, 'error').mockImplementation((...args) => {
    errors.push(args.join(' '));
  });
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const { invalid } = readConfig(root);
  spy.mockRestore();
  warn.mockRestore();
  if (!invalid.has(key as ConfigKey)) return null;
  const expected = /expected (.*)\.$/.exec(errors.join('\n'))?.[1];
  return `${key} must be ${expected}.`;
}

function phpVerdicts(samples: [string, string][]): (string | null)[] {
  const out = execFileSync('php', [join(import.meta.dirname, 'support/check-config.php')], {
    input: JSON.stringify(samples),
    maxBuffer: 64 << 20,
  });
  return JSON.parse(out.toString('utf8'));
}

describe('the page config rules: bundle and WordPress plugin', () => {
  it('name the same keys', () => {
    expect(sameKeys).toBe(true);
    expect(KEYS).toHaveLength(14);
  });

  it(`agree on ${KEYS.length} keys x ${VALUES.length} values, with the same message`, () => {
    const samples = KEYS.flatMap((key) => VALUES.map((json): [string, string] => [key, json]));
    const php = phpVerdicts(samples);
    const disagreements = samples
      .map(([key, json], index) => ({
        key,
        json,
        bundle: bundleVerdict(key, json),
        php: php[index],
      }))
      .filter((sample) => sample.bundle !== sample.php);
    expect(disagreements).toEqual([]);
    // Both sides do refuse things: the samples are not all valid.
    expect(php.filter((verdict) => verdict !== null).length).toBeGreaterThan(samples.length / 3);
  });
});
