import type { Strategy } from './strategy';

/**
 * Mounts when the element comes near the viewport. Spec section 9, "Scroll thresholds: 100px,
 * or 0.8 of window height, for lazy callbacks", read as: start loading once the element is
 * within 0.8 of the window height of the viewport, and never less than 100 px (a window under
 * 125 px high). A percentage root margin follows the window as it is resized.
 */
export const visible: Strategy = (element, run) => {
  if (typeof IntersectionObserver !== 'function') {
    run();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        run();
      }
    },
    { rootMargin: innerHeight < 125 ? '100px' : '80%' },
  );
  observer.observe(element);
  return () => observer.disconnect();
};
