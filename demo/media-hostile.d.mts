// Types of media-hostile.mjs for the TypeScript tests.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HostileEntry } from './hostile-corpus.mjs';

export interface HostileMode {
  offset: number;
  perField: number;
}

export declare const HOSTILE_FIELDS: readonly string[];
export declare const ADDRESS_FIELDS: readonly string[];
export declare const MAX_PER_FIELD: number;
export declare const PAYLOADS_HEADER: string;
export declare const FIELDS_HEADER: string;
export declare function parseHostile(value: string | null): HostileMode | null;
export declare function payloadSlice(
  size: number,
  mode: HostileMode,
  position: number,
  field: number,
): number[];
export declare function urlVariant(
  mode: { offset: number },
  position: number,
  field: number,
): 'alone' | 'after-hash' | 'own';
export declare function hostileServiceUrl(siteOrigin: string, mode: HostileMode): string;

export interface Injector {
  item(entry: unknown, position: number): unknown;
  items(list: unknown, skip: number): unknown;
  photoSet(set: unknown, setId: number): unknown;
  suggestions(list: unknown): unknown;
  /** Corpus indices handed out so far. */
  used: Set<number>;
  fieldsFilled(): number;
}

export declare function createInjector(
  corpus: readonly { payload: string }[],
  mode: HostileMode,
): Injector;
export declare function hostileAnswer(
  inject: Injector,
  name: string,
  value: unknown,
  q: URLSearchParams,
): unknown;

export interface HostileService {
  handle(req: IncomingMessage, res: ServerResponse, url: URL): boolean;
  corpus: readonly HostileEntry[];
}

export declare function createHostileService(
  media: {
    handle(req: IncomingMessage, res: ServerResponse, url: URL): boolean;
    answer(name: string, q: URLSearchParams): unknown;
  },
  corpus?: readonly { payload: string }[],
): HostileService;
