// The origin gate: the bridge talks to the admin only from a page in a frame, whose config
// names both origins correctly and which is served from the website origin it names.
import type { Logger, WidgetsConfig } from '../kernel/types';
import { type BridgeOrigins, readBridgeOrigins } from './origins';

export const isFramed = (win: Window) => win.parent !== win;

/**
 * The admin and website origins, or null when the bridge must stay off: the reason is then
 * already in the console, as one warning.
 */
export function passOriginGate(
  config: Partial<WidgetsConfig>,
  win: Window,
  log: Logger,
): BridgeOrigins | null {
  const read = readBridgeOrigins(config);
  if (!read.ok) return refuse(log, read.reason);
  const { website } = read.origins;
  // The config names the site it was rendered for; a copy of the page served from elsewhere
  // (a mirror, a cache host) must not talk to the admin in the site's name.
  if (win.location.origin !== website) {
    return refuse(
      log,
      `this page's origin ${win.location.origin} is not the configured websiteOrigin ${website}`,
    );
  }
  return read.origins;
}

function refuse(log: Logger, reason: string): null {
  log.warn(`CMS bridge off: ${reason}.`);
  return null;
}
