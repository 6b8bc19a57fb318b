import type { ComponentType } from 'react';
import { StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { StoreContext } from '../store/hooks';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import type { WidgetProps } from './define';
import { LOG_PREFIX, ROOT_ATTR, STATE_ATTR } from './schema';

interface RenderRequest {
  name: string;
  element: HTMLElement;
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
export function renderWidget({ name, element, Component, props }: RenderRequest): () => void {
  const host = document.createElement('div');
  host.setAttribute(ROOT_ATTR, name);
  element.append(host);

  const setState = (state: 'mounted' | 'failed') => element.setAttribute(STATE_ATTR, state);
  const root = createRoot(host, {
    // The boundary below logs once; React's own default logging would repeat it.
    onCaughtError: () => {},
  });
  root.render(
    <StrictMode>
      <ErrorBoundary
        onError={(error) => {
          setState('failed');
          console.error(
            `${LOG_PREFIX} the "${name}" widget failed; its server markup is shown instead.`,
            error,
            element,
          );
        }}
      >
        <StoreContext.Provider value={props.store}>
          <Committed onCommit={() => setState('mounted')}>
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
