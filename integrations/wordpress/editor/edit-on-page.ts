// Edit on page: the admin side of docs/cms-bridge.md on WordPress's admin screen
// (includes/edit-on-page.php). It answers the framed page's handshake, tells it whether it is
// editable (WordPress decided, in the screen's settings), saves each `edit` through the REST API
// with the editor's nonce (includes/edit-rest.php) and answers it `ok: true` only once
// WordPress has saved it; a refused save is answered `ok: false` with WordPress's message, so
// the page keeps the draft. Built by integrations/wordpress/build-plugin.mjs.

// WordPress's i18n (the script's `wp-i18n` dependency), with the plugin's translations of this
// script loaded by wp_set_script_translations (includes/edit-on-page.php).
const { __, _n, sprintf } = wp.i18n;

/** What the screen writes in #ssw-edit-settings. */
interface EditSettings {
  siteOrigin: string;
  path: string;
  postId: number;
  editable: boolean;
  /**
   * The post's conflict token when the screen was made (a hash of its title and content): a
   * change since then is someone else's.
   */
  token: string;
  restUrl: string;
  restNonce: string;
}

interface BridgeMessage {
  protocol: 'wgt-cms';
  version: 1;
  nonce: string;
  type: string;
  [key: string]: unknown;
}

interface Edit {
  id: string;
  nonce: string;
  field: string;
  html: string;
  text: string;
  rev: number;
  restored: boolean;
}

// A module (nothing else imports it): its names stay its own, not the page's globals.
export {};

const PROTOCOL = { protocol: 'wgt-cms', version: 1 } as const;
/** The page gives up on an unanswered edit after 5 s (docs/cms-bridge.md): answer before. */
const SAVE_TIMEOUT = 4500;
/** A page that has not said hello by then is not running the bridge. */
const CONNECT_TIMEOUT = 8000;

// A declaration, not an arrow: xgettext reads `= <T` as the start of XML and loses the strings after it.
function byId<T extends HTMLElement>(id: string) {
  return document.getElementById(id) as T;
}

const settings = JSON.parse(byId('ssw-edit-settings').textContent ?? '{}') as EditSettings;
const frame = byId<HTMLIFrameElement>('ssw-edit-frame');
const statusLine = byId('ssw-edit-status');
const saves = byId<HTMLOListElement>('ssw-edit-saves');
const widgets = byId<HTMLUListElement>('ssw-edit-widgets');
const widgetsStatus = byId('ssw-edit-widgets-status');

/** The nonce of the page load now in the frame, and the hellos already answered. */
let nonce: string | null = null;
const answered = new Set<string>();
/** Saves go one after another: each needs the token the one before it made. */
let token = settings.token;
let queue: Promise<unknown> = Promise.resolve();

/** To the framed window only, naming the site's origin: never '*'. */
function post(message: Record<string, unknown>) {
  frame.contentWindow?.postMessage({ ...PROTOCOL, ...message }, settings.siteOrigin);
}

function respond(request: { nonce: string; id: string }, outcome: Record<string, unknown>) {
  post({ nonce: request.nonce, type: 'response', replyTo: request.id, ...outcome });
}

function say(text: string) {
  statusLine.textContent = text;
}

function isMessage(data: unknown): data is BridgeMessage {
  const message = data as BridgeMessage | null;
  return (
    typeof message === 'object' &&
    message !== null &&
    message.protocol === PROTOCOL.protocol &&
    message.version === PROTOCOL.version &&
    typeof message.nonce === 'string' &&
    typeof message.type === 'string'
  );
}

function isEdit(message: BridgeMessage): message is BridgeMessage & Edit {
  return (
    message.type === 'edit' &&
    typeof message.id === 'string' &&
    typeof message.field === 'string' &&
    typeof message.html === 'string' &&
    typeof message.text === 'string'
  );
}

/** A field's name for people: the page title, or what the field says (its first words). */
function fieldName(edit: Edit) {
  if (edit.field === 'post-title') return __('Page title', 'school-site-widgets');
  const words = edit.text.trim().replace(/\s+/g, ' ');
  const shown = words.length > 40 ? `${words.slice(0, 40)}…` : words;
  /* translators: %s: the first words of a paragraph or heading. */
  return sprintf(__('“%s”', 'school-site-widgets'), shown);
}

function logSave(edit: Edit, outcome: string, ok: boolean) {
  const item = document.createElement('li');
  item.dataset.field = edit.field;
  item.dataset.saved = String(ok);
  /* translators: 1: the field's name (Page title, or its first words); 2: what became of the save. */
  item.textContent = sprintf(__('%1$s: %2$s', 'school-site-widgets'), fieldName(edit), outcome);
  saves.prepend(item);
}

