// The page's language in the site's addresses: the French site lives under /fr/, the
// Arabic one under /ar/, and every address a widget makes (share URLs and Copy link, related
// events, the page behind a closed pop-up, search and hashtag links, the calendar link) stays
// under the page's prefix, so that a reload or a shared link gives the same language.
//
// The prefix is read from the address itself, its first path segment when that is a language
// the widgets speak; not from <html lang> or the catalog in use. Whether a site spells its
// languages in its paths is a fact about its URLs, which only the address knows: a school whose
// whole site is French at the root has <html lang="fr"> and no /fr/ (a prefix taken from lang
// would lead nowhere); a /fr/ page whose catalog failed to load is still on the French site
// (currentLang() says 'en' then); and the address is there before any catalog has arrived.
//
// Re-exported by ./index.ts, which every widget imports: it shares that module's chunk.

/** A path's language segment: /fr, /ar or /en, followed by the rest of the path or nothing. */
const LANGUAGE_SEGMENT = /^\/(?:en|fr|ar)(?=[/?#]|$)/;

/** The language prefix of `pathname` ('/fr', '/ar', '/en'), or '' for a path without one. */
export const languagePrefix = (pathname: string): string =>
  LANGUAGE_SEGMENT.exec(pathname)?.[0] ?? '';

/** `pathname` without its language prefix ('/fr/media' is '/media', '/fr' is '/'). */
export const withoutLanguage = (pathname: string): string =>
  pathname.replace(LANGUAGE_SEGMENT, '') || '/';

/**
 * The site path `path` ('/media', '/search/x', '/media?SearchExpression=%23x') on the page's
 * language site: under the language prefix of `pathname` (the page's address by default).
 * Anything but a site path (an absolute URL, '//host', '#top') and a path that already names
 * a language (the CMS's own localised links) is returned as it is, so calling it twice is
 * harmless.
 */
export function inPageLanguage(path: string, pathname = location.pathname): string {
  if (!/^\/(?!\/)/.test(path) || LANGUAGE_SEGMENT.test(path)) return path;
  return languagePrefix(pathname) + path;
}
