import type { StateCreator } from 'zustand/vanilla';

/** Which form of the home-screen prompt is on screen: the install button or iOS instructions. */
export type PromptKind = 'install' | 'ios';

export interface PromptSlice {
  /** Home-screen prompt history, mirrored from localStorage by the prompt widget. */
  promptShows: number;
  promptLastShownAt: number | null;
  /** The site was installed from this browser (remembered across visits). */
  promptInstalled: boolean;
  /** The prompt is on screen, fixed at the bottom of the viewport; null when it is not. */
  promptVisible: PromptKind | null;
  recordPromptShow: (at: number) => void;
  setPromptHistory: (shows: number, lastShownAt: number | null) => void;
  setPromptInstalled: (installed: boolean) => void;
  setPromptVisible: (kind: PromptKind | null) => void;
}

export const createPromptSlice: StateCreator<PromptSlice> = (set) => ({
  promptShows: 0,
  promptLastShownAt: null,
  promptInstalled: false,
  promptVisible: null,
  recordPromptShow: (at) =>
    set((state) => ({ promptShows: state.promptShows + 1, promptLastShownAt: at })),
  setPromptHistory: (promptShows, promptLastShownAt) => set({ promptShows, promptLastShownAt }),
  setPromptInstalled: (promptInstalled) => set({ promptInstalled }),
  setPromptVisible: (promptVisible) => set({ promptVisible }),
});
