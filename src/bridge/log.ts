// The bundle's console prefix. Written out again rather than imported from src/mount/schema.ts:
// that module is in the boot chunk, and sharing it would put it in a chunk every page fetches.
export const LOG_PREFIX = '[widgets]';
