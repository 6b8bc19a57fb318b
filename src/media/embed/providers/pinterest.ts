import { match, onUrl, PLAYER, type Provider, segments } from './provider';

const HOST =
  /^(?:(?:www|[a-z]{2})\.)?pinterest\.(?:com|co\.uk|com\.au|com\.mx|ca|de|fr|es|it|ch|at|ie|nz|jp|pt|se|dk|cl|ph)$/;

/** (www. or a country).pinterest.(com, co.uk, ...)/pin/ID. */
export const pinterest: Provider = {
  name: 'Pinterest',
  origin: 'https://assets.pinterest.com',
  sandbox: PLAYER,
  path: onUrl((url) => {
    if (!HOST.test(url.hostname)) return null;
    const parts = segments(url);
    const [pin, id] = parts;
    return parts.length === 2 && pin === 'pin' && match(/^\d{1,25}$/, id)
      ? `/ext/embed.html?id=${id}`
      : null;
  }),
};
