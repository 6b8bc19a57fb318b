import type { Strategy } from './strategy';

/**
 * Mounts after the page's first frame (a timer queued from the frame's callback runs after that
 * frame), so that the server markup is on screen before any widget asks for its code: on a
 * phone, React's request and evaluation no longer come before the first frame. A hidden tab
 * draws no frames, so there a timer alone starts it.
 */
export const eager: Strategy = (_element, run) => {
  if (document.hidden) setTimeout(run);
  else requestAnimationFrame(() => setTimeout(run));
  return () => {};
};
