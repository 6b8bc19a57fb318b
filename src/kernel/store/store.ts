import { createStore, type StoreApi } from 'zustand/vanilla';
import { createEditingSlice, type EditingSlice } from './editing';
import { createPopupSlice, type PopupSlice } from './popup';
import { createUiSlice, type UiSlice } from './ui';

export type PageState = UiSlice & PopupSlice & EditingSlice;
export type PageStore = StoreApi<PageState>;

/** The one store of a page, created at boot and shared by every widget root. */
export function createPageStore(): PageStore {
  return createStore<PageState>()((...args) => ({
    ...createUiSlice(...args),
    ...createPopupSlice(...args),
    ...createEditingSlice(...args),
  }));
}
