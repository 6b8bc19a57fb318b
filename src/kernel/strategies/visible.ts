import type { Strategy } from './strategy';

// Start loading a little before the element scrolls in, so it is ready when seen.
const ROOT_MARGIN = '200px';

/** Mounts when the element comes near the viewport. */
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
    { rootMargin: ROOT_MARGIN },
  );
  observer.observe(element);
  return () => observer.disconnect();
};
