// Types of embed-standins.mjs for the TypeScript tests.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Base URLs of config `embedHosts` for a demo whose site runs at `siteOrigin`. */
export declare function standinHosts(siteOrigin: string): Record<string, string>;

/** Answers GET /embed-standin/<provider>/...; false for any other path. */
export declare function handleEmbedStandin(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): boolean;
