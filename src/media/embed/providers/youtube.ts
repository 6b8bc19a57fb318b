import { match, onUrl, type Provider, segments, VIDEO_PLAYER } from './provider';

const HOSTS = new Set(
  'youtube.com www.youtube.com m.youtube.com youtube-nocookie.com www.youtube-nocookie.com'.split(
    ' ',
  ),
);
const ID = /^[A-Za-z0-9_-]{11}$/;

/** watch?v=ID, youtu.be/ID, /embed/ID, /shorts/ID, /live/ID, /v/ID; the no-cookie player. */
export const youtube: Provider = {
  name: 'YouTube',
  origin: 'https://www.youtube-nocookie.com',
  ...VIDEO_PLAYER,
  path: onUrl((url) => {
    const [first, second] = segments(url);
    let id: string | null = null;
    if (url.hostname === 'youtu.be') id = match(ID, first);
    else if (!HOSTS.has(url.hostname)) return null;
    else if (first === 'watch') id = match(ID, url.searchParams.get('v'));
    else if (first && ['embed', 'shorts', 'live', 'v'].includes(first)) id = match(ID, second);
    return id && `/embed/${id}`;
  }),
};
