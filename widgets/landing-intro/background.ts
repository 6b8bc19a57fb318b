import { backgroundImageUrl } from '../../src/format/background-image';
import { BACKGROUND, BACKGROUND_PROPERTY, BACKGROUND_SIZED } from './schema';

// The server's default background of each sized intro, put back when the widget stops.
const serverDefaults = new WeakMap<HTMLElement, string>();

/**
 * Sets the intro's background to its template (`data-intro-background`) at the window's width
 * rounded up to a screen step (spec sections 7 and 9) and marks it sized, which lets the CSS
 * show it: the server's default is never fetched as well. Nothing for an unsafe template.
 * Safe to repeat.
 */
export function sizeBackground(element: HTMLElement) {
  const url = backgroundImageUrl(element.getAttribute(BACKGROUND), innerWidth, innerHeight);
  if (!url) return;
  const { style } = element;
  if (!serverDefaults.has(element)) {
    serverDefaults.set(element, style.getPropertyValue(BACKGROUND_PROPERTY));
  }
  style.setProperty(BACKGROUND_PROPERTY, `url(${JSON.stringify(url)})`);
  element.setAttribute(BACKGROUND_SIZED, '');
}

/** Puts the server's default background back. */
export function restoreBackground(element: HTMLElement) {
  const before = serverDefaults.get(element);
  if (before === undefined) return;
  serverDefaults.delete(element);
  element.style.setProperty(BACKGROUND_PROPERTY, before || null);
  element.removeAttribute(BACKGROUND_SIZED);
}
