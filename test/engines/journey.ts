// A journey: what a visitor does on the site, written once for every engine (./journeys).
import type { EngineName, EnginePage, Viewport } from './engine-page';

export interface JourneyContext {
  page: EnginePage;
  engine: EngineName;
  /** An address on the demo site started for this journey alone. */
  url(path: string): string;
  /** True at the phone width (375 px, or the narrowest the engine allows). */
  phone: boolean;
  /** The inner size the engine gave. */
  viewport: Viewport;
  /**
   * The network gone: the driver's offline mode, and the site's server stopped where the driver
   * has none (WebKitGTK) or its offline mode spares service workers (Firefox).
   */
  goOffline(): Promise<void>;
}

export interface Journey {
  name: string;
  run(context: JourneyContext): Promise<void>;
}
