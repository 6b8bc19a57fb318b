// Types of image-service.mjs for the TypeScript tests.
import type { IncomingMessage, ServerResponse } from 'node:http';

export declare function isImageName(name: string): boolean;
export declare function placeholderSvg(
  name: string,
  width: number,
  options?: { neutral?: boolean; label?: string },
): string;
export declare function localImageName(src: string | null, base: URL): string | null;
export declare function handleImage(req: IncomingMessage, res: ServerResponse, url: URL): boolean;
