// What the bridge shows on <html>, for tests and an editor's own debugging
// (docs/cms-bridge.md, "When the bridge runs").
import type { EditingMode, PageStore } from '../kernel/types';
import { BRIDGE_STATE_ATTR } from './schema';

export type SetMode = (mode: EditingMode) => void;

/** Writes the editing mode on <html> and in the page store, where the session reads it back. */
export function modeWriter(store: PageStore, root: Element): SetMode {
  return (mode) => {
    store.getState().setEditingMode(mode);
    root.setAttribute(BRIDGE_STATE_ATTR, mode);
  };
}

/** A count on <html> under `attr`, shown from 0; returns the function that adds one. */
export function counterOn(root: Element, attr: string): () => void {
  let count = 0;
  root.setAttribute(attr, '0');
  return () => root.setAttribute(attr, String(++count));
}
