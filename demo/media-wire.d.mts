// Types of media-wire.mjs for the TypeScript tests.
import type { IncomingMessage, ServerResponse } from 'node:http';

export declare function parseWire(value: string | null): 'aspnet' | null;
export declare function wireServiceUrl(siteOrigin: string): string;
export declare function htmlEncode(text: string): string;
export declare function aspnetDate(value: unknown, local: boolean): unknown;
export declare function aspnetDateString(value: unknown): unknown;
export declare function netJson(value: unknown): string;
export declare function aspnetItem(entry: unknown): unknown;
export declare function aspnetPhotoSet(set: unknown): unknown;
export declare function aspnetValue(name: string, value: unknown): unknown;
export declare function aspnetBody(callback: string, name: string, value: unknown): string;

export interface WireService {
  handle(req: IncomingMessage, res: ServerResponse, url: URL): boolean;
}

export declare function createWireService(media: {
  handle(req: IncomingMessage, res: ServerResponse, url: URL): boolean;
  answer(name: string, q: URLSearchParams): unknown;
}): WireService;
