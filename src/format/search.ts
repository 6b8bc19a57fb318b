import { encodeComponent } from './safe-url';

/** Menu search target (spec sections 2 and 5): '/search/' + the encoded trimmed text; null when the text is empty, blank or not a string. */
export function searchRoute(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  return trimmed ? `/search/${encodeComponent(trimmed)}` : null;
}
