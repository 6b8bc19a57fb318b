// @ts-check
// The media-service stand-in as the demo server mounts it: the normal service (service.mjs) and
// the test modes that wrap it, each answering under a path prefix of its own. A page picks
// a mode with its query (`?demoFailure`, `?demoDelay`, `?demoHostile`, `?demoWire`,
// `?demoVolume`), which points the page config's `mediaServiceUrl` at that prefix, so the
// widgets run unchanged. The volume mode holds a whole stand-in (service and the other modes)
// per factor, so it combines with the others; the whole demo can also run at a volume.
// See demo/README.md, "Media service stand-in" and the test modes' sections.
import { createVolumeSeed } from '../data/volume-seed.mjs';
import { createDelayedService, delayedServiceUrl, parseDelay } from './delays.mjs';
import { createFailingService, failingServiceUrl, parseFailure } from './failures.mjs';
import { createHostileService, hostileServiceUrl, parseHostile } from './hostile.mjs';
import { createMediaService, PREFIX } from './service.mjs';
import { createVolumeService, pageVolume, parseVolume, volumeServiceUrl } from './volume.mjs';
import { createWireService, parseWire, wireServiceUrl } from './wire.mjs';

/**
 * @param {{ now?: Date, volume?: number }} [options] `now`: the seed's today (tests pin it).
 *   `volume`: the factor the whole stand-in answers at (1, the seed, by default; read as a
 *   `?demoVolume=` value is: clamped to 32, ignored when not a whole number from 1).
 */
export function createMediaStandIn({ now = new Date(), volume = 1 } = {}) {
  const own = parseVolume(String(volume)) ?? 1;
  const modes = createModes(
    createMediaService({ now, seed: own > 1 ? createVolumeSeed(now, own) : undefined }),
  );
  const volumes = createVolumeService((factor) =>
    factor === own
      ? modes
      : createModes(createMediaService({ now, seed: createVolumeSeed(now, factor) })),
  );
  return {
    media: modes.media,
    /** The factor the stand-in answers at without a `?demoVolume=`. */
    volume: own,
    /**
     * Answers a request under /media-service/: the volume prefix first, then a mode's prefix
     * (each is longer than the normal service's), then the normal calls. False for any other
     * path.
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     * @param {URL} url
     */
    handle: (req, res, url) => volumes.handle(req, res, url) || modes.handle(req, res, url),
    /**
     * The data a page is rendered from: the seed of the page's volume (pageVolume), so that
     * the server's cards and item pages are those of the answers its widgets get.
     * @param {URL} url
     */
    pageSeed: (url) => {
      const factor = pageVolume(url, own);
      return factor === null ? modes.media.seed : volumes.at(factor).media.seed;
    },
    /** Ends the requests the slow and failing modes hold, so the server can close. */
    close: () => {
      modes.close();
      volumes.close();
    },
  };
}

/**
 * The normal service and the four modes that wrap it.
 * @param {ReturnType<typeof createMediaService>} media
 */
function createModes(media) {
  const failing = createFailingService(media);
  const delayed = createDelayedService(media);
  const hostile = createHostileService(media);
  const wire = createWireService(media);
  return {
    media,
    /**
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
    close: () => {
      failing.close();
      delayed.close();
    },
  };
}

/**
 * The page config's `mediaServiceUrl` for the test mode a page's query asks for; {} keeps the
 * normal service. When a query names several of failure, delay, hostile, wire, the last of them
 * wins; a volume (`?demoVolume=`, or the one a generated item's share URL needs) puts that
 * service under the volume prefix.
 * @param {URL} url The page's address.
 * @param {string} siteOrigin
 * @param {number} [ownVolume] The factor the whole stand-in answers at (its `volume`).
 * @returns {{ mediaServiceUrl?: string }}
 */
export function mediaModeConfig(url, siteOrigin, ownVolume = 1) {
  const failure = parseFailure(url.searchParams.get('demoFailure'));
  const delay = parseDelay(url.searchParams.get('demoDelay'));
  const hostile = parseHostile(url.searchParams.get('demoHostile'));
  const wire = parseWire(url.searchParams.get('demoWire'));
  const mode = {
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
  // `?demoVolume=<factor>`: the answers of the seed times that factor (volume.mjs).
  const volume = pageVolume(url, ownVolume);
  if (volume === null) return mode;
  const serviceUrl = mode.mediaServiceUrl ?? `${siteOrigin}${PREFIX}`;
  return { mediaServiceUrl: volumeServiceUrl(serviceUrl, volume) };
}
