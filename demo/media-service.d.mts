// Types of media-service.mjs for the TypeScript tests.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Seed } from './data/seed.mjs';

export { CATEGORIES, feedIdsByGroup } from './data/seed.mjs';

export declare const PREFIX: string;
export declare function jsonp(callback: string, value: unknown): string;
/** Escapes an "&" that would read as a character reference in the fields a real service encodes. */
export declare function unambiguous(value: unknown, key?: string): unknown;
export declare function isValidCallback(callback: string): boolean;
export declare function cleanTitle(title: string): string;

export interface MediaService {
  seed: Seed;
  handle(req: IncomingMessage, res: ServerResponse, url: URL): boolean;
  /** What call `name` answers for query `q` before JSONP; undefined for an unknown call. */
  answer(name: string, q: URLSearchParams): unknown;
}

export declare function createMediaService(options?: { now?: Date; seed?: Seed }): MediaService;
