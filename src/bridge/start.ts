// CMS embedding mode (spec section 6), loaded by boot only when the page is framed. Handshake
// with the admin, then inline editing when the admin's page message says the page is editable.
// Every change is a draft until the admin acknowledges it; see docs/cms-bridge.md.
import type { EditingMode, Logger, PageStore, WidgetsConfig } from '../kernel/types';
import { type Channel, createChannel } from './channel';
import { createDraftStore, type StoredDraft, sessionStorageOrNull } from './drafts';
import { storeEditcode } from './editcode';
import {
  type EditableField,
  type FieldState,
  findEditableFields,
  type InlineEditing,
  readField,
  startInlineEditing,
  writeField,
} from './inline-editing';
import { isSendableEdit } from './messages';
import { createNonce } from './nonce';
import { readBridgeOrigins } from './origins';
import {
  BRIDGE_STATE_ATTR,
  draftsKey,
  EDIT_TIMEOUT_MS,
  HANDSHAKE_TIMEOUT_MS,
  HELLO_RETRY_MS,
  REJECTED_ATTR,
  SEND_ERRORS_ATTR,
} from './schema';
import { type StatusView, showStatus } from './status';

export interface BridgeOptions {
  config: Partial<WidgetsConfig>;
  store: PageStore;
  log: Logger;
  win?: Window;
}

