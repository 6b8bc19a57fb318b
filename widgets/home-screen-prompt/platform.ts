import type { Platform } from './decide';

// Built-in browsers of apps: they cannot add a site to the home screen (Facebook, Messenger,
// Instagram, LINE, WeChat, Snapchat, TikTok, LinkedIn, X/Twitter, Pinterest, the Google app
// on iOS, Android WebViews marked "; wv)").
const IN_APP =
  /FBAN|FBAV|FB_IAB|FBIOS|Instagram|\bLine\/|MicroMessenger|Snapchat|musical_ly|TikTok|BytedanceWebview|LinkedInApp|Twitter|Pinterest|GSA\/|; wv\)/i;
// Other iOS browsers (Chrome, Firefox, Edge, Opera, Yandex, DuckDuckGo) put their own token in
// Safari's user agent; the Share-sheet instructions are Safari's.
const OTHER_IOS_BROWSER = /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|YaBrowser|DuckDuckGo/;

/**
 * Which install path a browser has, from its user agent. iPadOS Safari presents itself as a Mac
 * ("Macintosh") by default; a Mac has no touch screen, so touch points tell them apart.
 */
export function detectPlatform(userAgent: string, maxTouchPoints: number): Platform {
  if (IN_APP.test(userAgent)) return 'in-app';
  const ios =
    /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  if (!ios) return 'other';
  if (OTHER_IOS_BROWSER.test(userAgent)) return 'other';
  // An iOS web view without Safari's "Version/… Safari/" tokens belongs to an app we do not
  // know by name.
  return /Version\/.*Safari\//.test(userAgent) ? 'ios-safari' : 'in-app';
}
