// The admin and website origins arrive base64-encoded in the page config (spec section 6), and
// the CMS may have left its placeholder in place. Only an exact, bare origin turns the bridge on.

/**
 * Words and delimiters that mean "the CMS did not replace its placeholder". Checked in the raw
 * config value and in its decoded text, case-insensitively, the words as whole tokens.
 */
export const PLACEHOLDER_WORDS = [
  'ADMIN_ORIGIN',
  'WEBSITE_ORIGIN',
  'SITE_ORIGIN',
  'ORIGIN_PLACEHOLDER',
  'PLACEHOLDER',
  'REPLACE_ME',
  'CHANGE_ME',
  'CHANGEME',
] as const;
export const PLACEHOLDER_DELIMITERS = ['{{', '}}', '${', '%%', '[[', ']]', '<%', '%>'] as const;

const WORD = new RegExp(
  `(?:^|[^A-Za-z0-9])(?:${PLACEHOLDER_WORDS.join('|')})(?:[^A-Za-z0-9]|$)`,
  'i',
);
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

export type OriginProblem = 'missing' | 'placeholder' | 'not-base64' | 'not-an-origin';

export type DecodedOrigin = { ok: true; origin: string } | { ok: false; problem: OriginProblem };

const holdsPlaceholder = (text: string) =>
  WORD.test(text) || PLACEHOLDER_DELIMITERS.some((delimiter) => text.includes(delimiter));

/**
 * Decodes one config value into an origin such as `https://admin.example.org`. The decoded
 * text must be exactly what `location.origin` would show: http or https, a host, an optional
 * non-default port; no path (not even `/`), query, fragment, credentials; never `null`.
 */
export function decodeOrigin(value: unknown): DecodedOrigin {
  if (typeof value !== 'string' || value.trim() === '') return { ok: false, problem: 'missing' };
  const raw = value.trim();
  if (holdsPlaceholder(raw)) return { ok: false, problem: 'placeholder' };
  if (!BASE64.test(raw) || raw.length % 4 === 1) return { ok: false, problem: 'not-base64' };
  let text: string;
  try {
    text = atob(raw);
  } catch {
    return { ok: false, problem: 'not-base64' };
  }
  if (holdsPlaceholder(text)) return { ok: false, problem: 'placeholder' };
  return isBareOrigin(text) ? { ok: true, origin: text } : { ok: false, problem: 'not-an-origin' };
}

/** `scheme://host[:port]` exactly as the browser serializes it; `null` and the rest refused. */
export function isBareOrigin(text: string): boolean {
  // Control characters, spaces and non-ASCII would be dropped or re-encoded by the URL parser,
  // so the serialized origin could differ from what the CMS meant; refuse them outright.
  if (!/^[\x21-\x7e]+$/.test(text)) return false;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === text;
}

const PROBLEM_TEXT: Record<OriginProblem, string> = {
  missing: 'is missing',
  placeholder: 'still holds a placeholder (the CMS did not replace it)',
  'not-base64': 'is not valid base64',
  'not-an-origin': 'does not decode to a bare scheme://host[:port] origin',
};

export interface BridgeOrigins {
  admin: string;
  website: string;
}

/**
 * Both origins, or the reason the bridge stays off: one sentence naming every bad key, so the
 * caller logs a single warning.
 */
export function readBridgeOrigins(config: {
  adminOrigin?: unknown;
  websiteOrigin?: unknown;
}): { ok: true; origins: BridgeOrigins } | { ok: false; reason: string } {
  const admin = decodeOrigin(config.adminOrigin);
  const website = decodeOrigin(config.websiteOrigin);
  if (admin.ok && website.ok)
    return { ok: true, origins: { admin: admin.origin, website: website.origin } };
  const reasons: string[] = [];
  if (!admin.ok) reasons.push(`adminOrigin ${PROBLEM_TEXT[admin.problem]}`);
  if (!website.ok) reasons.push(`websiteOrigin ${PROBLEM_TEXT[website.problem]}`);
  return { ok: false, reason: reasons.join('; ') };
}
