// The demo CMS admin and the attacker, as HTML pages for demo/app.mjs. The admin page plays the
// admin side of docs/cms-bridge.md; the attacker page plays every hostile window the bridge must
// ignore. Their scripts are admin.js and attacker.js beside this file.
import { escapeHtml } from '../pages/html.mjs';

/** A site path to frame: only a path on the site ('/...', not '//host'). */
export function framePath(value) {
  return typeof value === 'string' && /^\/(?!\/)[^\s\\]*$/.test(value) ? value : '/';
}

// JSON inside <script> is not HTML-decoded; it only must not be able to close the element.
const json = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/** ` nonce="…"` for the page's scripts under the demo's Content-Security-Policy (demo/csp.mjs). */
const nonceAttr = (nonce) => (nonce ? ` nonce="${escapeHtml(nonce)}"` : '');

/**
 * @param {{ siteOrigin: string, url: URL, nonce?: string }} options
 *   url query: path (site page to frame), guid (passed on), handshake=answer|ignore|refuse,
 *   save=ok|error|ignore, editable=yes|no (send the page message after the handshake)
 */
export function adminPage({ siteOrigin, url, nonce }) {
  const query = url.searchParams;
  const path = framePath(query.get('path') ?? '/');
  const frameUrl = new URL(path, siteOrigin);
  const guid = query.get('guid');
  if (guid !== null) frameUrl.searchParams.set('guid', guid);
  const settings = {
    siteOrigin,
    handshake: oneOf(query.get('handshake'), ['answer', 'ignore', 'refuse']),
    save: oneOf(query.get('save'), ['ok', 'error', 'ignore']),
    editable: query.get('editable') !== 'no',
  };
  const option = (name, value, label) =>
    `<label><input type="radio" name="${name}" value="${value}"${settings[name] === value ? ' checked' : ''}> ${label}</label>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>CMS admin (demo)</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="admin.css">
<script type="application/json" id="admin-settings"${nonceAttr(nonce)}>${json(settings)}</script>
<script type="module" src="admin.js"${nonceAttr(nonce)}></script>
</head>
<body>
<header aria-label="CMS admin"><h1>CMS admin (demo)</h1><p>Origin <code>${escapeHtml(url.origin)}</code>, editing <code>${escapeHtml(frameUrl.href)}</code></p></header>
<main aria-label="CMS admin">
<section class="controls" aria-label="How the admin answers">
  <fieldset><legend>Handshake</legend>${option('handshake', 'answer', 'Answer')}${option('handshake', 'ignore', 'Do not answer')}${option('handshake', 'refuse', 'Refuse')}</fieldset>
  <fieldset><legend>Saves</legend>${option('save', 'ok', 'Acknowledge')}${option('save', 'error', 'Answer with an error')}${option('save', 'ignore', 'Do not answer')}</fieldset>
  <p><label><input type="checkbox" name="editable"${settings.editable ? ' checked' : ''}> Send “page is editable” after the handshake</label></p>
  <p><button type="button" data-action="editable">Send “page is editable”</button> <button type="button" data-action="not-editable">Send “not editable”</button> <button type="button" data-action="reload">Reload the site frame</button></p>
</section>
<div class="preview">
<iframe id="site-frame" title="Site preview" src="${escapeHtml(frameUrl.href)}"></iframe>
<section class="problems" aria-labelledby="problems-title"><h2 id="problems-title">Widget problems</h2><p id="problems-status" role="status">Waiting for the page…</p><ul id="problems" aria-labelledby="problems-title"></ul></section>
</div>
<section aria-labelledby="edits-title"><h2 id="edits-title">Edits received</h2><ol id="edits" aria-labelledby="edits-title"></ol></section>
<section aria-labelledby="log-title"><h2 id="log-title">Message log</h2><ol id="log" aria-labelledby="log-title"></ol></section>
</main>
</body>
</html>
`;
}

/**
 * The attacker: frames the site directly (its parent at the wrong origin) and from a data: URL
 * frame (a parent whose origin is the opaque "null"). A sandboxed frame would not do: the site
 * inside it gets the origin "null" itself and its module scripts are blocked by CORS.
 */
export function attackerPage({ siteOrigin, url, nonce }) {
  const path = framePath(url.searchParams.get('path') ?? '/');
  const target = new URL(path, siteOrigin).href;
  const relay = relayPage(target, url.origin, nonce);
  const opaque = `data:text/html;base64,${Buffer.from(relay).toString('base64')}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Attacker (demo)</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="admin.css">
<script type="application/json" id="attacker-settings"${nonceAttr(nonce)}>${json({ siteOrigin, target })}</script>
<script type="module" src="attacker.js"${nonceAttr(nonce)}></script>
</head>
<body>
<header aria-label="Attacker"><h1>Attacker (demo)</h1><p>This page at <code>${escapeHtml(url.origin)}</code> frames the site and sends it forged messages. None of them may start editing.</p></header>
<main aria-label="Attacker">
<p><button type="button" data-attack="direct">Forge “page is editable” (direct frame)</button> <button type="button" data-attack="opaque">Forge it from a parent with origin null</button></p>
<iframe id="direct" title="Site framed by the attacker" src="${escapeHtml(target)}"></iframe>
<iframe id="opaque" title="A data: URL frame (origin null) framing the site" src="${escapeHtml(opaque)}"></iframe>
<section aria-labelledby="received-title"><h2 id="received-title">Messages the site sent to this page</h2><ol id="received" aria-labelledby="received-title"></ol></section>
</main>
</body>
</html>
`;
}

/**
 * A frame that frames the site and relays the attacker's forgeries to it. A data: URL document
 * inherits the policy of the page that framed it, so its script carries that page's nonce.
 */
function relayPage(target, parentOrigin, nonce) {
  const literal = (value) => JSON.stringify(value).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Relay (demo attacker)</title></head>
<body><iframe id="inner" title="Site framed by the relay" src="${escapeHtml(target)}"></iframe>
<script${nonceAttr(nonce)}>
  const inner = document.getElementById('inner');
  const siteOrigin = new URL(${literal(target)}).origin;
  const received = [];
  window.addEventListener('message', (event) => {
    if (event.source === inner.contentWindow) { received.push(event.data); return; }
    if (event.source !== parent || !event.data) return;
    if (event.data.relay) inner.contentWindow.postMessage(event.data.relay, siteOrigin);
    if (event.data.report) parent.postMessage({ received }, ${literal(parentOrigin)});
  });
</script></body></html>
`;
}

function oneOf(value, allowed) {
  return allowed.includes(value) ? value : allowed[0];
}
