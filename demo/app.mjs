// The demo CMS: one Node HTTP server for the site (pages, the built bundle, the media-service
// and image-service stand-ins) and a second one on another port playing the CMS admin origin.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { basename, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminPage, attackerPage } from './admin/admin.mjs';
import { encodeBody } from './compress.mjs';
import {
  createCspReports,
  createNonce,
  cspEnabled,
  frameSources,
  framingPolicy,
  REPORT_PATH,
  sitePolicy,
} from './csp.mjs';
import { handleEmbedStandin, standinHosts } from './embed-standins.mjs';
import { withErrorRecorder } from './error-recorder.mjs';
import { handleImage } from './image-service.mjs';
import { createMediaStandIn, mediaModeConfig } from './media-service/index.mjs';
import { calendarFeed } from './pages/calendar-feed.mjs';
import { galleryPage } from './pages/gallery.mjs';
import { renderRoute } from './pages/routes.mjs';
import { handleTile } from './tiles.mjs';

/** The parents area's service worker script (build.mjs, widgets/home-screen-prompt/offline). */
const PARENTS_WORKER = '/widgets/parents-sw.js';
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/**
 * @param {{ port?: number, adminPort?: number, attackerPort?: number, host?: string, now?: Date, recordErrors?: boolean, volume?: number }} [options]
 *   recordErrors: every site page records its errors for a test whose driver sees none
 *   (demo/error-recorder.mjs).
 *   volume: the whole demo's media data is the seed times this factor (1, the seed, to 32; see
 *   demo/README.md, "Volume test mode"); a page's `?demoVolume=` still picks another.
 *   attackerPort: a third origin playing a hostile page (demo/admin/attacker.js); default adminPort + 1.
 *   Every HTML page is served with a strict Content-Security-Policy (demo/csp.mjs; `?csp=off`
 *   opts a page out); violation reports land in `csp`.
 * @returns {Promise<{ url: string, adminUrl: string, attackerUrl: string, media: ReturnType<typeof createMediaStandIn>['media'], csp: ReturnType<typeof createCspReports>, close: () => Promise<void> }>}
 */
export async function startDemo({
  port = 8080,
  adminPort = 8081,
  attackerPort = adminPort === 0 ? 0 : adminPort + 1,
  host = '127.0.0.1',
  now,
  recordErrors = false,
  volume = 1,
} = {}) {
  const mediaStandIn = createMediaStandIn({ now, volume });
  const csp = createCspReports();
  const origins = { site: '', admin: '', attacker: '' };

  const site = createServer((req, res) => {
    handleSite(req, res, { mediaStandIn, csp, origins, recordErrors }).catch((error) =>
      fail(res, error),
    );
  });
  const admin = createServer((req, res) => {
    handleAdmin(req, res, origins, csp).catch((error) => fail(res, error));
  });
  const attacker = createServer((req, res) => {
    handleAttacker(req, res, origins, csp).catch((error) => fail(res, error));
  });
  await listen(site, port, host);
  await listen(admin, adminPort, host);
  await listen(attacker, attackerPort, host);
  origins.site = `http://localhost:${site.address().port}`;
  origins.admin = `http://localhost:${admin.address().port}`;
  origins.attacker = `http://localhost:${attacker.address().port}`;

  return {
    url: origins.site,
    adminUrl: origins.admin,
    attackerUrl: origins.attacker,
    media: mediaStandIn.media,
    csp,
    close: () => {
      mediaStandIn.close();
      return Promise.all([close(site), close(admin), close(attacker)]).then(() => {});
    },
  };
}

