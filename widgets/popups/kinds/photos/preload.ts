// Warms the browser's image cache ahead of a move, so "next" shows a decoded image at once.
// img.decode() decodes off the main thread; a plain src swap would decode on first paint, which
// for a large JPEG is a long task exactly when the visitor clicks.

const started = new Set<string>();

/** Fetches and decodes `url` once per page; failures are left to the <img> that shows it. */
export function preloadImage(url: string): void {
  if (!url || started.has(url) || typeof Image === 'undefined') return;
  started.add(url);
  const image = new Image();
  image.decoding = 'async';
  image.src = url;
  if (typeof image.decode === 'function') image.decode().catch(() => started.delete(url));
}
