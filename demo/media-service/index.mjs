// @ts-check
// The media-service stand-in as the demo server mounts it: the normal service (service.mjs) and
// the four test modes that wrap it, each answering under a path prefix of its own. A page picks
// a mode with its query (`?demoFailure`, `?demoDelay`, `?demoHostile`, `?demoWire`), which
// points the page config's `mediaServiceUrl` at that prefix, so the widgets run unchanged.
// See demo/README.md, "Media service stand-in" and the test modes' sections.
import { createDelayedService, delayedServiceUrl, parseDelay } from './delays.mjs';
import { createFailingService, failingServiceUrl, parseFailure } from './failures.mjs';
import { createHostileService, hostileServiceUrl, parseHostile } from './hostile.mjs';
import { createMediaService } from './service.mjs';
import { createWireService, parseWire, wireServiceUrl } from './wire.mjs';

/**
 * @param {{ now?: Date }} [options] `now`: the seed's today (tests pin it).
 */
export function createMediaStandIn({ now } = {}) {
  const media = createMediaService({ now });
  const failing = createFailingService(media);
  const delayed = createDelayedService(media);
  const hostile = createHostileService(media);
  const wire = createWireService(media);
  return {
    media,
    /**
     * Answers a request under /media-service/: a mode's prefix first (each is longer than the
     * normal service's), then the normal calls. False for any other path.
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     * @param {URL} url
     */
    handle: (req, res, url) =>
      failing.handle(req, res, url) ||
      delayed.handle(req, res, url) ||
      hostile.handle(req, res, url) ||
      wire.handle(req, res, url) ||
      media.handle(req, res, url),
    /** Ends the requests the slow and failing modes hold, so the server can close. */
    close: () => {
      failing.close();
      delayed.close();
    },
  };
}

/**
 * The page config's `mediaServiceUrl` for the test mode a page's query asks for; {} keeps the
 * normal service. When a query names several, the last of failure, delay, hostile, wire wins.
 * @param {URL} url The page's address.
 * @param {string} siteOrigin
 * @returns {{ mediaServiceUrl?: string }}
 */
export function mediaModeConfig(url, siteOrigin) {
  const failure = parseFailure(url.searchParams.get('demoFailure'));
  const delay = parseDelay(url.searchParams.get('demoDelay'));
  const hostile = parseHostile(url.searchParams.get('demoHostile'));
  const wire = parseWire(url.searchParams.get('demoWire'));
  return {
    // `?demoFailure=<call>:<mode>`: that call misbehaves in that mode (failures.mjs).
    ...(failure ? { mediaServiceUrl: failingServiceUrl(siteOrigin, failure) } : {}),
    // `?demoDelay=<ms>` or `<min>-<max>`: every call answered late (delays.mjs).
    ...(delay ? { mediaServiceUrl: delayedServiceUrl(siteOrigin, delay) } : {}),
    // `?demoHostile=<offset>[:<per field>]`: the hostile corpus in every text and URL field
    // (hostile.mjs).
    ...(hostile ? { mediaServiceUrl: hostileServiceUrl(siteOrigin, hostile) } : {}),
    // `?demoWire=aspnet`: every call answered in ASP.NET shapes (wire.mjs).
    ...(wire ? { mediaServiceUrl: wireServiceUrl(siteOrigin) } : {}),
  };
}
