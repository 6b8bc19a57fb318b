// @ts-check
// Local stand-ins for the embed providers (YouTube, Vimeo, SoundCloud, Issuu, the social posts,
// the booking form), so the click-to-load embeds work offline.
//
// The page config points `embedHosts` at http://127.0.0.1:PORT/embed-standin/<provider>: the
// same server under another origin than the site's http://localhost:PORT, so a loaded embed is
// cross-origin like the real players. The product builds the embed URL from that base and the
// real player's path, so each stand-in answers only the path its player has (a wrong path is a
// 404 here as it would be there). Each answer is a tiny static HTML page without script, with a
// strict Content-Security-Policy.

const PREFIX = '/embed-standin/';

/**
 * Each provider's name and the path of its real player (after the origin, without the query).
 * @type {Record<string, [name: string, path: RegExp]>}
 */
const PLAYERS = {
  youtube: ['YouTube player', /^embed\/[A-Za-z0-9_-]{11}$/],
  vimeo: ['Vimeo player', /^video\/\d{1,12}$/],
  tiarcvideo: ['School video player', /^embed\/\d{1,15}$/],
  soundcloud: ['SoundCloud player', /^player\/$/],
  issuu: ['Issuu reader', /^embed\.html$/],
  twitter: ['Twitter post', /^embed\/Tweet\.html$/],
  facebook: ['Facebook post', /^plugins\/(?:post|video)\.php$/],
  instagram: ['Instagram post', /^p\/[A-Za-z0-9_-]{5,40}\/embed\/$/],
  pinterest: ['Pinterest pin', /^ext\/embed\.html$/],
  booking: ['Booking form', /^embed\/[A-Za-z0-9]{1,40}\/$/],
};

const CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'";

/**
 * Base URLs of config `embedHosts` for a demo whose site runs at `siteOrigin`.
 * @param {string} siteOrigin
 * @returns {Record<string, string>}
 */
export function standinHosts(siteOrigin) {
  const origin = siteOrigin.replace('//localhost:', '//127.0.0.1:');
  return Object.fromEntries(Object.keys(PLAYERS).map((p) => [p, `${origin}${PREFIX}${p}`]));
}

/**
 * Answers GET /embed-standin/<provider>/<player path>; 404 for an unknown provider or a path its
 * player does not have; returns false for any other path.
 * @param {import('node:http').IncomingMessage} _req
 * @param {import('node:http').ServerResponse} res
 * @param {URL} url
 */
export function handleEmbedStandin(_req, res, url) {
  if (!url.pathname.startsWith(PREFIX)) return false;
  const [provider = '', ...rest] = url.pathname.slice(PREFIX.length).split('/');
  const [name, path] = PLAYERS[provider] ?? [];
  if (!name || !path?.test(rest.join('/'))) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('No such stand-in');
    return true;
  }
  const id = contentId(url, rest);
  const body = provider === 'booking' ? bookingForm(name, id, url) : page(name, id);
  res.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': CSP,
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
  });
  res.end(body);
  return true;
}

/**
 * The id the real player would show: ?id=, ?d=, the id inside ?url=/?href=, or the path.
 * @param {URL} url
 * @param {string[]} rest
 * @returns {string}
 */
function contentId(url, rest) {
  const query = url.searchParams;
  const nested = query.get('url') ?? query.get('href');
  const id = query.get('id') || query.get('d');
  if (id) return id;
  if (nested) return nested.split('/').filter(Boolean).at(-1) ?? nested;
  return rest.filter((part) => part && !/^(embed|video|p|player|ext)$/.test(part)).join('/');
}

/** @param {string} name @param {string} id */
function page(name, id) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(name)} stand-in</title>
<style>body{margin:0;display:grid;place-items:center;min-height:100vh;font:16px/1.4 system-ui,sans-serif;background:#222;color:#fff}p{margin:.25rem}</style></head>
<body><main><p><strong>${escapeHtml(name)} stand-in: ${escapeHtml(id)}</strong></p><p>A local page of the demo: nothing left this machine.</p></main></body></html>`;
}

/** @param {string} name @param {string} code @param {URL} url */
function bookingForm(name, code, url) {
  const done = url.searchParams.has('tickets');
  const content = done
    ? `<p role="status">Thank you: ${escapeHtml(url.searchParams.get('tickets') ?? '')} ticket(s) requested.</p>`
    : `<form method="get"><p><label>Your name <input name="name" autocomplete="name" required></label></p>
<p><label>Tickets <input name="tickets" type="number" min="1" max="10" value="1" required></label></p>
<p><button>Book</button></p></form>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(name)} stand-in</title>
<style>body{margin:1rem;font:16px/1.4 system-ui,sans-serif}</style></head>
<body><main><h1>${escapeHtml(name)} stand-in: ${escapeHtml(code)}</h1>${content}</main></body></html>`;
}

/** @param {unknown} text */
function escapeHtml(text) {
  return String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}
