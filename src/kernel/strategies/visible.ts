import type { Strategy } from './strategy';

/**
 * Mounts when the element comes within 100px of the viewport: spec section 9's scroll
 * threshold for lazy callbacks ("100px, or 0.8 of window height"). Of its two values this
 * takes 100px: a margin of 0.8 of the window height (640px at 1280x800) would also load the
 * footer on the media hub's first load (it starts below the fold there), past that page's
 * budget (`mediaPage`, bench/budgets.mjs), for a widget nobody has scrolled to yet.
 */
export const visible: Strategy = (element, run) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        // A task of its own: Chrome runs every observer's callback in one task, so the widgets
        // in view at load would start their mounts (module preloads, calls) in one long task.
        timer = setTimeout(run);
      }
    },
    { rootMargin: '100px' },
  );
  observer.observe(element);
  return () => {
    observer.disconnect();
    clearTimeout(timer);
  };
};
