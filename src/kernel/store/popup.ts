import type { StateCreator } from 'zustand/vanilla';

export type PopupKind = 'news' | 'event' | 'photos' | 'embed';

export interface OpenPopup {
  kind: PopupKind;
  itemId: number;
  feedId: number;
  /** A card click puts the share URL in the address bar; a share URL is already there. */
  source: 'card' | 'share';
}

export interface PopupSlice {
  popup: OpenPopup | null;
  /**
   * A pop-up host is mounted on the page and will show `popup`. Until one sets it, card clicks
   * follow the item's link instead of opening a pop-up nobody would render (src/ui/cards).
   */
  popupHostReady: boolean;
  openPopup: (popup: OpenPopup) => void;
  closePopup: () => void;
  setPopupHostReady: (ready: boolean) => void;
}

export const createPopupSlice: StateCreator<PopupSlice> = (set) => ({
  popup: null,
  popupHostReady: false,
  openPopup: (popup) => set({ popup }),
  closePopup: () => set({ popup: null }),
  setPopupHostReady: (popupHostReady) => set({ popupHostReady }),
});
