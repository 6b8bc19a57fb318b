// One editing session with the admin, from the handshake until stop: inline editing while the
// admin's page message says the page is editable, and every change a draft until the admin
// acknowledges it (docs/cms-bridge.md).
import type { Logger, PageStore } from '../kernel/types';
import { createChannel } from './channel';
import { createDraftSender } from './draft-sender';
import { createDraftStore, type DraftStore, sessionStorageOrNull } from './drafts';
import { createFieldView } from './field-view';
import { shakeHands } from './handshake';
import { type EditableField, readField } from './inline-editing';
import type { PageMessage } from './messages';
import { createNonce } from './nonce';
import { counterOn, type SetMode } from './root-state';
import { draftsKey, REJECTED_ATTR, SEND_ERRORS_ATTR } from './schema';

export interface SessionOptions {
  /** The decoded admin origin: the one window the page talks to is the parent at this origin. */
  admin: string;
  store: PageStore;
  log: Logger;
  win: Window;
  setMode: SetMode;
}

/** Starts the session; returns its stop (every listener and timer released, markup given back). */
export function startEditingSession({
  admin,
  store,
  log,
  win,
  setMode,
}: SessionOptions): () => void {
  const drafts = createDraftStore(sessionStorageOrNull(), draftsKey(win.location.pathname), log);
  const root = win.document.documentElement;
  const countSendError = counterOn(root, SEND_ERRORS_ATTR);
  const countRejected = counterOn(root, REJECTED_ATTR);
  const view = createFieldView(win.document, log, drafts);
  let stopped = false;
  const isStopped = () => stopped;

  const followPageMessage = ({ editable }: PageMessage) => {
    // Before the handshake the page message is refused (docs/cms-bridge.md, rule 5).
    const mode = store.getState().editingMode;
    if (mode !== 'ready' && mode !== 'editable') return false;
    if (editable) startEditing();
    else stopEditing();
    return true;
  };
  const channel = createChannel({
    self: win,
    peer: win.parent,
    peerOrigin: admin,
    nonce: createNonce(),
    onPage: followPageMessage,
    onRejected: countRejected,
    onSendError: countSendError,
  });
  const sendDraft = createDraftSender({ drafts, channel, view, log, isStopped });

  const keepChange = (field: EditableField) => {
    const { html, text } = readField(field);
    const rev = drafts.nextRev(field.field);
    drafts.put({ field: field.field, kind: field.kind, html, text, rev, at: Date.now() });
    view.setState(field.field, 'saving');
  };

  const startEditing = () => {
    const fields = view.open({ onChange: keepChange, onSettle: (field) => sendDraft(field.field) });
    if (fields) {
      channel.notify({
        type: 'editing',
        fields: fields.map(({ field, kind, label }) => ({ field, kind, label })),
      });
      setMode('editable');
    }
    // Every draft not yet acknowledged goes (again) to the admin, including fields this
    // page's markup no longer has: the admin decides, nothing is dropped here.
    for (const draft of drafts.list()) sendDraft(draft.field);
    view.refresh();
  };
  const stopEditing = () => {
    if (view.close()) setMode('ready');
  };

  const releaseUnloadGuard = guardUnload(win, drafts);
  shakeHands({ channel, win, admin, log, setMode, isStopped });

  return () => {
    stopped = true;
    stopEditing();
    channel.stop();
    releaseUnloadGuard();
    setMode('off');
  };
}

/** Leaving the page while the admin has not confirmed a change: the browser asks first. */
function guardUnload(win: Window, drafts: DraftStore): () => void {
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    if (drafts.list().length === 0) return;
    event.preventDefault();
    event.returnValue = '';
  };
  win.addEventListener('beforeunload', onBeforeUnload);
  return () => win.removeEventListener('beforeunload', onBeforeUnload);
}
