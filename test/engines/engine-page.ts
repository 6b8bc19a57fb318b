// What a journey may ask of a browser, whichever engine and driver runs it: the thin adapter
// each driver (./drivers) implements. Clicks and keys are the driver's own input events, so
// each engine handles them as it would a visitor's.

export type EngineName = 'chromium' | 'firefox' | 'webkit';

/** The keys journeys press; each driver maps them to its own key names. */
export type Key = 'Escape' | 'Enter' | 'Tab' | 'ArrowDown' | 'ArrowUp' | 'ArrowLeft' | 'ArrowRight';

export interface Viewport {
  width: number;
  height: number;
}

export interface EnginePage {
  readonly engine: EngineName;
  /** Loads a URL and waits for its load event. */
  goto(url: string): Promise<void>;
  back(): Promise<void>;
  reload(): Promise<void>;
  /**
   * The driver's own click on the first element matching a CSS selector: journeys hand over the
   * mark steps.ts puts on what it found by role and name.
   */
  click(selector: string): Promise<void>;
  press(key: Key): Promise<void>;
  /** Focuses the first element matching the selector and types into it, key by key. */
  type(selector: string, text: string): Promise<void>;
  /** Runs a self-contained function in the page (it is sent as source: no outer names). */
  evaluate<T, A = undefined>(fn: (arg: A) => T | Promise<T>, arg?: A): Promise<T>;
  screenshot(path: string): Promise<void>;
  /** Page errors, unhandled rejections and error-level console lines seen so far. */
  errors(): Promise<string[]>;
  /** Cuts the page off the network, where the driver can; otherwise the runner stops the server. */
  goOffline?(): Promise<void>;
  close(): Promise<void>;
}

export interface EngineBrowser {
  /** A fresh page with its own storage, at an inner size as close to `viewport` as the engine allows. */
  newPage(viewport: Viewport): Promise<EnginePage>;
  close(): Promise<void>;
}

export interface EngineDriver {
  readonly engine: EngineName;
  /** The demo server injects an error recorder into its pages when the driver has no log events. */
  readonly needsErrorRecorder: boolean;
  /**
   * Its offline mode cuts the page off but not a service worker's own requests (the worker
   * would still answer from the network): when a journey goes offline, the site's server stops too.
   */
  readonly offlineSparesWorkers?: boolean;
  launch(): Promise<EngineBrowser>;
}
