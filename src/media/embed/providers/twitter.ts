import { match, onUrl, PLAYER, type Provider, segments } from './provider';

const HOSTS = new Set('twitter.com www.twitter.com mobile.twitter.com x.com www.x.com'.split(' '));

/** twitter.com or x.com /USER/status/ID, /i/web/status/ID. */
export const twitter: Provider = {
  name: 'Twitter',
  origin: 'https://platform.twitter.com',
  sandbox: PLAYER,
  path: onUrl((url) => {
    if (!HOSTS.has(url.hostname)) return null;
    const parts = segments(url);
    const [user, status, id] = parts;
    const userOk = match(/^[A-Za-z0-9_]{1,15}$/, user) && status === 'status';
    const webOk = user === 'i' && status === 'web' && parts[2] === 'status';
    const tweet = userOk && parts.length === 3 ? id : webOk && parts.length === 4 ? parts[3] : null;
    return match(/^\d{1,20}$/, tweet) && `/embed/Tweet.html?id=${tweet}&dnt=true`;
  }),
};
