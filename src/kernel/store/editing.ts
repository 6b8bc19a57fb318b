import type { StateCreator } from 'zustand/vanilla';

/**
 * off: not framed or bridge refused; connecting: handshake sent; ready: handshake answered;
 * editable: inline editing on; failed: the handshake got no (or a refusing) answer.
 */
export type EditingMode = 'off' | 'connecting' | 'ready' | 'editable' | 'failed';

export interface Draft {
  /** The editable field's id in the CMS markup. */
  field: string;
  html: string;
  /** Time of the edit (ms since epoch). */
  at: number;
  /** Restored from sessionStorage after a reload, not yet acknowledged. */
  restored: boolean;
  /** Set by the CMS bridge: saving (sent or about to be), unsaved (refused or unanswered). */
  status?: 'saving' | 'unsaved' | 'restored';
}

export interface EditingSlice {
  editingMode: EditingMode;
  /** Unacknowledged edits by field id. */
  drafts: Readonly<Record<string, Draft>>;
  setEditingMode: (mode: EditingMode) => void;
  putDraft: (draft: Draft) => void;
  dropDraft: (field: string) => void;
  /** Messages to the CMS parent that threw; swallowed (spec section 8) but counted. */
  bridgeSendErrors: number;
  countBridgeSendError: () => void;
}

export const createEditingSlice: StateCreator<EditingSlice> = (set) => ({
  editingMode: 'off',
  drafts: {},
  setEditingMode: (editingMode) => set({ editingMode }),
  putDraft: (draft) => set((state) => ({ drafts: { ...state.drafts, [draft.field]: draft } })),
  dropDraft: (field) =>
    set((state) => {
      const { [field]: _dropped, ...drafts } = state.drafts;
      return { drafts };
    }),
  bridgeSendErrors: 0,
  countBridgeSendError: () => set((state) => ({ bridgeSendErrors: state.bridgeSendErrors + 1 })),
});
