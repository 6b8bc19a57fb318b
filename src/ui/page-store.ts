import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Logger, PageState, PageStore } from '../kernel/types';

/** What the mount runtime hands every widget root, for the components deep inside it. */
export interface WidgetContextValue {
  store: PageStore;
  log: Logger;
}

/** Provided by src/ui/react-root.tsx around every widget root. */
export const WidgetContext = createContext<WidgetContextValue | null>(null);

function useWidgetContext(): WidgetContextValue {
  const context = useContext(WidgetContext);
  if (!context)
    throw new Error('a page-store hook needs a widget root (WidgetContext is missing).');
  return context;
}

export function usePageStoreApi(): PageStore {
  return useWidgetContext().store;
}

/** The bundle's logger, as the runtime handed it to this widget root. */
export function useLog(): Logger {
  return useWidgetContext().log;
}

/**
 * Selects from the page store; the component re-renders when the selected value changes.
 * This is what zustand's `useStore` does, written against React directly: importing `zustand`
 * here would pull `zustand/vanilla` (already in the boot chunk) into a chunk that every page
 * then has to fetch. The selector must return a stable value (a slice field, not a new object).
 */
export function usePageStore<T>(selector: (state: PageState) => T): T {
  const store = usePageStoreApi();
  const select = () => selector(store.getState());
  return useSyncExternalStore(store.subscribe, select, select);
}