async function handleSite(req, res, { mediaStandIn, csp, origins, recordErrors }) {
  const url = new URL(req.url ?? '/', origins.site);
  if (csp.handle(req, res, url)) return;
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return send(res, 405, 'text/plain', 'GET only');
  if (mediaStandIn.handle(req, res, url)) return;
  if (handleImage(req, res, url)) return;
  if (handleEmbedStandin(req, res, url)) return;
  if (handleTile(req, res, url)) return;
  if (url.pathname === PARENTS_WORKER) {
    // The parents area's service worker: served beside the bundle, it may still control
    // /parents because the response says so (a worker's scope is otherwise its own folder).
    return serveFile(req, res, join(ROOT, 'dist'), url.pathname.slice(9), {
      'Service-Worker-Allowed': '/parents',
    });
  }
  if (url.pathname.startsWith('/widgets/')) {
    // build.mjs writes no sourceMappingURL comment: the header points the devtools to the map.
    const map = url.pathname.endsWith('.js') ? { SourceMap: `${basename(url.pathname)}.map` } : {};
    return serveFile(req, res, join(ROOT, 'dist'), url.pathname.slice(9), map);
  }
  if (url.pathname.startsWith('/demo-assets/')) {
    return serveFile(req, res, join(ROOT, 'demo/static'), url.pathname.slice(13));
  }
  // The admin page again, on the site's own origin: a CMS whose admin shares the website's
  // origin (frame `/?demoOrigins=same`, whose config then names the site as admin origin).
  if (url.pathname.startsWith('/cms-admin/')) {
    return serveAdminApp(req, res, url, url.pathname.slice(11), { origins, csp });
  }
  // The media data of the page's volume (the demo's own unless `?demoVolume=` or a generated
  // item's address says otherwise): the pages are rendered from what the widgets will get.
  const seed = mediaStandIn.pageSeed(url);
  const config = {
    ...siteConfig(origins, seed, url.searchParams.get('demoOrigins')),
    ...demoTagManager(url),
    // A test mode of the media service (demo/media-service/index.mjs), when the query asks.
    ...mediaModeConfig(url, origins.site, mediaStandIn.volume),
    ...demoFeedGroups(url),
  };
  const policy = pagePolicy(url, csp, origins, config.embedHosts);
  // The widget gallery, from the widgets' README files (demo/pages/gallery.mjs).
  if (url.pathname === '/widgets') {
    return sendPage(req, res, 200, galleryPage({ config, nonce: policy?.nonce }), policy);
  }
  const feed = calendarFeed(url, { config, seed });
  if (feed) return sendFeed(req, res, feed);
  const page = renderRoute(url, { config, seed, nonce: policy?.nonce });
  if (!page) return sendPage(req, res, 404, notFound(), policy);
  if ('redirect' in page) {
    res.writeHead(303, { Location: page.redirect });
    return res.end();
  }
  const body = recordErrors ? withErrorRecorder(page.body, policy?.nonce) : page.body;
  sendPage(req, res, page.status, body, policy);
}

/**
 * The policy of one site page (a fresh nonce), or null under `?csp=off`.
 * @returns {{ nonce: string, header: string } | null}
 */
function pagePolicy(url, csp, origins, embedHosts) {
  if (!cspEnabled(url)) return null;
  const nonce = createNonce();
  csp.countPage();
  const reportUri = `${origins.site}${REPORT_PATH}`;
  return { nonce, header: sitePolicy({ nonce, frames: frameSources(embedHosts), reportUri }) };
}

/** The admin's or attacker's page policy: scripts by nonce, frames of the site only. */
function framingPagePolicy(url, csp, origins, extraFrames = []) {
  if (!cspEnabled(url)) return null;
  const nonce = createNonce();
  csp.countPage();
  const reportUri = `${origins.site}${REPORT_PATH}`;
  const frames = [origins.site, ...extraFrames];
  return { nonce, header: framingPolicy({ nonce, frames, reportUri }) };
}

/**
 * No copy of a page anywhere, except the parents area's: a public page that its service worker
 * keeps for offline, which it does only for a page not marked `private`, `no-store` or
 * `no-cache` (those mark a person's page, widgets/home-screen-prompt/offline/shared.ts).
 * `max-age=0` still has the browser's HTTP cache ask the server every time.
 */
function pageCaching(req) {
  const { pathname } = new URL(req.url ?? '/', 'http://demo.invalid');
  return pathname === '/parents' || pathname.startsWith('/parents/') ? 'max-age=0' : 'no-store';
}

