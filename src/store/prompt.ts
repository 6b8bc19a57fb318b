import type { StateCreator } from 'zustand/vanilla';

export interface PromptSlice {
  /** Home-screen prompt history, mirrored from localStorage by the prompt widget. */
  promptShows: number;
  promptLastShownAt: number | null;
  recordPromptShow: (at: number) => void;
  setPromptHistory: (shows: number, lastShownAt: number | null) => void;
}

export const createPromptSlice: StateCreator<PromptSlice> = (set) => ({
  promptShows: 0,
  promptLastShownAt: null,
  recordPromptShow: (at) =>
    set((state) => ({ promptShows: state.promptShows + 1, promptLastShownAt: at })),
  setPromptHistory: (promptShows, promptLastShownAt) => set({ promptShows, promptLastShownAt }),
});
