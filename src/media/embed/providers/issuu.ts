import { match, onUrl, PLAYER, type Provider, segments } from './provider';

const HOSTS = new Set(['issuu.com', 'www.issuu.com']);

/** issuu.com/USER/docs/DOC. */
export const issuu: Provider = {
  name: 'Issuu',
  origin: 'https://e.issuu.com',
  sandbox: PLAYER,
  allow: 'fullscreen',
  path: onUrl((url) => {
    if (!HOSTS.has(url.hostname)) return null;
    const parts = segments(url);
    const [user, docs, doc] = parts;
    if (parts.length !== 3 || docs !== 'docs') return null;
    if (!match(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, user)) return null;
    if (!match(/^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/, doc)) return null;
    return `/embed.html?u=${user}&d=${doc}`;
  }),
};
