import type { StateCreator } from 'zustand/vanilla';

export interface UiSlice {
  /** The menu button opened the header (and the menu overlay shows). */
  headerOpened: boolean;
  /** The header stuck to the top after scrolling. */
  sticky: boolean;
  /** Ids of the open menu panels, level one first: [] closed levels, up to three. */
  menuPath: string[];
  setHeaderOpened: (opened: boolean) => void;
  setSticky: (sticky: boolean) => void;
  setMenuPath: (path: string[]) => void;
}

export const createUiSlice: StateCreator<UiSlice> = (set) => ({
  headerOpened: false,
  sticky: false,
  menuPath: [],
  setHeaderOpened: (headerOpened) =>
    set(headerOpened ? { headerOpened } : { headerOpened, menuPath: [] }),
  setSticky: (sticky) => set({ sticky }),
  setMenuPath: (menuPath) => set({ menuPath: menuPath.slice(0, 3) }),
});
