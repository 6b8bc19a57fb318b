// URLs the widgets write: whether one taken from data may be used, and text encoded into one.

/**
 * Whether a URL may be put in a src or href: http(s) (incl. protocol-relative '//host') or a
 * site path '/...'; false for everything else (javascript:, data:, 'x.jpg', garbage, non-strings).
 */
export function isHttpOrSitePath(url: unknown): url is string {
  if (typeof url !== 'string') return false;
  const text = url.trim();
  // Browsers silently drop tabs and newlines inside URLs; a URL holding control characters is
  // garbage. Spaces are fine: CMS file names have them, and they are encoded on the way out.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is the point of this check
  if (/[\u0000-\u001F\u007F]/.test(text)) return false;
  return /^https?:\/\/[^/?#]/i.test(text) || /^\/(?:[^/]|\/[^/?#]|$)/.test(text);
}

/**
 * encodeURIComponent that never throws: lone UTF-16 surrogates (which make it throw URIError)
 * become U+FFFD first. With the `u` flag the class matches only unpaired surrogates.
 */
export function encodeComponent(text: string): string {
  return encodeURIComponent(text.replace(/[\uD800-\uDFFF]/gu, '\uFFFD'));
}
