import { match, onUrl, PLAYER, type Provider, segments } from './provider';

const HOSTS = new Set(['instagram.com', 'www.instagram.com']);

/** instagram.com/p/CODE, /reel/CODE, /tv/CODE, optionally after the account name. */
export const instagram: Provider = {
  name: 'Instagram',
  origin: 'https://www.instagram.com',
  sandbox: PLAYER,
  path: onUrl((url) => {
    if (!HOSTS.has(url.hostname)) return null;
    const parts = segments(url);
    const offset = parts.length === 3 ? 1 : 0;
    if (parts.length !== offset + 2) return null;
    if (offset === 1 && !match(/^[A-Za-z0-9._]{1,30}$/, parts[0])) return null;
    const kind = parts[offset];
    const code = match(/^[A-Za-z0-9_-]{5,40}$/, parts[offset + 1]);
    return kind && ['p', 'reel', 'tv'].includes(kind) && code ? `/p/${code}/embed/` : null;
  }),
};
