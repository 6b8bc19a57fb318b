// Spec section 6: "A guid query parameter is stored in a session cookie named editcode."
import { EDITCODE_COOKIE } from './schema';

/** 8-4-4-4-12 hex digits, any case; no braces, no other form. */
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The Set-Cookie-style string for the editcode, or null when `guid` is absent or not a GUID.
 * A session cookie (no Expires/Max-Age), Path=/. Over https it must reach the site inside the
 * cross-site admin frame: Secure; SameSite=None; Partitioned (CHIPS, so browsers that block
 * third-party cookies still keep it, keyed to the admin's site). Over plain http (localhost
 * development) browsers refuse SameSite=None without Secure, so it is Lax.
 */
export function editcodeCookie(location: Pick<Location, 'search' | 'protocol'>): string | null {
  const guids = new URLSearchParams(location.search).getAll('guid');
  // Two guid parameters are ambiguous: which one did the CMS mean? Neither.
  const guid = guids.length === 1 ? guids[0] : undefined;
  if (guid === undefined || !GUID.test(guid)) return null;
  const attributes =
    location.protocol === 'https:' ? 'Secure; SameSite=None; Partitioned' : 'SameSite=Lax';
  return `${EDITCODE_COOKIE}=${guid.toLowerCase()}; Path=/; ${attributes}`;
}

/** Stores the editcode cookie when the page URL carries a valid guid; returns whether it did. */
export function storeEditcode(
  doc: Pick<Document, 'cookie'> = document,
  location: Pick<Location, 'search' | 'protocol'> = window.location,
): boolean {
  const cookie = editcodeCookie(location);
  if (cookie) doc.cookie = cookie;
  return cookie !== null;
}
