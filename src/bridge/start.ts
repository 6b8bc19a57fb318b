// CMS embedding mode (spec section 6), loaded by boot only when the page is framed: the origin
// gate, then an editing session with the admin. See docs/cms-bridge.md.
import type { EditingMode, Logger, PageStore, WidgetsConfig } from '../kernel/types';
import { isFramed, passOriginGate } from './gate';
import { BRIDGE_STATE_ATTR } from './schema';
import { startEditingSession } from './session';

export interface BridgeOptions {
  config: Partial<WidgetsConfig>;
  store: PageStore;
  log: Logger;
  win?: Window;
}

/** Starts the bridge when the page is framed; returns its stop (everything released). */
export function startBridge({ config, store, log, win = window }: BridgeOptions): () => void {
  // Outside a frame there is no admin: nothing is written on the page, not even mode off.
  if (!isFramed(win)) return () => {};
  // The mode is shown on <html> too, for tests and an editor's own debugging (docs/cms-bridge.md).
  const setMode = (mode: EditingMode) => {
    store.getState().setEditingMode(mode);
    win.document.documentElement.setAttribute(BRIDGE_STATE_ATTR, mode);
  };
  const origins = passOriginGate(config, win, log);
  if (!origins) {
    setMode('off');
    return () => {};
  }
  return startEditingSession({ admin: origins.admin, store, log, win, setMode });
}