/** Starts the bridge when the page is framed; returns its stop (everything released). */
export function startBridge({ config, store, log, win = window }: BridgeOptions): () => void {
  if (win.parent === win) return () => {};
  const root = win.document.documentElement;
  const setMode = (mode: EditingMode) => {
    store.getState().setEditingMode(mode);
    root.setAttribute(BRIDGE_STATE_ATTR, mode);
  };

  const read = readBridgeOrigins(config);
  if (!read.ok) {
    log.warn(`CMS bridge off: ${read.reason}.`);
    setMode('off');
    return () => {};
  }
  const { admin, website } = read.origins;
  // The config names the site it was rendered for; a copy of the page served from elsewhere
  // (a mirror, a cache host) must not talk to the admin in the site's name.
  if (win.location.origin !== website) {
    log.warn(
      `CMS bridge off: this page's origin ${win.location.origin} is not the configured websiteOrigin ${website}.`,
    );
    setMode('off');
    return () => {};
  }

  const drafts = createDraftStore(sessionStorageOrNull(), draftsKey(win.location.pathname), log);
  const states = new Map<string, FieldState>();
  let sendErrors = 0;
  let rejected = 0;
  root.setAttribute(SEND_ERRORS_ATTR, '0');
  root.setAttribute(REJECTED_ATTR, '0');

  let editing: { inline: InlineEditing; fields: EditableField[]; status: StatusView } | null = null;
  let stopped = false;

  const mirror = (draft: StoredDraft, state: FieldState) => {
    states.set(draft.field, state);
    store.getState().putDraft({
      field: draft.field,
      html: draft.html,
      at: draft.at,
      restored: state === 'restored',
      status: state === 'editing' ? undefined : state,
    });
  };
  const setFieldState = (field: string, state: FieldState) => {
    states.set(field, state);
    const draft = drafts.get(field);
    if (draft) mirror(draft, state);
    else store.getState().dropDraft(field);
    editing?.inline.setState(field, state);
    refreshStatus();
  };
  const refreshStatus = () => {
    if (!editing) return;
    const counts = { fields: editing.fields.length, saving: 0, unsaved: 0, restored: 0 };
    for (const draft of drafts.list()) {
      const state = states.get(draft.field);
      if (state === 'saving' || state === 'unsaved' || state === 'restored') counts[state]++;
    }
    editing.status.update(counts);
  };

  // Drafts of an earlier load of this page: flagged until the admin acknowledges them.
  for (const draft of drafts.list()) mirror(draft, 'restored');

  const channel: Channel = createChannel({
    self: win,
    peer: win.parent,
    peerOrigin: admin,
    nonce: createNonce(),
    onPage(message) {
      const mode = store.getState().editingMode;
      if (mode !== 'ready' && mode !== 'editable') return false;
      if (message.editable) startEditing();
      else stopEditing();
      return true;
    },
    onRejected() {
      root.setAttribute(REJECTED_ATTR, String(++rejected));
    },
    onSendError() {
      root.setAttribute(SEND_ERRORS_ATTR, String(++sendErrors));
      store.getState().countBridgeSendError();
    },
  });

  const sendDraft = (field: string) => {
    const draft = drafts.get(field);
    if (!draft || stopped) return;
    if (!isSendableEdit(draft.field, draft.html)) {
      log.warn(`the change of "${field}" is too long to send; kept as a draft.`);
      setFieldState(field, 'unsaved');
      return;
    }
    const restored = states.get(field) === 'restored';
    if (!restored) setFieldState(field, 'saving');
    const { field: id, kind, html, text, rev } = draft;
    channel
      .request(
        { type: 'edit', field: id, kind, html, text, rev, restored },
        { timeoutMs: EDIT_TIMEOUT_MS },
      )
      .then((response) => {
        if (response.ok) {
          if (drafts.acknowledge(field, rev)) setFieldState(field, 'editing');
        } else {
          log.warn(`the CMS did not save "${field}": ${response.error}`);
          if (drafts.get(field)?.rev === rev) setFieldState(field, 'unsaved');
        }
      })
      .catch(() => {
        // Timed out or stopped: the draft stays, flagged, and is sent again on the next change
        // of the field, the next page message or the next load of the page.
        if (!stopped && drafts.get(field)?.rev === rev) setFieldState(field, 'unsaved');
      });
  };

  const onChange = (field: EditableField) => {
    const { html, text } = readField(field);
    const draft = {
      field: field.field,
      kind: field.kind,
      html,
      text,
      rev: drafts.nextRev(field.field),
      at: Date.now(),
    };
    drafts.put(draft);
    setFieldState(field.field, 'saving');
  };

  const startEditing = () => {
    if (!editing) {
      const fields = findEditableFields(win.document, log);
      for (const field of fields) {
        const draft = drafts.get(field.field);
        if (draft) writeField(field, draft.html);
      }
      const inline = startInlineEditing({
        fields,
        onChange,
        onSettle: (field) => sendDraft(field.field),
      });
      editing = { inline, fields, status: showStatus(win.document) };
      for (const draft of drafts.list())
        setFieldState(draft.field, states.get(draft.field) ?? 'restored');
      channel.notify({
        type: 'editing',
        fields: fields.map(({ field, kind, label }) => ({ field, kind, label })),
      });
      setMode('editable');
    }
    // Every draft not yet acknowledged goes (again) to the admin, including fields this
    // page's markup no longer has: the admin decides, nothing is dropped here.
    for (const draft of drafts.list()) sendDraft(draft.field);
    refreshStatus();
  };

  const stopEditing = () => {
    if (!editing) return;
    const current = editing;
    editing = null;
    current.inline.stop();
    current.status.remove();
    setMode('ready');
  };

  // Leaving the page while the admin has not confirmed a change: the browser asks first.
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    if (drafts.list().length === 0) return;
    event.preventDefault();
    event.returnValue = '';
  };
  win.addEventListener('beforeunload', onBeforeUnload);

  setMode('connecting');
  channel
    .request(
      { type: 'hello', page: { path: win.location.pathname, title: win.document.title } },
      { timeoutMs: HANDSHAKE_TIMEOUT_MS, resendEveryMs: HELLO_RETRY_MS },
    )
    .then((response) => {
      if (!response.ok) throw new Error(response.error);
      // Only a handshake with the real admin may set the editcode: a hostile frame cannot
      // plant an editing session in this browser.
      storeEditcode(win.document, win.location);
      setMode('ready');
    })
    .catch((error: Error) => {
      if (stopped) return;
      setMode('failed');
      log.warn(`CMS bridge: the handshake with ${admin} failed: ${error.message}`);
    });

  return () => {
    stopped = true;
    stopEditing();
    channel.stop();
    win.removeEventListener('beforeunload', onBeforeUnload);
    setMode('off');
  };
}
