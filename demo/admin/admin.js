// The demo CMS admin's side of docs/cms-bridge.md: answers the handshake, sends the page
// message, lists the edits it receives and acknowledges them (or not, as the toggles say).
const settings = JSON.parse(document.getElementById('admin-settings').textContent);
const frame = document.getElementById('site-frame');
const edits = document.getElementById('edits');
const log = document.getElementById('log');
const problems = document.getElementById('problems');
const problemsStatus = document.getElementById('problems-status');
const PROTOCOL = { protocol: 'wgt-cms', version: 1 };

/** The nonce of the page load now in the frame (from its hello), and hellos answered. */
let nonce = null;
const answered = new Set();

function note(list, text) {
  const item = document.createElement('li');
  item.textContent = text;
  list.append(item);
  return item;
}

/** Always to the site frame's window, always naming the site origin: never '*'. */
function post(message) {
  frame.contentWindow?.postMessage(message, settings.siteOrigin);
  note(
    log,
    `sent ${message.type}${message.replyTo ? ` to ${message.replyTo}` : ''}${'ok' in message ? ` ok=${message.ok}` : ''}${'editable' in message ? ` editable=${message.editable}` : ''}`,
  );
}

function respond(request, outcome) {
  post({ ...PROTOCOL, nonce: request.nonce, type: 'response', replyTo: request.id, ...outcome });
}

function sendPage(editable) {
  if (nonce) post({ ...PROTOCOL, nonce, type: 'page', editable });
}

window.addEventListener('message', (event) => {
  // The admin checks its side as strictly as the page does: the framed window, the site origin.
  if (event.source !== frame.contentWindow || event.origin !== settings.siteOrigin) return;
  const message = event.data;
  if (message?.protocol !== 'wgt-cms' || message.version !== 1) return;
  if (message.type === 'hello') {
    if (answered.has(`${message.nonce}:${message.id}`)) return; // a repeat of a hello seen
    answered.add(`${message.nonce}:${message.id}`);
    nonce = message.nonce;
    note(log, `hello from ${message.page.path} (nonce ${message.nonce.slice(0, 8)}…)`);
    if (settings.handshake === 'ignore') return;
    if (settings.handshake === 'refuse')
      return respond(message, { ok: false, error: 'Demo: editing is not allowed.' });
    respond(message, { ok: true });
    if (settings.editable) sendPage(true);
  } else if (message.nonce !== nonce) {
    note(log, `ignored ${message.type} with an old nonce`);
  } else if (message.type === 'editing') {
    note(log, `editing ${message.fields.map((field) => field.field).join(', ')}`);
  } else if (message.type === 'widgets') {
    // The widget inspector's list (docs/cms-bridge.md): text only, never markup from the page.
    note(log, `widgets: ${message.problems.length} with a problem`);
    problems.replaceChildren(
      ...message.problems.map((problem) => {
        const item = document.createElement('li');
        const name = document.createElement('strong');
        name.textContent = `${problem.widget} (${problem.state})`;
        item.append(name, `: ${problem.reason}`);
        item.dataset.state = problem.state;
        return item;
      }),
    );
    const count = message.problems.length;
    problemsStatus.textContent =
      count === 0
        ? 'Every widget on the page is fine.'
        : `${count} ${count === 1 ? 'widget shows nothing of its own' : 'widgets show nothing of their own'}:`;
  } else if (message.type === 'edit') {
    const item = note(
      edits,
      `${message.field} (rev ${message.rev}${message.restored ? ', restored' : ''}): ${message.text}`,
    );
    item.dataset.field = message.field;
    if (settings.save === 'ok') {
      respond(message, { ok: true });
      item.append(' — saved');
    } else if (settings.save === 'error') {
      respond(message, { ok: false, error: 'Demo: the CMS could not save this field.' });
      item.append(' — refused');
    } else {
      item.append(' — not answered');
    }
  }
});

for (const input of document.querySelectorAll('.controls input')) {
  input.addEventListener('change', () => {
    settings[input.name] = input.type === 'checkbox' ? input.checked : input.value;
  });
}
document.querySelector('.controls').addEventListener('click', (event) => {
  const action = event.target.closest('button')?.dataset.action;
  if (action === 'editable') sendPage(true);
  if (action === 'not-editable') sendPage(false);
  if (action === 'reload') frame.contentWindow?.location.replace(frame.src);
});

// For the end-to-end tests, which play the parts a person would (and some they would not).
window.demoAdmin = { nonce: () => nonce, post, sendPage, settings };
