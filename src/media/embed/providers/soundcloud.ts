import { match, onUrl, PLAYER, type Provider, segments } from './provider';

const HOSTS = new Set(
  'soundcloud.com www.soundcloud.com m.soundcloud.com api.soundcloud.com'.split(' '),
);
const NAME = /^[a-z0-9_-]{1,100}$/i;

/** soundcloud.com/USER/TRACK, /USER/sets/SET, api.soundcloud.com/tracks/ID, /playlists/ID. */
export const soundcloud: Provider = {
  name: 'SoundCloud',
  origin: 'https://w.soundcloud.com',
  sandbox: PLAYER,
  path: onUrl((url, kind) => {
    if (!HOSTS.has(url.hostname)) return null;
    const playlist = kind === 'playlist';
    const api = url.hostname === 'api.soundcloud.com';
    const parts = segments(url);
    const [first, second, third] = parts;
    const ok = api
      ? parts.length === 2 &&
        first === (playlist ? 'playlists' : 'tracks') &&
        match(/^\d{1,15}$/, second)
      : playlist
        ? parts.length === 3 && second === 'sets' && match(NAME, first) && match(NAME, third)
        : parts.length === 2 && second !== 'sets' && match(NAME, first) && match(NAME, second);
    const canonical = `https://${api ? 'api.' : ''}soundcloud.com/${parts.join('/')}`;
    return ok ? `/player/?url=${encodeURIComponent(canonical)}&visual=false` : null;
  }),
};
