import { beforeEach, describe, expect, it, vi } from 'vitest';
import { missingKeys, readConfig } from '../../../src/kernel/config';

function pageWithConfig(json: string) {
  document.head.innerHTML = `<script type="application/json" data-widgets-config>${json}</script>`;
}

const VALID = {
  mediaServiceUrl: 'https://media.example.org/api/',
  imageServiceUrl: '/image-service/image',
  defaultImage: '/images/default.jpg',
  feedGroups: { news: [1, 2], events: [3] },
  adminOrigin: 'aHR0cHM6Ly9hZG1pbi5leGFtcGxlLm9yZw==',
  websiteOrigin: 'aHR0cHM6Ly93d3cuZXhhbXBsZS5vcmc=',
  tagManagerId: 'GTM-AB12CD',
  mapTileUrl: 'https://tiles.example.org/{z}/{x}/{y}.png',
  timeZone: 'Europe/London',
  schools: [{ slug: 'dubai', name: 'Dubai', feedIds: [2] }],
  locale: 'ar',
};

beforeEach(() => {
  document.head.innerHTML = '';
});

describe('given a complete, valid config', () => {
  it('reads every key without a console message', () => {
    const error = vi.spyOn(console, 'error');
    pageWithConfig(JSON.stringify(VALID));
    const { config, invalid } = readConfig();
    expect(config).toEqual(VALID);
    expect(invalid.size).toBe(0);
    expect(error).not.toHaveBeenCalled();
  });
});

describe('given a time zone', () => {
  // The canonical list is asked first (cheap); an alias it leaves out is still a time zone.
  it.each(['Asia/Dubai', 'Europe/Zurich', 'UTC', 'US/Eastern', 'Etc/GMT+1'])(
    'accepts %s without a console message',
    (timeZone) => {
      const error = vi.spyOn(console, 'error');
      pageWithConfig(JSON.stringify({ ...VALID, timeZone }));
      const { config, invalid } = readConfig();
      expect(config.timeZone).toBe(timeZone);
      expect(invalid.size).toBe(0);
      expect(error).not.toHaveBeenCalled();
    },
  );
});

describe('given a config without the optional keys', () => {
  it('defaults the time zone to Europe/London and the tag manager to none', () => {
    pageWithConfig(JSON.stringify({ mediaServiceUrl: '/media-service/' }));
    const { config } = readConfig();
    expect(config.timeZone).toBe('Europe/London');
    expect(config.tagManagerId).toBe('');
    expect(missingKeys(config, ['mediaServiceUrl', 'imageServiceUrl'])).toEqual([
      'imageServiceUrl',
    ]);
  });
});

describe('given bad values', () => {
  it.each([
    ['mediaServiceUrl', 'javascript:alert(1)'],
    ['imageServiceUrl', 42],
    ['feedGroups', { news: [1, -2] }],
    ['feedGroups', [1, 2]],
    ['tagManagerId', 'UA-1234'],
    ['mapTileUrl', 'https://tiles.example.org/tile.png'],
    ['timeZone', 'Mars/Olympus'],
    ['tagManagerId', ['GTM-AB12CD']],
    ['schools', { london: [1, 4] }],
    ['locale', 33],
    ['mediaTransport', 'xml'],
    ['mediaTransport', ['json']],
  ])('reports "%s" = %j as one console error naming the key and drops it', (key, value) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    pageWithConfig(JSON.stringify({ ...VALID, [key]: value }));
    const { config, invalid } = readConfig();
    expect(error).toHaveBeenCalledOnce();
    expect(String(error.mock.calls[0]?.[0])).toContain(`"${key}"`);
    expect([...invalid]).toEqual([key]);
    if (key === 'timeZone' || key === 'tagManagerId') {
      expect(config[key]).toBeUndefined();
    } else {
      expect(config).not.toHaveProperty(key);
    }
  });

  it('reports JSON that does not parse and falls back to the defaults', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    pageWithConfig('{ "mediaServiceUrl": ');
    const { config } = readConfig();
    expect(error).toHaveBeenCalledOnce();
    expect(String(error.mock.calls[0]?.[0])).toContain('not a JSON object');
    expect(error.mock.calls[0]?.[1]).toBeInstanceOf(SyntaxError);
    expect(config).toEqual({ timeZone: 'Europe/London', tagManagerId: '' });
  });

  it('reports JSON that is no object, with the value, and falls back to the defaults', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    pageWithConfig('["mediaServiceUrl", "/media-service/"]');
    const { config } = readConfig();
    expect(error).toHaveBeenCalledOnce();
    expect(String(error.mock.calls[0]?.[0])).toContain('not a JSON object');
    expect(error.mock.calls[0]?.[1]).toEqual(['mediaServiceUrl', '/media-service/']);
    expect(config).toEqual({ timeZone: 'Europe/London', tagManagerId: '' });
  });

  it('warns about an unknown key but keeps the others', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    pageWithConfig(JSON.stringify({ ...VALID, colour: 'red' }));
    expect(readConfig().config.mediaServiceUrl).toBe(VALID.mediaServiceUrl);
    expect(String(warn.mock.calls[0]?.[0])).toContain('"colour"');
  });
});

describe('given a page without a config element', () => {
  it('returns the defaults silently', () => {
    const error = vi.spyOn(console, 'error');
    expect(readConfig().config).toEqual({ timeZone: 'Europe/London', tagManagerId: '' });
    expect(error).not.toHaveBeenCalled();
  });
});
