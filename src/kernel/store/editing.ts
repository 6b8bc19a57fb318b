import type { StateCreator } from 'zustand/vanilla';

/**
 * off: not framed or bridge refused; connecting: handshake sent; ready: handshake answered;
 * editable: inline editing on; failed: the handshake got no (or a refusing) answer.
 */
export type EditingMode = 'off' | 'connecting' | 'ready' | 'editable' | 'failed';

// The bridge reads the mode back: a page message counts only after the handshake. Its drafts and
// send errors are kept where they are observed (sessionStorage, <html> attributes), not here.
export interface EditingSlice {
  editingMode: EditingMode;
  setEditingMode: (mode: EditingMode) => void;
}

export const createEditingSlice: StateCreator<EditingSlice> = (set) => ({
  editingMode: 'off',
  setEditingMode: (editingMode) => set({ editingMode }),
});
