import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../../../src/kernel/config';

function pageWithConfig(config: object) {
  document.head.innerHTML = `<script type="application/json" data-widgets-config>${JSON.stringify(config)}</script>`;
}

beforeEach(() => {
  document.head.innerHTML = '';
});

describe('given the tagManagerUrl config key', () => {
  it.each([
    ['a relative stand-in', '/demo-assets/gtm-standin.js?id={id}'],
    ['a first-party proxy', 'https://tags.example.org/gtm.js?id={id}'],
  ])('accepts %s with {id}', (_, url) => {
    pageWithConfig({ tagManagerId: 'GTM-AB12', tagManagerUrl: url });
    expect(readConfig().config.tagManagerUrl).toBe(url);
  });

  it.each([
    ['a URL without {id}', 'https://www.googletagmanager.com/gtm.js'],
    ['a javascript: URL', 'javascript:alert(1)//{id}'],
    ['a number', 42],
  ])('rejects %s with one console error naming the key', (_, url) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    pageWithConfig({ tagManagerId: 'GTM-AB12', tagManagerUrl: url });
    const { config, invalid } = readConfig();
    expect(config.tagManagerUrl).toBeUndefined();
    expect([...invalid]).toEqual(['tagManagerUrl']);
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain('"tagManagerUrl"');
  });

  it('is optional: without it the tag manager module uses Google’s loader', () => {
    pageWithConfig({ tagManagerId: 'GTM-AB12' });
    const { config, invalid } = readConfig();
    expect(config.tagManagerUrl).toBeUndefined();
    expect(invalid.size).toBe(0);
  });
});
