// Local stand-ins for the embed providers (YouTube, Vimeo, SoundCloud, Issuu, the social posts,
// the booking form), so the click-to-load embeds and the seed's permalinks work offline.
//
// The page config points `embedHosts` at http://127.0.0.1:PORT/embed-standin/<provider>: the
// same server under another origin than the site's http://localhost:PORT, so a loaded embed is
// cross-origin like the real players. Each answer is a tiny static HTML page without script,
// with a strict Content-Security-Policy.

const PREFIX = '/embed-standin/';

const NAMES = {
  youtube: 'YouTube player',
  vimeo: 'Vimeo player',
  tiarcvideo: 'School video player',
  soundcloud: 'SoundCloud player',
  issuu: 'Issuu reader',
  twitter: 'Twitter post',
  facebook: 'Facebook post',
  instagram: 'Instagram post',
  pinterest: 'Pinterest pin',
  booking: 'Booking form',
  flickr: 'Flickr album',
  tumblr: 'Tumblr post',
  wordpress: 'WordPress post',
};

const CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'";

/** Base URLs of config `embedHosts` for a demo whose site runs at `siteOrigin`. */
export function standinHosts(siteOrigin) {
  const origin = siteOrigin.replace('//localhost:', '//127.0.0.1:');
  const providers = ['youtube', 'vimeo', 'tiarcvideo', 'soundcloud', 'issuu', 'twitter'];
  providers.push('facebook', 'instagram', 'pinterest', 'booking');
  return Object.fromEntries(providers.map((p) => [p, `${origin}${PREFIX}${p}`]));
}

/**
 * Answers GET /embed-standin/<provider>/...; returns false for any other path.
 * @param {import('node:http').IncomingMessage} _req
 * @param {import('node:http').ServerResponse} res
 * @param {URL} url
 */
export function handleEmbedStandin(_req, res, url) {
  if (!url.pathname.startsWith(PREFIX)) return false;
  const [provider = '', ...rest] = url.pathname.slice(PREFIX.length).split('/');
  const name = NAMES[/** @type {keyof typeof NAMES} */ (provider)];
  if (!name) {
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

/** The id the real player would show: ?id=, ?d=, the id inside ?url=/?href=, or the path. */
function contentId(url, rest) {
  const query = url.searchParams;
  const nested = query.get('url') ?? query.get('href');
  if (query.get('id')) return query.get('id');
  if (query.get('d')) return query.get('d');
  if (nested) return nested.split('/').filter(Boolean).at(-1) ?? nested;
  return rest.filter((part) => part && !/^(embed|video|p|player|ext)$/.test(part)).join('/');
}

function page(name, id) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(name)} stand-in</title>
<style>body{margin:0;display:grid;place-items:center;min-height:100vh;font:16px/1.4 system-ui,sans-serif;background:#222;color:#fff}p{margin:.25rem}</style></head>
<body><main><p><strong>${escapeHtml(name)} stand-in: ${escapeHtml(id)}</strong></p><p>A local page of the demo: nothing left this machine.</p></main></body></html>`;
}

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

function escapeHtml(text) {
  return String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}
