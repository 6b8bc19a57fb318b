// Sends a field's draft to the admin as an edit and flags the field by the answer. Only the
// admin's ok for the draft's current rev drops it: a late answer to an older revision never
// drops a newer change (docs/cms-bridge.md, "Drafts: nothing typed is lost").
import type { Logger } from '../kernel/types';
import type { Channel } from './channel';
import type { DraftStore, StoredDraft } from './drafts';
import type { FieldView } from './field-view';
import { isSendableEdit, type ResponseMessage } from './messages';
import { EDIT_TIMEOUT_MS } from './schema';

export interface DraftSenderOptions {
  drafts: DraftStore;
  channel: Channel;
  view: Pick<FieldView, 'stateOf' | 'setState'>;
  log: Logger;
  isStopped: () => boolean;
}

/** Returns the function that sends (or sends again) the draft of a field, if it has one. */
export function createDraftSender({
  drafts,
  channel,
  view,
  log,
  isStopped,
}: DraftSenderOptions): (field: string) => void {
  const flagUnsavedIfCurrent = (field: string, rev: number) => {
    if (drafts.get(field)?.rev === rev) view.setState(field, 'unsaved');
  };

  const settle = (field: string, rev: number, response: ResponseMessage) => {
    if (response.ok) {
      if (drafts.acknowledge(field, rev)) view.setState(field, 'editing');
      return;
    }
    log.warn(`the CMS did not save "${field}": ${response.error}`);
    flagUnsavedIfCurrent(field, rev);
  };

  const request = ({ field, kind, html, text, rev }: StoredDraft, restored: boolean) => {
    channel
      .request(
        { type: 'edit', field, kind, html, text, rev, restored },
        { timeoutMs: EDIT_TIMEOUT_MS },
      )
      .then((response) => settle(field, rev, response))
      .catch(() => {
        // Timed out or stopped: the draft stays, flagged, and is sent again on the next change
        // of the field, the next page message or the next load of the page.
        if (!isStopped()) flagUnsavedIfCurrent(field, rev);
      });
  };

  return (field) => {
    const draft = drafts.get(field);
    if (!draft || isStopped()) return;
    if (!isSendableEdit(draft.field, draft.html)) {
      log.warn(`the change of "${field}" is too long to send; kept as a draft.`);
      view.setState(field, 'unsaved');
      return;
    }
    // A restored draft keeps its flag until the admin acknowledges it.
    const restored = view.stateOf(field) === 'restored';
    if (!restored) view.setState(field, 'saving');
    request(draft, restored);
  };
}
