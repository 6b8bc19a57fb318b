import type { IncomingMessage, ServerResponse } from 'node:http';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { handleEmbedStandin, standinHosts } from '../../../demo/embed-standins.mjs';
import { readConfig } from '../../../src/kernel/config';
import { EMBED_PROVIDERS, embedForItem, readEmbedHosts } from '../../../src/media/embed/providers';

function pageWithConfig(value: unknown) {
  document.head.innerHTML = `<script type="application/json" data-widgets-config>${JSON.stringify({ embedHosts: value })}</script>`;
}

beforeEach(() => {
  document.head.innerHTML = '';
});

describe('given the config key embedHosts', () => {
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const youtube = { ItemType: 'Youtube', URL: 'https://youtu.be/demo0002490' };

  it('accepts provider names mapped to absolute http(s) base URLs', () => {
    const hosts = {
      youtube: 'http://127.0.0.1:8080/embed-standin/youtube',
      booking: 'https://riverside.wufoo.com',
    };
    pageWithConfig(hosts);
    const error = vi.spyOn(console, 'error');
    const { config } = readConfig();
    expect(readEmbedHosts(config.embedHosts, log)).toEqual(hosts);
    expect(error).not.toHaveBeenCalled();
    expect(log.error).not.toHaveBeenCalled();
    expect(embedForItem(youtube, readEmbedHosts(config.embedHosts, log))?.embedUrl).toBe(
      'http://127.0.0.1:8080/embed-standin/youtube/embed/demo0002490',
    );
  });

  it('rejects a list at boot with one console error naming the key', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    pageWithConfig(['https://a.example']);
    const { config, invalid } = readConfig();
    expect(config.embedHosts).toBeUndefined();
    expect(invalid.has('embedHosts')).toBe(true);
    expect(error).toHaveBeenCalledExactlyOnceWith(expect.stringContaining('"embedHosts"'));
  });

  it.each([
    ['a relative URL', '/embed-standin/youtube'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a URL with a query', 'https://a.example/?x=1'],
    ['a URL with a fragment', 'https://a.example/#x'],
    ['a URL with credentials', 'https://me:pw@a.example'],
    ['a non-string URL', 42],
  ])('leaves out an entry with %s, keeps the good ones, and says so once', (_, bad) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const value = { youtube: bad, vimeo: 'https://vimeo.example' };
    pageWithConfig(value);
    const { config } = readConfig();
    expect(error).not.toHaveBeenCalled();
    const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    expect(readEmbedHosts(config.embedHosts, logger)).toEqual({ vimeo: 'https://vimeo.example' });
    expect(readEmbedHosts(config.embedHosts, logger)).toEqual({ vimeo: 'https://vimeo.example' });
    expect(logger.error).toHaveBeenCalledExactlyOnceWith(
      expect.stringMatching(/"embedHosts" has bad entries \("youtube"\)/),
    );
    // The provider keeps its own player: the bad base is never framed.
    expect(embedForItem(youtube, readEmbedHosts(config.embedHosts, logger))?.embedUrl).toBe(
      'https://www.youtube-nocookie.com/embed/demo0002490',
    );
  });

  it('names a provider name that is not a word as a bad entry', () => {
    const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    expect(readEmbedHosts({ 'you tube': 'https://a.example' }, logger)).toEqual({});
    expect(logger.error).toHaveBeenCalledExactlyOnceWith(expect.stringContaining('"you tube"'));
  });
});

function fakeResponse() {
  const res = {
    status: 0,
    headers: {} as Record<string, string>,
    body: '',
    writeHead(status: number, headers: Record<string, string>) {
      res.status = status;
      res.headers = headers;
      return res;
    },
    end(body: string) {
      res.body = body;
    },
  };
  return res;
}

const ask = (path: string) => {
  const res = fakeResponse();
  const handled = handleEmbedStandin(
    {} as IncomingMessage,
    res as unknown as ServerResponse,
    new URL(path, 'http://127.0.0.1:8080'),
  );
  return { handled, ...res };
};

describe('given the demo provider stand-ins', () => {
  it('serve every provider on the 127.0.0.1 origin of a localhost site', () => {
    const hosts = standinHosts('http://localhost:8080');
    expect(Object.keys(hosts).sort()).toEqual([...EMBED_PROVIDERS].sort());
    expect(hosts.youtube).toBe('http://127.0.0.1:8080/embed-standin/youtube');
  });

  it('answer the embed URL of a real provider URL with a script-free page naming the id', () => {
    const hosts = standinHosts('http://localhost:8080');
    const embed = embedForItem(
      {
        ItemType: 'SoundCloudPlaylist',
        URL: 'https://soundcloud.com/riversideis/sets/band-321',
        Title: 'Band',
      },
      hosts,
    );
    expect(embed?.embedUrl).toMatch(
      /^http:\/\/127\.0\.0\.1:8080\/embed-standin\/soundcloud\/player\/\?/,
    );
    const answer = ask(embed?.embedUrl ?? '');
    expect(answer.status).toBe(200);
    expect(answer.headers['Content-Security-Policy']).toMatch(/default-src 'none'/);
    expect(answer.body).toContain('SoundCloud player stand-in: band-321');
    expect(answer.body).not.toMatch(/<script/i);
  });

  it.each([
    ['Youtube', 'https://youtu.be/demo0002490', 'YouTube player stand-in: demo0002490'],
    ['Vimeo', 'https://vimeo.com/900002567', 'Vimeo player stand-in: 900002567'],
    ['TiarcVideo', '/videos/sports-day-2421', 'School video player stand-in: 2421'],
    ['SoundCloudTrack', 'https://soundcloud.com/riversideis/hymn-2702', 'stand-in: hymn-2702'],
    ['Issuu', 'https://issuu.com/lakesideis/docs/mag-2776', 'Issuu reader stand-in: mag-2776'],
    ['Twitter', 'https://x.com/RiversideIS/status/1860000000000001807', 'Twitter post stand-in'],
    ['Facebook', 'https://www.facebook.com/RiversideIS/posts/101000000001992', 'Facebook post'],
    ['Instagram', 'https://www.instagram.com/p/Demo0002102/', 'Instagram post stand-in'],
    ['Pinterest', 'https://www.pinterest.com/pin/99300000000002225/', 'Pinterest pin stand-in'],
  ])('answer the player path of a %s item (%s)', (ItemType, URL, text) => {
    const embed = embedForItem({ ItemType, URL }, standinHosts('http://localhost:8080'));
    const answer = ask(embed?.embedUrl ?? '');
    expect(answer.status).toBe(200);
    expect(answer.body).toContain(text);
  });

  it('escape what the URL carries', () => {
    const answer = ask('/embed-standin/twitter/embed/Tweet.html?id=%3Cimg%20src%3Dx%3E');
    expect(answer.body).toContain('&lt;img src=x&gt;');
    expect(answer.body).not.toContain('<img');
  });

  it('answer 404 for an unknown provider or a path its player does not have', () => {
    expect(ask('/embed-standin/evil/1').status).toBe(404);
    expect(ask('/embed-standin/youtube/118').status).toBe(404);
    expect(ask('/embed-standin/youtube/embed/118').status).toBe(404);
    expect(ask('/embed-standin/flickr/2298').status).toBe(404);
    expect(ask('/embed-standin/booking/embed/a%2F..%2Fx/').status).toBe(404);
  });

  it('leave other paths alone', () => {
    expect(ask('/images/x.jpg').handled).toBe(false);
  });
});
