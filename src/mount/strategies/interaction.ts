import type { Strategy } from './strategy';

// Any of these inside the element means the visitor is about to use it.
const EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'touchstart'] as const;

/** Mounts on the first pointer, focus or key event inside the element. */
export const interaction: Strategy = (element, run) => {
  const trigger = () => {
    stop();
    run();
  };
  const stop = () => {
    for (const type of EVENTS) element.removeEventListener(type, trigger);
  };
  for (const type of EVENTS) element.addEventListener(type, trigger, { passive: true });
  return stop;
};
