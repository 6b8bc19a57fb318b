// The demo attacker: it knows the protocol (docs/cms-bridge.md is public) but is not the admin.
// It frames the site directly and from a frame whose origin is null (a data: URL).
const settings = JSON.parse(document.getElementById('attacker-settings').textContent);
const direct = document.getElementById('direct');
const opaque = document.getElementById('opaque');
const received = document.getElementById('received');
const guessed = '0123456789abcdef0123456789abcdef';

const forgedPage = (nonce = guessed) => ({
  protocol: 'wgt-cms',
  version: 1,
  nonce,
  type: 'page',
  editable: true,
});

// Anything the site sends to this window proves a leak: the bridge only talks to the admin.
window.addEventListener('message', (event) => {
  if (event.source === direct.contentWindow) {
    const item = document.createElement('li');
    item.textContent = JSON.stringify(event.data);
    received.append(item);
  }
});

/** Posts to the site framed directly (this page is its parent, at the wrong origin). */
function toDirect(message) {
  direct.contentWindow?.postMessage(message, settings.siteOrigin);
}

/** Posts from the data: URL frame, whose origin is the opaque 'null' (so only '*' reaches it). */
function toOpaque(message) {
  opaque.contentWindow?.postMessage({ relay: message }, '*');
}

document.addEventListener('click', (event) => {
  const attack = event.target.closest('button')?.dataset.attack;
  if (attack === 'direct') toDirect(forgedPage());
  if (attack === 'opaque') toOpaque(forgedPage());
});

window.demoAttacker = {
  toDirect,
  toOpaque,
  forgedPage,
  received: () => received.children.length,
};
