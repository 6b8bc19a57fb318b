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
