// Types of media-delays.mjs for the TypeScript tests.
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface Delay {
  min: number;
  max: number;
}

export declare const MAX_DELAY_MS: number;
export declare function parseDelay(value: string | null): Delay | null;
export declare function delayedServiceUrl(siteOrigin: string, delay: Delay): string;
export declare function createDelayedService(
  media: { handle(req: IncomingMessage, res: ServerResponse, url: URL): boolean },
  options?: { random?: () => number },
): {
  handle(req: IncomingMessage, res: ServerResponse, url: URL): boolean;
  close(): void;
  waiting(): number;
};
