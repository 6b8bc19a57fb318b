// Which third-party players may be embedded, and how a media item becomes an embed URL.
// No React: the pop-ups, tests and the bench use it alone.
//
// Media data is untrusted. An item's URL is parsed with the URL parser, its host compared with an
// exact list (never `endsWith`/`includes`, so youtube.com.evil.example stays out) and its id
// matched by an anchored allow-list regex; the embed URL is then built from the provider's own
// player origin (or the base config embedHosts puts in its place) and that id only, never from
// the item's text. Anything else has no embed and the caller shows a plain link. Only real
// provider URLs are recognised: a demo reaches its local stand-ins through embedHosts alone, so
// no demo knowledge ships to visitors.

import { isHttpOrSitePath } from '../../format/safe-url';
import { cleanTitle } from '../../format/title';
import { t } from '../../i18n';
import type { Logger } from '../../kernel/types';
import { type EmbedKind, type ItemType, itemTypeOf } from '../item-types';

export const EMBED_PROVIDERS = [
  'youtube',
  'vimeo',
  'tiarcvideo',
  'soundcloud',
  'issuu',
  'twitter',
  'facebook',
  'instagram',
  'pinterest',
  'booking',
] as const;

export type EmbedProvider = (typeof EMBED_PROVIDERS)[number];
export type { EmbedKind } from '../item-types';

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

interface ProviderRules {
  name: string;
  /** The real player origin; a pattern where it is per account; null: only a configured host. */
  origin: string | RegExp | null;
  /** iframe sandbox tokens: what the player needs to run, nothing to navigate the page. */
  sandbox: string;
  /** Permissions policy of the iframe ('' for none). */
  allow: string;
}

// Every player runs its own scripts on its own origin (allow-scripts + allow-same-origin is safe
// there: the frame is cross-origin, so it cannot reach into this page) and opens links to the
// provider in a new tab (popups). None may navigate the top page. Only the booking form posts a
// form. Only players get fullscreen / picture-in-picture.
const PLAYER = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox';
const VIDEO_ALLOW = 'fullscreen; picture-in-picture; encrypted-media';

export const PROVIDERS: Record<EmbedProvider, ProviderRules> = {
  youtube: {
    name: 'YouTube',
    origin: 'https://www.youtube-nocookie.com',
    sandbox: `${PLAYER} allow-presentation`,
    allow: VIDEO_ALLOW,
  },
  vimeo: {
    name: 'Vimeo',
    origin: 'https://player.vimeo.com',
    sandbox: `${PLAYER} allow-presentation`,
    allow: VIDEO_ALLOW,
  },
  // The schools' own video platform has no public player origin: it is configured (embedHosts).
  tiarcvideo: {
    name: 'school video',
    origin: null,
    sandbox: `${PLAYER} allow-presentation`,
    allow: VIDEO_ALLOW,
  },
  soundcloud: {
    name: 'SoundCloud',
    origin: 'https://w.soundcloud.com',
    sandbox: PLAYER,
    allow: '',
  },
  issuu: { name: 'Issuu', origin: 'https://e.issuu.com', sandbox: PLAYER, allow: 'fullscreen' },
  twitter: { name: 'Twitter', origin: 'https://platform.twitter.com', sandbox: PLAYER, allow: '' },
  facebook: {
    name: 'Facebook',
    origin: 'https://www.facebook.com',
    sandbox: PLAYER,
    allow: VIDEO_ALLOW,
  },
  instagram: { name: 'Instagram', origin: 'https://www.instagram.com', sandbox: PLAYER, allow: '' },
  pinterest: {
    name: 'Pinterest',
    origin: 'https://assets.pinterest.com',
    sandbox: PLAYER,
    allow: '',
  },
  // Wufoo forms live on the school's account subdomain; which one is configured (embedHosts).
  booking: {
    name: 'booking form',
    origin: /^https:\/\/[a-z0-9-]{1,63}\.wufoo\.com$/,
    sandbox: `${PLAYER} allow-forms`,
    allow: '',
  },
};

