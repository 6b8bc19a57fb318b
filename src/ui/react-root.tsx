import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { loadLocale } from '../i18n';
import type { RenderRequest } from '../kernel/types';
import { nameWidgetEvents } from './events';
import { ErrorBoundary, WidgetContext } from './widget-root';

// This module is the door to React: it is loaded with the first widget, never at boot. The
// runtime hands it the names (props.schema), reporting and logger as arguments (src/kernel/types.ts).

/**
 * Renders a widget into a host appended inside its CMS element. The server markup stays in the
 * DOM: CSS hides it once the widget has committed (state "mounted") and shows it again if the
 * widget fails or unmounts, so the page is never left without content.
 * Returns the unmount function.
 */
export function renderWidget(request: RenderRequest): () => void {
  const { name, element, Component, props, onMounted, onFailed } = request;
  const host = document.createElement('div');
  host.setAttribute(props.schema.root, name);
  nameWidgetEvents(props.schema);
  element.append(host);
  const root = createRoot(host, {
    // The boundary below logs once; React's own default logging would repeat it.
    onCaughtError: () => {},
  });
  let unmounted = false;
  // A widget mounted at load renders as a transition: it yields to the browser every few
  // milliseconds instead of holding the main thread for the whole tree (a phone's Total
  // Blocking Time). One the visitor asked for (the menu's first click) renders at
  // once: as a transition, the cold click's overlay painted more than twice as late.
  const render = () => {
    if (unmounted) return;
    const tree = (
      <StrictMode>
        <ErrorBoundary onError={onFailed}>
          <WidgetContext.Provider value={{ store: props.store, log: props.log }}>
            <Committed onCommit={onMounted}>
              <Component {...props} />
            </Committed>
          </WidgetContext.Provider>
        </ErrorBoundary>
      </StrictMode>
    );
    if (request.urgent) root.render(tree);
    else startTransition(() => root.render(tree));
  };
  // The page's language first (a French or Arabic page fetches its catalog once; English at
  // once), so that no widget shows English for a frame.
  const pending = loadLocale(props.config.locale, props.log.warn);
  if (pending) pending.then(render);
  else render();

  return () => {
    unmounted = true;
    root.unmount();
    host.remove();
  };
}

/** Marks the widget mounted in the same frame as its first commit, so nothing flashes. */
function Committed({ onCommit, children }: { onCommit: () => void; children: React.ReactNode }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at the first commit
  useLayoutEffect(onCommit, []);
  return children;
}
