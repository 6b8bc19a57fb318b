// One editing session with the admin, from the handshake until stop: inline editing while the
// admin's page message says the page is editable, and every change a draft until the admin
// acknowledges it (docs/cms-bridge.md).
import type { EditingMode, Logger, PageStore } from '../kernel/types';
import { createChannel } from './channel';
import { createDraftStore, type DraftStore, sessionStorageOrNull } from './drafts';
import { storeEditcode } from './editcode';
import { createFieldView } from './field-view';
import { type EditableField, readField } from './inline-editing';
import { isSendableEdit, type PageMessage, type WidgetProblem } from './messages';
import { createNonce } from './nonce';
import {
  draftsKey,
  EDIT_TIMEOUT_MS,
  HANDSHAKE_TIMEOUT_MS,
  HELLO_RETRY_MS,
  REJECTED_ATTR,
  SEND_ERRORS_ATTR,
} from './schema';

export interface SessionOptions {
  /** The decoded admin origin: the one window the page talks to is the parent at this origin. */
  admin: string;
  store: PageStore;
  log: Logger;
  win: Window;
  /** Writes the editing mode to the page store (read back here) and on <html>. */
  setMode: (mode: EditingMode) => void;
  /** After the handshake: how to send the admin the widgets' problems (inspector); returns stop. */
  onReady?: (sendProblems: (problems: WidgetProblem[]) => void) => () => void;
}

/** Starts the session; returns its stop (every listener and timer released, markup given back). */
export function startEditingSession({
  admin,
  store,
  log,
  win,
  setMode,
  onReady,
}: SessionOptions): () => void {
  const drafts = createDraftStore(sessionStorageOrNull(), draftsKey(win.location.pathname), log);
  const root = win.document.documentElement;
  const countSendError = counterOn(root, SEND_ERRORS_ATTR);
  const countRejected = counterOn(root, REJECTED_ATTR);
  const view = createFieldView(win.document, log, drafts);
  let stopped = false;
  let stopReady = () => {};

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

  // A field's draft goes to the admin as an edit; only the admin's ok for the draft's current
  // rev drops it, so a late answer to an older revision never drops a newer change
  // (docs/cms-bridge.md, "Drafts: nothing typed is lost").
  const flagUnsavedIfCurrent = (field: string, rev: number) => {
    if (drafts.get(field)?.rev === rev) view.setState(field, 'unsaved');
  };
  const sendDraft = (field: string) => {
    const draft = drafts.get(field);
    if (!draft || stopped) return;
    if (!isSendableEdit(draft.field, draft.html)) {
      log.warn(`the change of "${field}" is too long to send; kept as a draft.`);
      view.setState(field, 'unsaved');
      return;
    }
    // A restored draft keeps its flag until the admin acknowledges it.
    const restored = view.stateOf(field) === 'restored';
    if (!restored) view.setState(field, 'saving');
    const { kind, html, text, rev } = draft;
    channel
      .request(
        { type: 'edit', field, kind, html, text, rev, restored },
        { timeoutMs: EDIT_TIMEOUT_MS },
      )
      .then((response) => {
        if (response.ok) {
          if (drafts.acknowledge(field, rev)) view.setState(field, 'editing');
          return;
        }
        log.warn(`the CMS did not save "${field}": ${response.error}`);
        flagUnsavedIfCurrent(field, rev);
      })
      .catch(() => {
        // Timed out or stopped: the draft stays, flagged, and is sent again on the next change
        // of the field, the next page message or the next load of the page.
        if (!stopped) flagUnsavedIfCurrent(field, rev);
      });
  };

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
  // The hello, repeated until answered: the admin's frame may not be listening yet.
  setMode('connecting');
  channel
    .request(
      { type: 'hello', page: { path: win.location.pathname, title: win.document.title } },
      { timeoutMs: HANDSHAKE_TIMEOUT_MS, resendEveryMs: HELLO_RETRY_MS },
    )
    .then((response) => {
      if (!response.ok) throw new Error(response.error);
      // Only the real admin's handshake sets the editcode: a hostile frame cannot plant a session.
      storeEditcode(win.document, win.location);
      setMode('ready');
      if (onReady && !stopped) {
        stopReady = onReady((problems) => channel.notify({ type: 'widgets', problems }));
      }
    })
    .catch((error: Error) => {
      if (stopped) return;
      setMode('failed');
      log.warn(`CMS bridge: the handshake with ${admin} failed: ${error.message}`);
    });

  return () => {
    stopped = true;
    stopReady();
    stopEditing();
    channel.stop();
    releaseUnloadGuard();
    setMode('off');
  };
}

/** A count on <html> under `attr`, shown from 0; returns the function that adds one. */
function counterOn(root: Element, attr: string): () => void {
  let count = 0;
  root.setAttribute(attr, '0');
  return () => root.setAttribute(attr, String(++count));
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