// ----- Recognising the item URLs (exact hosts, anchored ids)

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const SOUNDCLOUD_HOSTS = new Set([
  'soundcloud.com',
  'www.soundcloud.com',
  'm.soundcloud.com',
  'api.soundcloud.com',
]);
const ISSUU_HOSTS = new Set(['issuu.com', 'www.issuu.com']);
const TWITTER_HOSTS = new Set([
  'twitter.com',
  'www.twitter.com',
  'mobile.twitter.com',
  'x.com',
  'www.x.com',
]);
const FACEBOOK_HOSTS = new Set([
  'facebook.com',
  'www.facebook.com',
  'm.facebook.com',
  'web.facebook.com',
]);
const INSTAGRAM_HOSTS = new Set(['instagram.com', 'www.instagram.com']);
const PINTEREST_HOST =
  /^(?:(?:www|[a-z]{2})\.)?pinterest\.(?:com|co\.uk|com\.au|com\.mx|ca|de|fr|es|it|ch|at|ie|nz|jp|pt|se|dk|cl|ph)$/;

/** The item URL as an http(s) URL without credentials, or null. */
function parseUrl(raw: string): URL | null {
  if (!/^https?:\/\//i.test(raw)) return null;
  try {
    const url = new URL(raw);
    return url.username || url.password ? null : url;
  } catch {
    return null;
  }
}

/** Path segments, decoded only as far as the URL parser does; a trailing slash is ignored. */
const segments = (url: URL) => url.pathname.split('/').filter((part) => part !== '');

const match = (pattern: RegExp, value: string | null | undefined) =>
  value != null && pattern.test(value) ? value : null;

function youtubePath(url: URL): string | null {
  const [first, second] = segments(url);
  let id: string | null = null;
  if (url.hostname === 'youtu.be') id = match(YOUTUBE_ID, first);
  else if (!YOUTUBE_HOSTS.has(url.hostname)) return null;
  else if (first === 'watch') id = match(YOUTUBE_ID, url.searchParams.get('v'));
  else if (first && ['embed', 'shorts', 'live', 'v'].includes(first))
    id = match(YOUTUBE_ID, second);
  return id && `/embed/${id}`;
}

function vimeoPath(url: URL): string | null {
  if (!VIMEO_HOSTS.has(url.hostname)) return null;
  const parts = segments(url);
  const numeric = /^\d{1,12}$/;
  // vimeo.com/ID, vimeo.com/ID/HASH (unlisted), vimeo.com/channels/NAME/ID,
  // vimeo.com/groups/NAME/videos/ID, player.vimeo.com/video/ID.
  const at = parts.findIndex((part) => numeric.test(part));
  if (at === -1) return null;
  const before = parts.slice(0, at).join('/');
  const shapeOk =
    (url.hostname === 'player.vimeo.com' && before === 'video') ||
    (url.hostname !== 'player.vimeo.com' &&
      (before === '' ||
        /^channels\/[\w-]{1,64}$/.test(before) ||
        /^groups\/[\w-]{1,64}\/videos$/.test(before)));
  if (!shapeOk) return null;
  const hash =
    match(/^[0-9a-f]{6,20}$/, parts[at + 1]) ??
    match(/^[0-9a-f]{6,20}$/, url.searchParams.get('h'));
  if (parts.length > at + (hash && parts[at + 1] === hash ? 2 : 1)) return null;
  return `/video/${parts[at]}?dnt=1${hash ? `&h=${hash}` : ''}`;
}

const SOUNDCLOUD_NAME = /^[a-z0-9_-]{1,100}$/i;

function soundcloudPath(url: URL, playlist: boolean): string | null {
  if (!SOUNDCLOUD_HOSTS.has(url.hostname)) return null;
  const parts = segments(url);
  let canonical: string | null = null;
  if (url.hostname === 'api.soundcloud.com') {
    const [kind, id] = parts;
    if (
      parts.length === 2 &&
      kind === (playlist ? 'playlists' : 'tracks') &&
      match(/^\d{1,15}$/, id)
    )
      canonical = `https://api.soundcloud.com/${kind}/${id}`;
  } else if (playlist) {
    const [user, sets, slug] = parts;
    if (
      parts.length === 3 &&
      sets === 'sets' &&
      match(SOUNDCLOUD_NAME, user) &&
      match(SOUNDCLOUD_NAME, slug)
    )
      canonical = `https://soundcloud.com/${user}/sets/${slug}`;
  } else {
    const [user, slug] = parts;
    if (
      parts.length === 2 &&
      slug !== 'sets' &&
      match(SOUNDCLOUD_NAME, user) &&
      match(SOUNDCLOUD_NAME, slug)
    )
      canonical = `https://soundcloud.com/${user}/${slug}`;
  }
  return canonical && soundcloudPlayer(canonical);
}

const soundcloudPlayer = (canonical: string) =>
  `/player/?url=${encodeURIComponent(canonical)}&visual=false`;

function issuuPath(url: URL): string | null {
  if (!ISSUU_HOSTS.has(url.hostname)) return null;
  const parts = segments(url);
  const [user, docs, doc] = parts;
  if (parts.length !== 3 || docs !== 'docs') return null;
  if (!match(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, user)) return null;
  if (!match(/^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/, doc)) return null;
  return `/embed.html?u=${user}&d=${doc}`;
}

function twitterPath(url: URL): string | null {
  if (!TWITTER_HOSTS.has(url.hostname)) return null;
  const parts = segments(url);
  const [user, status, id] = parts;
  const userOk = match(/^[A-Za-z0-9_]{1,15}$/, user) && status === 'status';
  const webOk = user === 'i' && status === 'web' && parts[2] === 'status';
  const tweet = userOk && parts.length === 3 ? id : webOk && parts.length === 4 ? parts[3] : null;
  return match(/^\d{1,20}$/, tweet) && `/embed/Tweet.html?id=${tweet}&dnt=true`;
}

const FACEBOOK_PAGE = /^[A-Za-z0-9.]{1,80}$/;
const FACEBOOK_POST = /^(?:\d{1,25}|pfbid[A-Za-z0-9]{20,80})$/;

function facebookPath(url: URL): string | null {
  if (!FACEBOOK_HOSTS.has(url.hostname)) return null;
  const parts = segments(url);
  const [page, kind, id] = parts;
  if (
    parts.length === 3 &&
    match(FACEBOOK_PAGE, page) &&
    kind === 'posts' &&
    match(FACEBOOK_POST, id)
  )
    return facebookPlugin('post', `https://www.facebook.com/${page}/posts/${id}`);
  if (
    parts.length === 3 &&
    match(FACEBOOK_PAGE, page) &&
    kind === 'videos' &&
    match(/^\d{1,25}$/, id)
  )
    return facebookPlugin('video', `https://www.facebook.com/${page}/videos/${id}`);
  return null;
}

const facebookPlugin = (kind: 'post' | 'video', canonical: string) =>
  `/plugins/${kind}.php?href=${encodeURIComponent(canonical)}&show_text=true`;

function instagramPath(url: URL): string | null {
  if (!INSTAGRAM_HOSTS.has(url.hostname)) return null;
  const parts = segments(url);
  // /p/CODE, /reel/CODE, /tv/CODE, optionally after the account name.
  const offset = parts.length === 3 ? 1 : 0;
  if (parts.length !== offset + 2) return null;
  if (offset === 1 && !match(/^[A-Za-z0-9._]{1,30}$/, parts[0])) return null;
  const kind = parts[offset];
  const code = match(/^[A-Za-z0-9_-]{5,40}$/, parts[offset + 1]);
  return kind && ['p', 'reel', 'tv'].includes(kind) && code ? `/p/${code}/embed/` : null;
}

function pinterestPath(url: URL): string | null {
  if (!PINTEREST_HOST.test(url.hostname)) return null;
  const parts = segments(url);
  const [pin, id] = parts;
  return parts.length === 2 && pin === 'pin' && match(/^\d{1,25}$/, id)
    ? `/ext/embed.html?id=${id}`
    : null;
}

// ----- Item -> embed

type EmbeddableItem = {
  ItemType: ItemType | string;
  URL: unknown;
  Title?: unknown;
  Image?: unknown;
};

interface Found {
  provider: EmbedProvider;
  path: string;
}

// A school video on the site itself (/videos/<slug>-<id>) plays on the school's own video host,
// which has no public origin: describe() finds a base for it only in embedHosts.tiarcvideo.
const OWN_VIDEO_PATH = /^\/videos\/(?:[a-z0-9-]{0,200}-)?(\d{1,15})\/?$/;

function findPath(type: string, raw: string): Found | null {
  const own = type === 'TiarcVideo' ? OWN_VIDEO_PATH.exec(raw) : null;
  if (own) return { provider: 'tiarcvideo', path: `/embed/${own[1]}` };
  const url = parseUrl(raw);
  if (!url) return null;
  const found = (p: EmbedProvider, path: string | null): Found | null =>
    path ? { provider: p, path } : null;
  switch (type) {
    case 'Youtube':
      return found('youtube', youtubePath(url));
    case 'Vimeo':
      return found('vimeo', vimeoPath(url));
    // The schools' own videos are often published on YouTube or Vimeo: then the consent and the
    // player are YouTube's or Vimeo's.
    case 'TiarcVideo':
      return found('youtube', youtubePath(url)) ?? found('vimeo', vimeoPath(url));
    case 'SoundCloudTrack':
      return found('soundcloud', soundcloudPath(url, false));
    case 'SoundCloudPlaylist':
      return found('soundcloud', soundcloudPath(url, true));
    case 'Issuu':
      return found('issuu', issuuPath(url));
    case 'Twitter':
      return found('twitter', twitterPath(url));
    case 'Facebook':
      return found('facebook', facebookPath(url));
    case 'Instagram':
      return found('instagram', instagramPath(url));
    case 'Pinterest':
      return found('pinterest', pinterestPath(url));
    default:
      return null;
  }
}

/**
 * A replacement base as config embedHosts may give it, without a trailing slash: an absolute
 * http(s) URL without credentials, query or fragment (paths are appended to it, and the
 * allow-list compares the iframe URL with it); null for anything else.
 */
function usableBase(base: unknown): string | null {
  const url = typeof base === 'string' ? parseUrl(base) : null;
  if (!url || url.search || url.hash) return null;
  return (base as string).replace(/\/+$/, '');
}

/** The configured replacement base of a provider; null if none/bad. */
function configuredBase(hosts: EmbedHosts | undefined, provider: EmbedProvider): string | null {
  return usableBase(hosts?.[provider]);
}

const EMBED_HOSTS_EXPECTED =
  'provider names mapped to absolute http(s) URLs without credentials, query or fragment';
let lastHosts: [unknown, EmbedHosts] = [undefined, {}];

/**
 * The usable entries of config embedHosts (boot checks only that it is an object). A bad entry
 * is left out, so that provider keeps its own player origin (or has no embed), and the page
 * gets one console error naming the entries, however many pop-ups ask (they share the page's
 * config object).
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

function baseOf(provider: EmbedProvider, hosts: EmbedHosts | undefined): string | null {
  const origin = PROVIDERS[provider].origin;
  return configuredBase(hosts, provider) ?? (typeof origin === 'string' ? origin : null);
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
  const configured = configuredBase(hosts, provider);
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
  const base = baseOf(provider, hosts);
  if (!base) return null;
  const embedUrl = `${base}${path}`;
  if (!isAllowedEmbedUrl(embedUrl, provider, hosts)) return null;
  const providerName = PROVIDERS[provider].name;
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
 * The click-to-load embed of a video, audio, magazine or social item; null when the item's type
 * has no embed or its URL is not a recognised provider URL (the caller shows a plain link).
 */
export function embedForItem(item: EmbeddableItem, hosts?: EmbedHosts): Embed | null {
  const byType = itemTypeOf(item.ItemType)?.embed;
  if (!byType || typeof item.URL !== 'string') return null;
  const found = findPath(item.ItemType, item.URL.trim());
  if (!found) return null;
  // A school video published on YouTube/Vimeo is still a video; social kinds stay as typed.
  return describe(found.provider, byType.kind, found.path, item.Title, item.Image, hosts);
}

const BOOKING_CODE = /^[A-Za-z0-9]{1,40}$/;

/**
 * The booking form of an event (its WoofooCode): null for no code, a code outside [A-Za-z0-9],
 * or when no booking host is configured (the account is per school: config embedHosts.booking).
 */
export function embedForBooking(code: unknown, title: unknown, hosts?: EmbedHosts): Embed | null {
  if (typeof code !== 'string' || !BOOKING_CODE.test(code.trim())) return null;
  const eventTitle = cleanTitle(title);
  return describe(
    'booking',
    'form',
    `/embed/${code.trim()}/`,
    eventTitle ? t('Booking form: {title}', { title: eventTitle }) : t('Booking form'),
    undefined,
    hosts,
  );
}
