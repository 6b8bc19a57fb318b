/**
 * encodeURIComponent that never throws: lone UTF-16 surrogates (which make it throw URIError)
 * become U+FFFD first. With the `u` flag the class matches only unpaired surrogates.
 */
export function encodeComponent(text: string): string {
  return encodeURIComponent(text.replace(/[\uD800-\uDFFF]/gu, '\uFFFD'));
}
