// Types of compress.mjs for the TypeScript tests.
import type { IncomingMessage } from 'node:http';

export declare function encodeBody(
  req: IncomingMessage,
  type: string,
  body: string | Buffer,
  cacheKey?: string,
): { body: Buffer; headers: Record<string, string | number> };
