import { backgroundImageUrl } from '../../src/format/background-image';

// The background's part of the markup contract (README.md). Not in ./schema.ts: this is the early
// chunk (before React), and a module it shared with the component would be a file more to fetch.
/** On the widget element: a background image URL template with {width} and {height}. */
export const BACKGROUND = 'data-intro-background';
/** The custom property the background image is set in (the server's default, then sized). */
export const BACKGROUND_PROPERTY = '--wgt-intro-background';
/** Set once the background is sized to the window: from then on the CSS shows it. */
export const BACKGROUND_SIZED = 'data-intro-background-sized';

// The server's default background of each sized intro, put back when the widget stops.
const serverDefaults = new WeakMap<HTMLElement, string>();

/**
 * Sets the intro's background to its template at the window's width rounded up to a screen step
 * (spec sections 7 and 9) and marks it sized, which lets the CSS show it: the server's default is
 * never fetched as well. Nothing for an unsafe template. Safe to repeat. Returns the URL, or ''.
 */
export function sizeBackground(element: HTMLElement): string {
  const url = backgroundImageUrl(element.getAttribute(BACKGROUND), innerWidth, innerHeight);
  if (!url) return url;
  const { style } = element;
  if (!serverDefaults.has(element)) {
    serverDefaults.set(element, style.getPropertyValue(BACKGROUND_PROPERTY));
  }
  style.setProperty(BACKGROUND_PROPERTY, `url(${JSON.stringify(url)})`);
  element.setAttribute(BACKGROUND_SIZED, '');
  return url;
}

// How long React may wait for the background image at most: a slow or failing image service
// must not keep the page's widgets from starting.
const MAX_WAIT_MS = 1000;
const TIMING_NAME = 'wgt-intro-background';

// The image asked for early, and when it was on screen: once per URL and page. An intro put
// in again (a CMS editor at work) finds its image there and holds React back no more.
let shown: { url: string; onScreen: Promise<void> } | null = null;

/**
 * The definition's early work (before the first frame): sizes the background and asks for it at
 * once, not at the next style recalculation (on a phone, after React's evaluation). Settles once
 * the image is on screen (or failed, or after MAX_WAIT_MS), so React, which waits for this, does
 * not take the bandwidth the visitor's first view needs.
 */
export function showBackgroundFirst(element: HTMLElement): Promise<void> {
  const url = sizeBackground(element);
  if (!url) return Promise.resolve();
  if (shown?.url !== url) shown = { url, onScreen: onScreen(element, url) };
  return shown.onScreen;
}

function onScreen(element: HTMLElement, url: string): Promise<void> {
  const image = Object.assign(new Image(), { fetchPriority: 'high', src: url });
  return new Promise<void>((resolve) => {
    let observer: PerformanceObserver | undefined;
    const done = () => {
      clearTimeout(timer);
      observer?.disconnect();
      if (element.getAttribute('elementtiming') === TIMING_NAME) {
        element.removeAttribute('elementtiming');
      }
      resolve();
    };
    const timer = setTimeout(done, MAX_WAIT_MS);
    const loaded = image.decode();
    loaded.catch(done);
    // On screen: the browser says when it painted the element's image (Element Timing, in
    // Chromium); elsewhere, two frames after the decode (the first draws it).
    if (PerformanceObserver.supportedEntryTypes?.includes('element')) {
      observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => (entry as PerformanceEntry & { url?: string }).url)) {
          done();
        }
      });
      observer.observe({ type: 'element' });
      if (!element.hasAttribute('elementtiming')) {
        element.setAttribute('elementtiming', TIMING_NAME);
      }
    } else {
      const frame = () => new Promise(requestAnimationFrame);
      loaded.then(frame).then(frame).then(done, done);
    }
  });
}

/** Puts the server's default background back. */
export function restoreBackground(element: HTMLElement) {
  const before = serverDefaults.get(element);
  if (before === undefined) return;
  serverDefaults.delete(element);
  element.style.setProperty(BACKGROUND_PROPERTY, before || null);
  element.removeAttribute(BACKGROUND_SIZED);
}