/** WordPress's own message of a refused save, or what went wrong on the way. */
async function failure(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  const message = typeof body?.message === 'string' ? body.message : '';
  return (
    message ||
    sprintf(
      /* translators: 1: an HTTP status code; 2: its text (Forbidden, ...). */
      __('WordPress answered %1$d %2$s.', 'school-site-widgets'),
      response.status,
      response.statusText,
    )
  );
}

async function save(edit: Edit): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SAVE_TIMEOUT);
  try {
    const response = await fetch(settings.restUrl, {
      method: 'POST',
      // The REST API is on the site's address (home_url); a site whose WordPress address (the
      // admin) is another host sends its cookies there too, with WordPress's own CORS answer.
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': settings.restNonce },
      body: JSON.stringify({ field: edit.field, html: edit.html, text: edit.text, token }),
      signal: controller.signal,
    });
    if (!response.ok) throw new Error(await failure(response));
    const body = (await response.json()) as { token?: unknown };
    if (typeof body.token === 'string') token = body.token;
    respond(edit, { ok: true });
    logSave(
      edit,
      edit.restored
        ? __('saved (a draft sent again)', 'school-site-widgets')
        : __('saved', 'school-site-widgets'),
      true,
    );
    say(__('All changes are saved in WordPress.', 'school-site-widgets'));
  } catch (error) {
    const message = controller.signal.aborted
      ? __(
          'Not saved: WordPress did not answer in time. Your text is kept as a draft.',
          'school-site-widgets',
        )
      : error instanceof Error
        ? error.message
        : String(error);
    respond(edit, { ok: false, error: message.slice(0, 500) });
    logSave(edit, message, false);
    say(message);
  } finally {
    clearTimeout(timer);
  }
}

function showWidgets(problems: unknown) {
  const list = Array.isArray(problems) ? problems : [];
  // Text only: a reason is the page's words, never markup for this screen.
  widgets.replaceChildren(
    ...list.map((problem: { widget?: unknown; state?: unknown; reason?: unknown }) => {
      const item = document.createElement('li');
      const name = document.createElement('strong');
      name.textContent = `${String(problem.widget)} (${String(problem.state)})`;
      item.append(name, `: ${String(problem.reason)}`);
      return item;
    }),
  );
  widgetsStatus.textContent =
    list.length === 0
      ? __('Every widget on the page is working.', 'school-site-widgets')
      : sprintf(
          _n(
            /* translators: %d: how many widgets on the page show nothing of their own. */
            '%d widget shows nothing of its own:',
            '%d widgets show nothing of their own:',
            list.length,
            'school-site-widgets',
          ),
          list.length,
        );
}

function onHello(message: BridgeMessage) {
  const id = typeof message.id === 'string' ? message.id : '';
  const key = `${message.nonce}:${id}`;
  if (!id || answered.has(key)) return; // the page repeats a hello until it is answered
  answered.add(key);
  nonce = message.nonce;
  respond({ nonce: message.nonce, id }, { ok: true });
  const page = message.page as { path?: unknown } | undefined;
  // Only the page this screen opened is editable here: not one the frame went on to.
  const samePage = page?.path === settings.path;
  post({ nonce: message.nonce, type: 'page', editable: settings.editable && samePage });
  if (!settings.editable) return;
  say(
    samePage
      ? __(
          'Editing: click a title, heading or paragraph on the page and type.',
          'school-site-widgets',
        )
      : __(
          'The frame shows another page: open that page’s own Edit on page to edit it.',
          'school-site-widgets',
        ),
  );
}

window.addEventListener('message', (event) => {
  // The same checks as the page makes: the framed window, the site's origin, the protocol.
  if (event.source !== frame.contentWindow || event.origin !== settings.siteOrigin) return;
  const message: unknown = event.data;
  if (!isMessage(message)) return;
  if (message.type === 'hello') onHello(message);
  else if (message.nonce !== nonce) return;
  else if (message.type === 'widgets') showWidgets(message.problems);
  else if (isEdit(message)) {
    say(__('Saving…', 'school-site-widgets'));
    queue = queue.then(() => save(message));
  }
});

byId('ssw-edit-reload').addEventListener('click', () => {
  // The whole screen: the page as WordPress has it now, and the token its saves start from.
  location.reload();
});

setTimeout(() => {
  if (nonce === null) {
    say(
      __(
        'The page did not connect. Is the plugin’s bundle on it? Reload, or open it in the block editor.',
        'school-site-widgets',
      ),
    );
  }
}, CONNECT_TIMEOUT);

// For the end-to-end tests: the state a person reads on the screen, in figures.
Object.assign(window, { sswEditOnPage: { nonce: () => nonce, token: () => token } });
