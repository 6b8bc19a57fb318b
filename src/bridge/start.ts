// CMS embedding mode (spec section 6), loaded by boot only when the page is framed: the origin
// gate, then an editing session with the admin. See docs/cms-bridge.md.
import type {
  AnyWidgetDefinition,
  EditingMode,
  LogEntry,
  Logger,
  PageStore,
  Schema,
  WidgetsConfig,
} from '../kernel/types';
import { isFramed, passOriginGate } from './gate';
import type { WidgetProblem } from './messages';
import { BRIDGE_STATE_ATTR } from './schema';
import { startEditingSession } from './session';

export interface BridgeOptions {
  config: Partial<WidgetsConfig>;
  store: PageStore;
  log: Logger;
  schema: Schema;
  /** The catalog, for the widget inspector. */
  widgets?: readonly AnyWidgetDefinition[];
  win?: Window;
}

/** Starts the bridge when the page is framed; returns its stop (everything released). */
export function startBridge({
  config,
  store,
  log,
  schema,
  widgets = [],
  win = window,
}: BridgeOptions): () => void {
  // Outside a frame there is no admin: nothing is written on the page, not even mode off.
  if (!isFramed(win)) return () => {};
  // The log lines from here on, for the widget inspector: why a widget failed is only said
  // there (src/kernel/log.ts dispatches each line as a schema.log event on the document).
  const logs: LogEntry[] = [];
  const keepLog = (event: Event) => logs.push((event as CustomEvent<LogEntry>).detail);
  win.document.addEventListener(schema.log, keepLog);
  // The mode is shown on <html> too, for tests and an editor's own debugging (docs/cms-bridge.md).
  const setMode = (mode: EditingMode) => {
    store.getState().setEditingMode(mode);
    win.document.documentElement.setAttribute(BRIDGE_STATE_ATTR, mode);
  };
  const origins = passOriginGate(config, win, log);
  if (!origins) {
    win.document.removeEventListener(schema.log, keepLog);
    setMode('off');
    return () => {};
  }
  // The widget inspector, its own chunk, only once the admin has answered the handshake: a
  // page framed by anyone else never loads it.
  const onReady = (sendProblems: (problems: WidgetProblem[]) => void) => {
    const inspecting = new AbortController();
    const { signal } = inspecting;
    import('./inspector').then(
      ({ startInspector }) =>
        startInspector({ doc: win.document, config, schema, widgets, logs, sendProblems, signal }),
      (error) => log.error('the widget inspector could not load:', error),
    );
    return () => inspecting.abort();
  };
  const stopSession = startEditingSession({
    admin: origins.admin,
    store,
    log,
    win,
    setMode,
    onReady,
  });
  return () => {
    win.document.removeEventListener(schema.log, keepLog);
    stopSession();
  };
}
