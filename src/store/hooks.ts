import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { PageState, PageStore } from './store';

/** Provided by the mount runtime around every widget root. */
export const StoreContext = createContext<PageStore | null>(null);

export function usePageStoreApi(): PageStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('usePageStore needs a widget root (StoreContext is missing).');
  return store;
}

/** Selects from the page store; the component re-renders when the selected value changes. */
export function usePageStore<T>(selector: (state: PageState) => T): T {
  return useStore(usePageStoreApi(), selector);
}
