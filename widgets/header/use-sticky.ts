import { useEffect } from 'react';
import type { PageStore } from '../../src/kernel/types';
import type { Template } from './schema';
import { BANNER } from './schema';
import { nextSticky, stickyThresholds } from './sticky';

/** Keeps the store's `sticky` in step with the scroll position (at most once a frame). */
export function useSticky(template: Template | null, store: PageStore) {
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const banner = document.querySelector<HTMLElement>(BANNER);
      const thresholds = stickyThresholds(
        template,
        window.innerHeight,
        banner?.offsetHeight ?? null,
      );
      const state = store.getState();
      const sticky = nextSticky(thresholds, window.scrollY, state.sticky);
      if (sticky !== state.sticky) state.setSticky(sticky);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    const listening = new AbortController();
    window.addEventListener('scroll', schedule, { passive: true, signal: listening.signal });
    window.addEventListener('resize', schedule, { passive: true, signal: listening.signal });
    return () => {
      listening.abort();
      cancelAnimationFrame(frame);
    };
  }, [template, store]);
}
