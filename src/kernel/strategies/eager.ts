import type { Strategy } from './strategy';

/** Mounts straight away, at boot. */
export const eager: Strategy = (_element, run) => {
  run();
  return () => {};
};
