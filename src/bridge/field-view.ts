// What a CMS editor sees of the drafts: each editable field's state (its outline) and the one
// status line. The state of every draft is kept while editing is off, so that the fields show
// each draft as it stands when editing starts again.
import type { Logger } from '../kernel/types';
import type { DraftStore } from './drafts';
import {
  type EditableField,
  type FieldState,
  findEditableFields,
  type InlineEditing,
  type InlineEditingOptions,
  startInlineEditing,
  writeField,
} from './inline-editing';
import { type StatusCounts, type StatusView, showStatus } from './status';

export interface FieldView {
  stateOf(field: string): FieldState | undefined;
  setState(field: string, state: FieldState): void;
  /**
   * Makes the page's fields editable, the drafts put back in, and shows the status line.
   * Returns the fields, or null when they already are.
   */
  open(handlers: Omit<InlineEditingOptions, 'fields'>): EditableField[] | null;
  /** Brings the status line up to date with the drafts. */
  refresh(): void;
  /** Gives the markup back; false when the fields were not editable. */
  close(): boolean;
}

interface Shown {
  inline: InlineEditing;
  fields: EditableField[];
  status: StatusView;
}

export function createFieldView(doc: Document, log: Logger, drafts: DraftStore): FieldView {
  // Drafts of an earlier load of this page: flagged until the admin acknowledges them.
  const states = new Map<string, FieldState>(drafts.list().map(({ field }) => [field, 'restored']));
  let shown: Shown | null = null;

  const countStates = (fields: number): StatusCounts => {
    const counts = { fields, saving: 0, unsaved: 0, restored: 0 };
    for (const draft of drafts.list()) {
      const state = states.get(draft.field);
      if (state === 'saving' || state === 'unsaved' || state === 'restored') counts[state]++;
    }
    return counts;
  };
  const refresh = () => shown?.status.update(countStates(shown.fields.length));
  const setState = (field: string, state: FieldState) => {
    states.set(field, state);
    shown?.inline.setState(field, state);
    refresh();
  };

  const open = (handlers: Omit<InlineEditingOptions, 'fields'>) => {
    if (shown) return null;
    const fields = findEditableFields(doc, log);
    for (const field of fields) {
      const draft = drafts.get(field.field);
      if (draft) writeField(field, draft.html);
    }
    const inline = startInlineEditing({ fields, ...handlers });
    shown = { inline, fields, status: showStatus(doc) };
    for (const { field } of drafts.list()) setState(field, states.get(field) ?? 'restored');
    return fields;
  };

  const close = () => {
    if (!shown) return false;
    const { inline, status } = shown;
    shown = null;
    inline.stop();
    status.remove();
    return true;
  };

  return { stateOf: (field) => states.get(field), setState, open, refresh, close };
}
