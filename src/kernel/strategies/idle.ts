import type { Strategy } from './strategy';

// Safari has no requestIdleCallback; a short timeout keeps the widget off the boot path there.
const FALLBACK_DELAY_MS = 200;
// Do not wait forever on a busy page: mount within 2 s at the latest.
const IDLE_TIMEOUT_MS = 2000;

/** Mounts when the browser is idle after boot. */
export const idle: Strategy = (_element, run) => {
  if ((window as Partial<Window>).requestIdleCallback) {
    const handle = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, FALLBACK_DELAY_MS);
  return () => clearTimeout(handle);
};
