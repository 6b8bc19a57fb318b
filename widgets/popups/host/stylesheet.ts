import type { Logger } from '../../../src/kernel/types';

const loading = new Map<string, Promise<void>>();

/**
 * Adds `<link rel="stylesheet" href>` once and resolves when it has loaded (or failed: content
 * unstyled beats content never shown). A link to a built file rather than style text, so a
 * page's Content-Security-Policy needs no 'unsafe-inline' for it.
 */
export function loadStylesheet(href: string, log: Logger): Promise<void> {
  let promise = loading.get(href);
  if (!promise) {
    promise = new Promise<void>((resolve) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.addEventListener('load', () => resolve(), { once: true });
      link.addEventListener(
        'error',
        () => {
          log.error(`the stylesheet ${href} could not be loaded.`);
          resolve();
        },
        { once: true },
      );
      document.head.append(link);
    });
    loading.set(href, promise);
  }
  return promise;
}
