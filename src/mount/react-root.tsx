import type { ComponentType } from 'react';
import { StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { StoreContext } from '../store/hooks';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import type { WidgetProps } from './define';

// This module is the door to React: it is loaded with the first widget, never at boot. It takes
// the runtime's attribute names and reporting as arguments rather than importing ./schema, so
// that the boot chunk shares no module (and so no chunk) with it.
interface RenderRequest {
  name: string;
  element: HTMLElement;
  /** The attribute that marks the host React renders into. */
  hostAttribute: string;
  /** Called in the frame of the first commit: the server markup can be hidden. */
  onMounted: () => void;
  /** Called once when the widget throws while rendering. */
  onFailed: (error: unknown) => void;
  // biome-ignore lint/suspicious/noExplicitAny: options are opaque to the runtime
  Component: ComponentType<WidgetProps<any>>;
  // biome-ignore lint/suspicious/noExplicitAny: options are opaque to the runtime
  props: WidgetProps<any>;
}

/**
 * Renders a widget into a host appended inside its CMS element. The server markup stays in the
 * DOM: CSS hides it once the widget has committed (state "mounted") and shows it again if the
 * widget fails or unmounts, so the page is never left without content.
 * Returns the unmount function.
 */
export function renderWidget(request: RenderRequest): () => void {
  const { name, element, Component, props, onMounted, onFailed } = request;
  const host = document.createElement('div');
  host.setAttribute(request.hostAttribute, name);
  element.append(host);
  const root = createRoot(host, {
    // The boundary below logs once; React's own default logging would repeat it.
    onCaughtError: () => {},
  });
  root.render(
    <StrictMode>
      <ErrorBoundary onError={onFailed}>
        <StoreContext.Provider value={props.store}>
          <Committed onCommit={onMounted}>
            <Component {...props} />
          </Committed>
        </StoreContext.Provider>
      </ErrorBoundary>
    </StrictMode>,
  );

  return () => {
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
