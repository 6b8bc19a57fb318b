// Runs in the boot chunk (through index.ts), so it stays tiny and is imported by nothing else;
// the component imports its types only, which keeps the two chunks from sharing a module.

/** Chromium's `beforeinstallprompt` event (not in TypeScript's DOM types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

export interface EarlyCapture {
  /** The install event if it fired before the widget's code had loaded. */
  event: InstallPromptEvent | null;
  /**
   * Removes the early listener (the component listens itself from then on). Should the element
   * be removed before the widget mounts, the listener (one per page, shared) stays until the
   * first event, which it removes itself on: the runtime has no hook for a widget that never
   * mounted.
   */
  stop(): void;
}

/** The capture whose listener is on: shared by every element added before one mounts. */
let listening: EarlyCapture | null = null;

/**
 * Chromium fires `beforeinstallprompt` once per page view, possibly before React and the
 * widget's chunk have arrived on a slow network; this catches it from boot. Its default is
 * prevented so the browser's own mini-infobar does not bypass the widget's limits.
 * One listener per page: an element added and removed again and again before it mounts (a CMS
 * editor at work) would otherwise leave one listener behind each time.
 */
export function captureInstallPrompt(): EarlyCapture {
  if (listening) return listening;
  const capture: EarlyCapture = {
    event: null,
    stop: () => {
      removeEventListener('beforeinstallprompt', onEvent);
      if (listening === capture) listening = null;
    },
  };
  function onEvent(event: Event) {
    event.preventDefault();
    capture.event = event as InstallPromptEvent;
    capture.stop();
  }
  addEventListener('beforeinstallprompt', onEvent);
  listening = capture;
  return capture;
}
