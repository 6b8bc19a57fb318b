import { match, onUrl, type Provider, segments, VIDEO_PLAYER } from './provider';

const HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const HASH = /^[0-9a-f]{6,20}$/;

/**
 * vimeo.com/ID, vimeo.com/ID/HASH (unlisted), vimeo.com/channels/NAME/ID,
 * vimeo.com/groups/NAME/videos/ID, player.vimeo.com/video/ID; played without tracking (dnt).
 */
export const vimeo: Provider = {
  name: 'Vimeo',
  origin: 'https://player.vimeo.com',
  ...VIDEO_PLAYER,
  path: onUrl((url) => {
    if (!HOSTS.has(url.hostname)) return null;
    const parts = segments(url);
    const at = parts.findIndex((part) => /^\d{1,12}$/.test(part));
    if (at === -1) return null;
    const before = parts.slice(0, at).join('/');
    const shapeOk =
      (url.hostname === 'player.vimeo.com' && before === 'video') ||
      (url.hostname !== 'player.vimeo.com' &&
        (before === '' ||
          /^channels\/[\w-]{1,64}$/.test(before) ||
          /^groups\/[\w-]{1,64}\/videos$/.test(before)));
    if (!shapeOk) return null;
    const hash = match(HASH, parts[at + 1]) ?? match(HASH, url.searchParams.get('h'));
    if (parts.length > at + (hash && parts[at + 1] === hash ? 2 : 1)) return null;
    return `/video/${parts[at]}?dnt=1${hash ? `&h=${hash}` : ''}`;
  }),
};
