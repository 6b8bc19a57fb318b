// The bundle's one logger. Every console line of the product goes through it, with one prefix,
// so an editor can filter the bundle's own output and an integrator can take it elsewhere.
// Lazily loaded code receives it (widget props, the page-store context, function arguments)
// instead of importing it: see ./types.ts for why the kernel's values stay in the boot chunk.

import { schema } from './schema';

export type LogLevel = 'info' | 'warn' | 'error';

/** The `detail` of a `widgets:log` event (./schema.ts). */
export interface LogEntry {
  level: LogLevel;
  message: string;
  details: unknown[];
}

export interface Logger {
  info(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

// Before each line is written, `schema.log` is dispatched on `document`. An integrator who wants
// the lines elsewhere (an error tracker, a quieter console) listens and calls `preventDefault()`:
// the line then stays off the console. `detail` is `{ level, message, details }`.
const writer =
  (level: LogLevel) =>
  (message: string, ...details: unknown[]) => {
    const event = new CustomEvent(schema.log, {
      cancelable: true,
      detail: { level, message, details },
    });
    if (document.dispatchEvent(event)) console[level](`[widgets] ${message}`, ...details);
  };

export const log: Logger = { info: writer('info'), warn: writer('warn'), error: writer('error') };
