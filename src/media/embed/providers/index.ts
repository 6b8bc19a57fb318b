// Which third-party players may be embedded, and how a media item becomes an embed URL. One file
// per provider (./<id>.ts: name, player origin, iframe sandbox and allow, item URL to player path);
// the ItemType table's embedProvider column picks an item's provider. No React: the pop-ups, tests
// and the bench use it alone. Media data is untrusted (./provider.ts): the embed URL is the
// provider's player origin (or config embedHosts' base) plus the provider's path, checked against
// that origin again; anything else gets a plain link. Only real provider URLs are recognised: a
// demo reaches its stand-ins through embedHosts alone, so no demo knowledge ships to visitors.

import { isHttpOrSitePath } from '../../../format/safe-url';
import { cleanTitle } from '../../../format/title';
import type { Logger } from '../../../kernel/types';
import { t } from '../../../words';
import { type EmbedKind, type ItemType, itemTypeOf } from '../../item-types';
import { booking } from './booking';
import { facebook } from './facebook';
import { instagram } from './instagram';
import { issuu } from './issuu';
import { pinterest } from './pinterest';
import { type Provider, parseUrl } from './provider';
import { soundcloud } from './soundcloud';
import { tiarcvideo } from './tiarcvideo';
import { twitter } from './twitter';
import { vimeo } from './vimeo';
import { youtube } from './youtube';

export const PROVIDERS = {
  youtube,
  vimeo,
  tiarcvideo,
  soundcloud,
  issuu,
  twitter,
  facebook,
  instagram,
  pinterest,
  booking,
} satisfies Record<string, Provider>;

export type EmbedProvider = keyof typeof PROVIDERS;
export type { EmbedKind } from '../../item-types';
export const EMBED_PROVIDERS = Object.keys(PROVIDERS) as EmbedProvider[];

/** What the click-to-load placeholder needs. Made only by embedForItem / embedForBooking. */
export interface Embed {
  provider: EmbedProvider;
  /** Human name, e.g. 'YouTube'. */
  providerName: string;
  kind: EmbedKind;
  /** On an allow-listed host (isAllowedEmbedUrl). */
  embedUrl: string;
  /** For the iframe's title and the placeholder; never empty. */
  title: string;
  /** The item's own image (http(s) or site path), shown through the image service. */
  poster?: string;
}

/**
 * Config `embedHosts`: provider -> base URL that replaces the provider's player origin (the demo's
 * local stand-ins; a school's own video host; the booking form account).
 */
export type EmbedHosts = Partial<Record<string, string>>;

/**
 * An embedHosts base without its trailing slash: an absolute http(s) URL without credentials,
 * query or fragment (paths are appended, and the allow-list compares with it); else null.
 */
function usableBase(base: unknown): string | null {
  const url = typeof base === 'string' ? parseUrl(base) : null;
  if (!url || url.search || url.hash) return null;
  return (base as string).replace(/\/+$/, '');
}

const EMBED_HOSTS_EXPECTED =
  'provider names mapped to absolute http(s) URLs without credentials, query or fragment';
let lastHosts: [unknown, EmbedHosts] = [undefined, {}];

/**
 * The usable entries of config embedHosts (boot checks only that it is an object). A bad entry is
 * left out (its provider keeps its own origin, or has no embed), with one console error per page
 * however many pop-ups ask (they share the page's config object).
 */
export function readEmbedHosts(value: unknown, log: Logger): EmbedHosts {
  if (value !== lastHosts[0]) {
    const hosts: EmbedHosts = {};
    const bad: string[] = [];
    const entries = typeof value === 'object' && value !== null ? Object.entries(value) : [];
    for (const [provider, base] of entries) {
      const usable = /^[a-z]{1,20}$/.test(provider) ? usableBase(base) : null;
      if (usable) hosts[provider] = usable;
      else bad.push(JSON.stringify(provider));
    }
    if (bad.length > 0) {
      log.error(
        `config key "embedHosts" has bad entries (${bad.join(', ')}): expected ${EMBED_HOSTS_EXPECTED}; they are ignored.`,
      );
    }
    lastHosts = [value, hosts];
  }
  return lastHosts[1];
}

/**
 * Whether `url` may be framed for `provider`: an https URL on the provider's real player origin,
 * or under the configured replacement base (config embedHosts); nothing else.
 */
export function isAllowedEmbedUrl(
  url: string,
  provider: EmbedProvider,
  hosts?: EmbedHosts,
): boolean {
  const configured = usableBase(hosts?.[provider]);
  if (configured && url.startsWith(`${configured}/`)) return parseUrl(url) !== null;
  const parsed = parseUrl(url);
  const origin = PROVIDERS[provider].origin;
  if (parsed?.protocol !== 'https:' || origin === null) return false;
  return typeof origin === 'string' ? parsed.origin === origin : origin.test(parsed.origin);
}

function describe(
  provider: EmbedProvider,
  kind: EmbedKind,
  path: string,
  title: unknown,
  image: unknown,
  hosts: EmbedHosts | undefined,
): Embed | null {
  const { name: providerName, origin } = PROVIDERS[provider];
  const base = usableBase(hosts?.[provider]) ?? (typeof origin === 'string' ? origin : null);
  if (!base) return null;
  const embedUrl = `${base}${path}`;
  if (!isAllowedEmbedUrl(embedUrl, provider, hosts)) return null;
  const text = cleanTitle(title).replace(/\s+/g, ' ').slice(0, 160);
  const embed: Embed = {
    provider,
    providerName,
    kind,
    embedUrl,
    title: text || `${providerName} ${kind === 'playlist' ? 'audio' : kind}`,
  };
  if (isHttpOrSitePath(image)) embed.poster = image.trim();
  return embed;
}

/**
 * The click-to-load embed of a video, audio, magazine or social item: the first of its ItemType's
 * provider (and those it plays) that accepts the item URL; null otherwise (a plain link is shown).
 */
export function embedForItem(
  item: { ItemType: ItemType | string; URL: unknown; Title?: unknown; Image?: unknown },
  hosts?: EmbedHosts,
): Embed | null {
  const row = itemTypeOf(item.ItemType)?.embed;
  if (!row || typeof item.URL !== 'string') return null;
  const raw = item.URL.trim();
  // A school video published on YouTube/Vimeo is still a video; social kinds stay as typed.
  for (const provider of [row.provider, ...(PROVIDERS[row.provider].plays ?? [])]) {
    const path = PROVIDERS[provider].path(raw, row.kind);
    if (path) return describe(provider, row.kind, path, item.Title, item.Image, hosts);
  }
  return null;
}

/**
 * The booking form of an event (its WoofooCode): null for no code, a code outside [A-Za-z0-9],
 * or when no booking host is configured (the account is per school: config embedHosts.booking).
 */
export function embedForBooking(code: unknown, title: unknown, hosts?: EmbedHosts): Embed | null {
  const path = typeof code === 'string' ? booking.path(code.trim(), 'form') : null;
  if (!path) return null;
  const eventTitle = cleanTitle(title);
  return describe(
    'booking',
    'form',
    path,
    eventTitle ? t('Booking form: {title}', { title: eventTitle }) : t('Booking form'),
    undefined,
    hosts,
  );
}