/**
 * A calendar feed (./pages/calendar-feed.mjs): public, kept five minutes by any cache, 304 for
 * the calendar app that has it already (If-None-Match, else If-Modified-Since).
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 * @param {NonNullable<ReturnType<typeof calendarFeed>>} feed
 */
function sendFeed(req, res, feed) {
  const validators = feed.etag
    ? {
        ETag: feed.etag,
        'Last-Modified': feed.modified?.toUTCString() ?? '',
        'Cache-Control': 'public, max-age=300',
      }
    : { 'Cache-Control': 'no-store' };
  const asked = req.headers['if-none-match'];
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  const fresh = asked
    ? asked.split(',').some((tag) => tag.trim() === feed.etag)
    : Boolean(feed.modified) && since >= Math.floor((feed.modified?.getTime() ?? 0) / 1000) * 1000;
  if (feed.etag && fresh) {
    res.writeHead(304, validators);
    return res.end();
  }
  const { body, headers } = encodeBody(req, feed.type, feed.body);
  res.writeHead(feed.status, {
    'Content-Type': feed.type,
    'Content-Disposition': 'inline; filename="events.ics"',
    ...validators,
    ...headers,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function sendPage(req, res, status, page, policy) {
  const type = 'text/html; charset=utf-8';
  const { body, headers } = encodeBody(req, type, page);
  res.writeHead(status, {
    'Content-Type': type,
    'Cache-Control': pageCaching(req),
    ...headers,
    ...(policy ? { 'Content-Security-Policy': policy.header } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Origins as a CMS might (mis)render them, for `?demoOrigins=` on any page (see demo/README.md):
 * placeholder (not replaced), not-base64, with-path, null, same (admin on the site's origin).
 */
function demoOrigins(origins, variant) {
  const b64 = (text) => Buffer.from(text).toString('base64');
  const good = { adminOrigin: b64(origins.admin), websiteOrigin: b64(origins.site) };
  const variants = {
    placeholder: { adminOrigin: '{{ADMIN_ORIGIN}}', websiteOrigin: '{{WEBSITE_ORIGIN}}' },
    'not-base64': { ...good, adminOrigin: `${origins.admin}!` },
    'with-path': { ...good, adminOrigin: b64(`${origins.admin}/cms`) },
    null: { ...good, adminOrigin: b64('null') },
    same: { ...good, adminOrigin: b64(origins.site) },
  };
  return typeof variant === 'string' && Object.hasOwn(variants, variant) ? variants[variant] : good;
}

/** The config element of every demo page: the keys of src/kernel/config.ts. */
export function siteConfig(origins, seed, originsVariant = null) {
  return {
    mediaServiceUrl: `${origins.site}/media-service/`,
    imageServiceUrl: `${origins.site}/image-service/image`,
    defaultImage: '/images/default.jpg',
    feedGroups: seed.feedIdsByGroup,
    ...demoOrigins(origins, originsVariant),
    tagManagerId: '',
    // A local stand-in for Google's gtm.js: the demo never reaches the internet.
    tagManagerUrl: '/demo-assets/gtm-standin.js?id={id}',
    mapTileUrl: `${origins.site}/tiles/{z}/{x}/{y}.png`,
    timeZone: 'Europe/London',
    // Local stand-ins for the embed providers (demo/embed-standins.mjs): nothing leaves the machine.
    embedHosts: standinHosts(origins.site),
    schools: DEMO_SCHOOLS,
  };
}

/**
 * The group's three schools over the seed's feeds (README "Page config", `schools`): each owns
 * one feed of news, events, Twitter, photos, blog, videos and Facebook; the other feeds (and a
 * blog, three video feeds) are the group's and show for every school.
 */
export const DEMO_SCHOOLS = [
  { slug: 'london', name: 'London', feedIds: [1, 4, 9, 12, 15, 7, 23] },
  { slug: 'dubai', name: 'Dubai', feedIds: [2, 5, 10, 13, 16, 8, 24] },
  { slug: 'geneva', name: 'Geneva', feedIds: [3, 6, 11, 14, 17, 19, 25] },
];

/** `?demoTagManager=GTM-TEST1` on any page puts that tag manager id in the page config. */
function demoTagManager(url) {
  const id = url.searchParams.get('demoTagManager');
  return id === null ? {} : { tagManagerId: id };
}

/**
 * `?demoFeedGroups=news:1,2,99;events:4` on any page: the config's feedGroups as a CMS editor
 * may have written them, for the widget inspector's feed check (docs/cms-bridge.md). Each part
 * is `<slug>:<FeedIds>`; a malformed value is ignored (the seed's groups stay).
 */
function demoFeedGroups(url) {
  const value = url.searchParams.get('demoFeedGroups');
  if (value === null) return {};
  /** @type {Record<string, number[]>} */
  const feedGroups = {};
  for (const part of value.split(';')) {
    const match = /^([a-z][a-z0-9-]{0,30}):(\d{1,9}(?:,\d{1,9})*)$/.exec(part.trim());
    if (!match) return {};
    feedGroups[match[1]] = match[2].split(',').map(Number);
  }
  return { feedGroups };
}

/** The CMS admin origin: demo/admin (frames the site, answers the bridge, lists edits). */
async function handleAdmin(req, res, origins, csp) {
  const url = new URL(req.url ?? '/', origins.admin);
  return serveAdminApp(req, res, url, url.pathname.slice(1), { origins, csp });
}

async function serveAdminApp(req, res, url, file, { origins, csp }) {
  if (file === '') {
    const policy = framingPagePolicy(url, csp, origins);
    const page = adminPage({ siteOrigin: origins.site, url, nonce: policy?.nonce });
    return sendPage(req, res, 200, page, policy);
  }
  if (file === 'admin.js' || file === 'admin.css') {
    return serveFile(req, res, join(ROOT, 'demo/admin'), file);
  }
  send(res, 404, 'text/plain', 'Not found');
}

/** The third origin: a hostile page framing the site (demo/admin/attacker.js). */
async function handleAttacker(req, res, origins, csp) {
  const url = new URL(req.url ?? '/', origins.attacker);
  if (url.pathname === '/') {
    // data: for the relay frame whose origin is null (it inherits this policy and nonce).
    const policy = framingPagePolicy(url, csp, origins, ['data:']);
    const page = attackerPage({ siteOrigin: origins.site, url, nonce: policy?.nonce });
    return sendPage(req, res, 200, page, policy);
  }
  if (url.pathname === '/attacker.js' || url.pathname === '/admin.css') {
    return serveFile(req, res, join(ROOT, 'demo/admin'), url.pathname.slice(1));
  }
  send(res, 404, 'text/plain', 'Not found');
}

async function serveFile(req, res, base, relative, headers = {}) {
  const path = resolve(base, normalize(decodeURIComponent(relative)).replace(/^(\.\.[/\\])+/, ''));
  if (!path.startsWith(resolve(base))) return send(res, 404, 'text/plain', 'Not found');
  try {
    const type = TYPES[extname(path)] ?? 'application/octet-stream';
    const encoded = encodeBody(req, type, await readFile(path), path);
    res.writeHead(200, {
      'Content-Type': type,
      'Cache-Control': 'no-cache',
      ...encoded.headers,
      ...headers,
    });
    res.end(req.method === 'HEAD' ? undefined : encoded.body);
  } catch {
    send(res, 404, 'text/plain', 'Not found');
  }
}

function notFound() {
  return '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not found</title></head><body><main><h1>Page not found</h1><p><a href="/">Home</a></p></main></body></html>';
}

function send(res, status, type, body) {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
  res.end(body);
}

function fail(res, error) {
  console.error(error);
  if (!res.headersSent) send(res, 500, 'text/plain', 'Internal error');
  else res.end();
}

function listen(server, port, host) {
  return new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolveListen());
  });
}

function close(server) {
  return new Promise((resolveClose) => {
    server.closeAllConnections?.();
    server.close(() => resolveClose());
  });
}
