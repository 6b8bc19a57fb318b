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
  openPopup: (popup: OpenPopup) => void;
  closePopup: () => void;
}

export const createPopupSlice: StateCreator<PopupSlice> = (set) => ({
  popup: null,
  openPopup: (popup) => set({ popup }),
  closePopup: () => set({ popup: null }),
});
