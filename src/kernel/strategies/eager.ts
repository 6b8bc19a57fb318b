import type { Strategy } from './strategy';

/**
 * Mounts after the page's first frame (a timer queued from the frame's callback runs after that
 * frame), so that the server markup is on screen before any widget asks for its code: on a
 * phone, React's request and evaluation no longer come before the first frame. A hidden tab
 * draws no frames, so there a timer alone starts it. Cancelled, the timer still fires, and
 * does nothing: a flag costs the boot chunk fewer bytes than clearing the frame and the timer.
 */
export const eager: Strategy = (_element, run) => {
  let cancelled: true | undefined;
  const later = () => setTimeout(() => cancelled || run());
  if (document.hidden) later();
  else requestAnimationFrame(later);
  return () => {
    cancelled = true;
  };
};
