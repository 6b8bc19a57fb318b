import { match, onUrl, PLAYER, type Provider, segments, VIDEO_PLAYER } from './provider';

const HOSTS = new Set(['facebook.com', 'www.facebook.com', 'm.facebook.com', 'web.facebook.com']);
const PAGE = /^[A-Za-z0-9.]{1,80}$/;
const POST = /^(?:\d{1,25}|pfbid[A-Za-z0-9]{20,80})$/;

/** facebook.com/PAGE/posts/ID, /PAGE/videos/ID: the post or video plugin. */
export const facebook: Provider = {
  name: 'Facebook',
  origin: 'https://www.facebook.com',
  sandbox: PLAYER,
  allow: VIDEO_PLAYER.allow,
  path: onUrl((url) => {
    if (!HOSTS.has(url.hostname)) return null;
    const parts = segments(url);
    const [page, kind, id] = parts;
    const video = kind === 'videos' && match(/^\d{1,25}$/, id);
    const post = kind === 'posts' && match(POST, id);
    if (parts.length !== 3 || !match(PAGE, page) || !(video || post)) return null;
    const canonical = encodeURIComponent(`https://www.facebook.com/${page}/${kind}/${id}`);
    return `/plugins/${video ? 'video' : 'post'}.php?href=${canonical}&show_text=true`;
  }),
};
