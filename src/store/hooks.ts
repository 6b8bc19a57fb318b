import { createContext, useContext, useSyncExternalStore } from 'react';
import type { PageState, PageStore } from './store';

/** Provided by the mount runtime around every widget root. */
export const StoreContext = createContext<PageStore | null>(null);

export function usePageStoreApi(): PageStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('usePageStore needs a widget root (StoreContext is missing).');
  return store;
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
