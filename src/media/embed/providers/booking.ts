import { PLAYER, type Provider } from './provider';

/**
 * An event's booking form (its WoofooCode, [A-Za-z0-9] 1-40). Wufoo forms live on the school's
 * account subdomain; which one is configured (embedHosts.booking).
 */
export const booking: Provider = {
  name: 'booking form',
  origin: /^https:\/\/[a-z0-9-]{1,63}\.wufoo\.com$/,
  sandbox: `${PLAYER} allow-forms`,
  path: (code) => (/^[A-Za-z0-9]{1,40}$/.test(code) ? `/embed/${code}/` : null),
};
